/// A card folder problem, said so that the user knows what to do.
public struct CardFolderError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in words for the user.
    public var description: String
    init(_ description: String) { self.description = description }
}
