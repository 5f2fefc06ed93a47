import SystemPackage

/// A file that could not be read or written, said so that the user knows
/// which and why: "Cannot write /a/b: No space left on device".
public struct FileError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in words for the user.
    public var description: String
    /// The system's error number, when the system gave one.
    public var code: Int32?

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// "Cannot VERB PATH: reason", the reason being swift-system's `Errno` (strerror's words).
    init(_ verb: String, _ path: String, _ error: any Error) {
        self.init("Cannot \(verb) \(path): \((error as? Errno)?.description ?? "\(error)")")
        code = (error as? Errno)?.rawValue
    }
}
