import CTracker

/// A GLib or GIO error, with GLib's own message.
public struct DesktopError: Error, CustomStringConvertible, Sendable {
    /// GLib's message for the error.
    public var description: String
    /// An error with the given message.
    public init(_ description: String) { self.description = description }
}

/// Calls a C function that reports failure through `GError **` and throws its
/// message. The GError is ours to free (transfer full).
func withGError<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?) throws -> T {
    guard let result = try checkingGError(body) else { throw DesktopError("the call failed without saying why") }
    return result
}

/// Like ``withGError(_:)`` for calls whose result is meaningful even when
/// false or empty (a gboolean "no more rows"): only the GError decides.
func checkingGError<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T) throws -> T {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if let error {
        defer { g_error_free(error) }
        throw DesktopError(error.pointee.message.map { String(cString: $0) } ?? "unknown GLib error")
    }
    return result
}

/// Takes a `gchar*` the callee gave us (transfer full): copies and frees it.
func takeString(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// Takes a NULL-terminated `gchar**` (transfer full): copies and frees it.
func takeStrings(_ vector: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
    guard let vector else { return [] }
    defer { g_strfreev(vector) }
    var strings: [String] = []
    var index = 0
    while let item = vector[index] {
        strings.append(String(cString: item))
        index += 1
    }
    return strings
}
