import Foundation

/// One row of the change journal: which recipe changed, how, in which order.
public struct JournalEntry: Sendable, Equatable, Codable {
    /// How the recipe changed: inserted, updated or deleted.
    public enum Kind: String, Sendable, Codable {
        case insert, update, delete
    }

    /// Increases with every change; a consumer's cursor is the last one it handled.
    public var sequence: Int64
    /// The recipe that changed.
    public var recipeID: UUID
    /// Whether the recipe was inserted, updated or deleted.
    public var kind: Kind
    /// When the change was committed (millisecond precision).
    public var committedAt: Date
}
