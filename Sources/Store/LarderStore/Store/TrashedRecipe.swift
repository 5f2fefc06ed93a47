import Foundation

/// A recipe in the trash: deleted, kept whole for ``RecipeStore/trashDays``
/// days, restorable with ``RecipeStore/restore(_:now:)``.
public struct TrashedRecipe: Sendable, Equatable, Encodable {
    /// Why a recipe went to the trash.
    public enum Reason: String, Sendable, Encodable {
        /// Deleted through Larder (`larder rm`).
        case deleted
        /// Its card was removed from the card folder (by a person or a sync tool).
        case cardRemoved = "card-removed"
    }

    /// The recipe's identity, kept when it is restored.
    public var id: UUID
    /// Its name when it was deleted.
    public var name: String
    /// Why it is in the trash.
    public var reason: Reason
    /// When it was deleted.
    public var deletedAt: Date
}
