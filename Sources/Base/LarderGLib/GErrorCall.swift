import CGLib

/// A C function's `GError **` out-parameter.
package typealias GErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>

/// Calls a C function that reports failure through `GError **`, and throws a
/// ``GLibError`` when it fails: when it sets the GError (transfer full: freed
/// here), or returns nil without one.
package func withGError<T>(_ body: (GErrorOut) -> T?) throws -> T {
    guard let result = try checkingGError(body) else { throw GLibError("the call failed without saying why") }
    return result
}

/// Like ``withGError(_:)`` for calls whose result is meaningful even when
/// false or empty (a gboolean "no more rows"): only the GError decides.
package func checkingGError<T>(_ body: (GErrorOut) -> T) throws -> T {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if let error {
        defer { g_error_free(error) }
        throw GLibError(copying: error)
    }
    return result
}

/// Calls a C function that returns a gboolean and sets a GError on FALSE.
package func succeedingGError(_ body: (GErrorOut) -> gboolean) throws {
    _ = try withGError { body($0) != 0 ? true : nil }
}

/// Reports a failure to a C caller through its `GError **` (which may be
/// NULL): the way a Swift function called from C returns an error. GLib copies
/// the message; the domain is Larder's own.
package func reportGError(_ error: GErrorOut?, code: Int32 = 1, _ message: String) {
    g_set_error_literal(error, g_quark_from_string("larder"), code, message)
}
