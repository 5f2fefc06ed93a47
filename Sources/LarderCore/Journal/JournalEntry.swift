import Foundation

/// One row of the change journal: which recipe changed, how, in which order.
public struct JournalEntry: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case insert, update, delete
    }

    /// Increases with every change; a consumer's cursor is the last one it handled.
    public var sequence: Int64
    public var recipeID: UUID
    public var kind: Kind
    public var committedAt: Date
}
