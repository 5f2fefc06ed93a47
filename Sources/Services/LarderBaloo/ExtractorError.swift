/// Why a card could not be extracted: said in the reply's `error` member.
public struct ExtractorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One sentence for the person reading Baloo's log.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
