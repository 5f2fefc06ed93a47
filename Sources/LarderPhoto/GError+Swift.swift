import CGdkPixbuf

/// A GLib error turned into a Swift one.
public struct GLibError: Error, CustomStringConvertible, Sendable {
    /// GLib's message for the error.
    public var description: String
}

/// Calls a C function that reports failure through `GError **`, and throws
/// its message. Frees the GError (transfer full).
func withGError<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?) throws -> T {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if let error {
        defer { g_error_free(error) }
        throw GLibError(description: error.pointee.message.map { String(cString: $0) } ?? "unknown GLib error")
    }
    guard let result else { throw GLibError(description: "the call failed without saying why") }
    return result
}
