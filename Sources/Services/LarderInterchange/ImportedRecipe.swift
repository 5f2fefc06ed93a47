import LarderModel

/// A recipe read from a file, with what the reader noticed but could not keep
/// (a photo that is not an image, a time it could not read).
public struct ImportedRecipe: Sendable {
    /// The recipe as read.
    public var recipe: Recipe
    /// One message per thing the reader dropped or could not read; empty when none.
    public var warnings: [String]
    /// The web address of the recipe's photo, when the file names one and the
    /// reader had no copy of it: for the importer to fetch, or to say it did not.
    public var photoAddress: String?

    /// A recipe as read, with what the reader noticed.
    public init(recipe: Recipe, warnings: [String], photoAddress: String? = nil) {
        self.recipe = recipe
        self.warnings = warnings
        self.photoAddress = photoAddress
    }
}
