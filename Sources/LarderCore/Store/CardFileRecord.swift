import Foundation

/// Which file in the card folder holds a recipe's card, and a digest of the
/// bytes Larder wrote there (to tell its own file from one changed since).
public struct CardFileRecord: Sendable, Equatable {
    /// The recipe the card shows.
    public var recipeID: UUID
    /// The file's name inside the card folder.
    public var fileName: String
    /// The 64-bit FNV-1a digest of the bytes Larder wrote, as 16 hex digits.
    public var digest: String

    /// A record that `fileName`, with bytes of `digest`, holds the card of `recipeID`.
    public init(recipeID: UUID, fileName: String, digest: String) {
        self.recipeID = recipeID
        self.fileName = fileName
        self.digest = digest
    }
}
