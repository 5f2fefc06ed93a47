/// Why a file, or one recipe in it, could not be imported; said so that the
/// user knows what to fix.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem: unreadable or too large a file, not a recipe file,
    /// invalid JSON, no recipe in it, an invalid recipe, or a schema.org
    /// Recipe without a name (which ``NamelessRecipes`` skips beside a named one).
    public enum Code: Sendable, Equatable {
        case unreadable
        case tooLarge
        case notRecipeFile
        case invalidJSON
        case noRecipe
        case invalidRecipe
        case nameless
    }

    /// The kind of problem.
    public var code: Code
    /// What is wrong, in words for the user.
    public var message: String

    /// An error of kind `code` with `message`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
