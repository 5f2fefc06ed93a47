import Foundation

/// The recipes one commit inserted, updated and deleted, sent to commit
/// observers right after the commit (see ``RecipeStore/addCommitObserver(_:)``).
public struct ChangeSet: Sendable, Equatable {
    /// The recipes the commit added.
    public var inserted: [UUID] = []
    /// The recipes the commit changed.
    public var updated: [UUID] = []
    /// The recipes the commit removed.
    public var deleted: [UUID] = []
    /// The journal's last sequence number after the commit.
    public var lastSequence: Int64 = 0

    /// A change set with the given recipes and sequence number.
    public init(inserted: [UUID] = [], updated: [UUID] = [], deleted: [UUID] = [], lastSequence: Int64 = 0) {
        self.inserted = inserted
        self.updated = updated
        self.deleted = deleted
        self.lastSequence = lastSequence
    }

    /// True when the commit changed no recipe.
    public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// The net effect of journal entries, in order: a recipe inserted then
    /// deleted appears once, as deleted; inserted then updated, as inserted.
    public init(coalescing entries: [JournalEntry]) {
        var latest: [UUID: JournalEntry.Kind] = [:]
        var order: [UUID] = []
        for entry in entries {
            if latest[entry.recipeID] == nil { order.append(entry.recipeID) }
            switch (latest[entry.recipeID], entry.kind) {
            case (.insert?, .update): break
            default: latest[entry.recipeID] = entry.kind
            }
            lastSequence = max(lastSequence, entry.sequence)
        }
        for id in order {
            switch latest[id]! {
            case .insert: inserted.append(id)
            case .update: updated.append(id)
            case .delete: deleted.append(id)
            }
        }
    }
}
