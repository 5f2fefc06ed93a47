import Foundation

/// Which file in the card folder holds a recipe's card, and a digest of the
/// bytes Larder wrote there (to tell its own file from one changed since).
public struct CardFileRecord: Sendable, Equatable {
    public var recipeID: UUID
    /// The file's name inside the card folder.
    public var fileName: String
    public var digest: String

    public init(recipeID: UUID, fileName: String, digest: String) {
        self.recipeID = recipeID
        self.fileName = fileName
        self.digest = digest
    }
}
