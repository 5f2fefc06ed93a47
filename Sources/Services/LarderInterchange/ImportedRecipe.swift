import LarderModel

/// A recipe read from a file, with what the reader noticed but could not keep
/// (an image URL it does not download, a time it could not read).
public struct ImportedRecipe: Sendable {
    /// The recipe as read.
    public var recipe: Recipe
    /// One message per thing the reader dropped or could not read; empty when none.
    public var warnings: [String]
}
