/// Why a file, or one recipe in it, could not be imported; said so that the
/// user knows what to fix.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        case unreadable
        case tooLarge
        case notRecipeFile
        case invalidJSON
        case noRecipe
        case invalidRecipe
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
