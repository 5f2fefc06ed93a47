import LarderCard

/// A card file in the folder, read and parsed once.
struct CardFile {
    /// The file's name in the card folder.
    let name: String
    /// The file's bytes, as read.
    let bytes: [UInt8]
    /// The card they parse to.
    let card: RecipeCard
}
