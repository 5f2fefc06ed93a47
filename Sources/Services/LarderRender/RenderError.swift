/// Why a card or sheet could not be drawn, in words.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for the user.
    public var description: String
    /// A message for the user.
    public init(_ description: String) { self.description = description }
}
