import CGLib
import LarderGLib

/// The proxies a user names in the environment (`http_proxy`, `https_proxy`,
/// `no_proxy`, and their upper-case names), a proxy without a scheme taken
/// as `http://`, as curl takes it. Without them the session
/// keeps GIO's default resolver: GNOME's proxy settings in a GNOME session,
/// libproxy elsewhere. GNOME's resolver ignores the environment, so a proxy a
/// user sets for one command is honoured here explicitly.
enum WebProxies {
    /// A resolver for the proxies the environment names (transfer full), or
    /// nil when it names none.
    static func resolver(environment: (String) -> String?) -> GObjectReference? {
        func variable(_ name: String) -> String? {
            (environment(name) ?? environment(name.uppercased())).flatMap { $0.isEmpty ? nil : $0 }
        }
        func proxy(_ name: String) -> String? {
            variable(name).map { $0.contains("://") ? $0 : "http://" + $0 }
        }
        let http = proxy("http_proxy"), https = proxy("https_proxy")
        guard http != nil || https != nil else { return nil }
        let ignored = (variable("no_proxy") ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
        let resolver = withCStringArray(ignored) { g_simple_proxy_resolver_new(nil, $0) }
        guard let resolver else { return nil }
        let reference = GObjectReference(takingOwnershipOf: resolver)
        if let http { g_simple_proxy_resolver_set_uri_proxy(reference.typed(GSimpleProxyResolver.self), "http", http) }
        if let https { g_simple_proxy_resolver_set_uri_proxy(reference.typed(GSimpleProxyResolver.self), "https", https) }
        return reference
    }

    /// Calls `body` with `strings` as a NULL-terminated C array.
    private static func withCStringArray<T>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>) -> T) -> T {
        var pointers: [UnsafeMutablePointer<gchar>?] = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(&pointers)
    }
}

extension Substring {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
