import LarderCore

/// A recipe read from a file, with what the reader noticed but could not keep
/// (an image URL it does not download, a time it could not read).
public struct ImportedRecipe: Sendable {
    public var recipe: Recipe
    public var warnings: [String]
}
