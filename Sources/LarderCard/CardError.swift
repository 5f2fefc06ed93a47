/// Why bytes are not a readable recipe card, with the line where it was found.
public struct CardError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        case tooLarge
        case notUTF8
        case notACard
        case unsupportedVersion
        case badField
        case badBody
        case badPhoto
    }

    public var code: Code
    public var message: String
    /// 1-based line number, when the problem is on one line.
    public var line: Int?

    public init(_ code: Code, _ message: String, line: Int? = nil) {
        self.code = code
        self.message = message
        self.line = line
    }

    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }
}
