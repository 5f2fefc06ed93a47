import LarderLocalization

/// Why bytes are not a readable recipe card, with the line where it was found.
public struct CardError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem.
    public enum Code: Sendable, Equatable {
        case tooLarge
        case notUTF8
        case notACard
        case unsupportedVersion
        case badField
        case badBody
        case badPhoto
    }

    /// The kind of problem, for code that handles some kinds differently.
    public var code: Code
    /// What is wrong, in words for the user; without the line number.
    public var message: String
    /// 1-based line number, when the problem is on one line.
    public var line: Int?

    /// An error of kind `code` with `message`, at `line` (1-based) if given.
    public init(_ code: Code, _ message: String, line: Int? = nil) {
        self.code = code
        self.message = message
        self.line = line
    }

    /// The message, prefixed with "line N: " when the line is known.
    public var description: String {
        // TRANSLATORS: the first %@ is a line number in a recipe card, the second what is wrong on it.
        line.map { tr("line %@: %@", $0, message) } ?? message
    }
}
