import CGLib

/// An error from GLib, GIO or a library built on them (a `GError`), or one of
/// Larder's own in the same shape: its domain, code and message.
public struct GLibError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The error domain, as GLib names it (`g-io-error-quark`, `g-dbus-error-quark`, `larder`).
    public var domain: String
    /// The code within the domain.
    public var code: Int32
    /// The message, for a person.
    public var message: String

    /// The message.
    public var description: String { message }

    /// One of Larder's own errors (domain `larder`, code 0).
    public init(_ message: String) {
        self.init(domain: "larder", code: 0, message: message)
    }

    /// An error with every part given.
    public init(domain: String, code: Int32, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// Copies a `GError` (the caller still owns and frees it).
    package init(copying error: UnsafePointer<GError>) {
        let domain = g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? "unknown"
        self.init(domain: domain, code: error.pointee.code,
                  message: error.pointee.message.map { String(cString: $0) } ?? "unknown GLib error")
    }
}
