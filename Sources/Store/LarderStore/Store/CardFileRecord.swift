import Foundation

/// Which file in the card folder holds a recipe's card, a digest of the bytes
/// recorded there (to tell them from a file changed since), and a digest of
/// the card the store's recipe gave then (to tell whether the recipe changed since).
public struct CardFileRecord: Sendable, Equatable {
    /// The recipe the card shows.
    public var recipeID: UUID
    /// The file's name inside the card folder.
    public var fileName: String
    /// The 64-bit FNV-1a digest of the file's bytes as recorded (written by
    /// Larder, or taken into the store), as 16 hex digits.
    public var digest: String
    /// The digest of the card Larder would write for the recipe when the file
    /// was recorded: ``digest`` for a card Larder wrote; for a card whose
    /// content was taken in, the card in Larder's form. The recipe changed in
    /// the store since the record exactly when its card has another digest now.
    public var storeDigest: String

    /// A record that `fileName`, with bytes of `digest`, holds the card of
    /// `recipeID`, whose own card had `storeDigest` (the same, by default).
    public init(recipeID: UUID, fileName: String, digest: String, storeDigest: String? = nil) {
        self.recipeID = recipeID
        self.fileName = fileName
        self.digest = digest
        self.storeDigest = storeDigest ?? digest
    }
}
