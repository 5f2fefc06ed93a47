import LarderLocalization
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

    /// What was being done with the file.
    enum Access {
        case read
        case write
    }

    /// "Cannot read PATH: reason" or "Cannot write PATH: reason", the reason
    /// being swift-system's `Errno` (strerror's words).
    init(_ access: Access, _ path: String, _ error: any Error) {
        let reason = (error as? Errno)?.description ?? "\(error)"
        switch access {
        case .read:
            // TRANSLATORS: the first %@ is a file path, the second the reason from the system.
            self.init(tr("Cannot read %@: %@", path, reason))
        case .write:
            // TRANSLATORS: the first %@ is a file path, the second the reason from the system.
            self.init(tr("Cannot write %@: %@", path, reason))
        }
        code = (error as? Errno)?.rawValue
    }
}
