import CGLib

/// Web addresses as Larder takes them: http and https only, and references
/// resolved against the page they are on (RFC 3986, through GLib's GUri).
public enum WebAddress {
    /// Whether `text` is an absolute http or https address.
    public static func isWeb(_ text: String) -> Bool {
        let lower = text.prefix(8).lowercased()
        return (lower.hasPrefix("http://") || lower.hasPrefix("https://")) && text.utf8.count <= 8_192
    }

    /// A photo or page reference as pages and apps write it, as an address
    /// to fetch: `//host/...` (the page's scheme, unknown here) taken as
    /// https; nil when it is not an http or https address.
    public static func fetchable(_ reference: String) -> String? {
        let address = reference.hasPrefix("//") ? "https:" + reference : reference
        return isWeb(address) ? address : nil
    }

    /// The host of an absolute address, lower-case; nil when it has none.
    public static func host(of address: String) -> String? {
        guard let uri = g_uri_parse(address, LARDER_G_URI_FLAGS_NONE, nil) else { return nil }
        defer { g_uri_unref(uri) }
        return g_uri_get_host(uri).map { String(cString: $0).lowercased() }
    }

    /// `reference` (absolute, relative or `//host/...`) resolved against
    /// `base`; nil when the result is not an http or https address.
    public static func resolve(_ reference: String, against base: String) -> String? {
        guard let text = takeString(g_uri_resolve_relative(base, reference, LARDER_G_URI_FLAGS_NONE, nil)) else { return nil }
        return isWeb(text) ? text : nil
    }
}
