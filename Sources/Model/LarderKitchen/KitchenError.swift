/// Why a recipe cannot be adjusted as asked: the message says what to do.
public struct KitchenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, a sentence that says what to do.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
