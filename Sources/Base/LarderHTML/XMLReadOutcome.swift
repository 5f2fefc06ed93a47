/// How a parse by ``XMLEventReader`` ended.
public enum XMLReadOutcome: Equatable, Sendable {
    /// The whole document was read and is well-formed.
    case finished
    /// The handler stopped the parse.
    case stopped
    /// The document is not well-formed XML: libxml2's message, and the line
    /// (from 1) where it found the fault.
    case malformed(line: Int, message: String)
}
