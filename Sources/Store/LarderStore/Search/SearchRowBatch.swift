import GRDB

/// The full-text rows of one batch of saves, written together before the
/// batch commits (see ``SearchRows``).
///
/// A recipe's rows are staged while its savepoint is open, then kept when the
/// savepoint commits or dropped when it rolls back, so the rows written always
/// match the recipes that were.
final class SearchRowBatch {
    /// Rows stored before this batch, to remove first.
    private var removals: [Int64] = []
    /// The newest document of each recipe saved in this batch.
    private var documents: [Int64: SearchDocument] = [:]
    /// Rows in the order they were first saved, so the index is written in rowid order.
    private var order: [Int64] = []
    private var staged: (document: SearchDocument, rowID: Int64, replacing: Bool)?

    func stage(_ document: SearchDocument, rowID: Int64, replacing: Bool) {
        staged = (document, rowID, replacing)
    }

    /// The staged recipe's savepoint committed.
    func keepStaged() {
        guard let (document, rowID, replacing) = staged else { return }
        staged = nil
        if documents[rowID] == nil {
            // Saved twice in one batch: the first save's rows are not written yet.
            if replacing { removals.append(rowID) }
            order.append(rowID)
        }
        documents[rowID] = document
    }

    /// The staged recipe's savepoint rolled back.
    func dropStaged() {
        staged = nil
    }

    /// Writes every kept row, in the caller's transaction.
    func write(in db: Database) throws {
        for rowID in removals { try SearchRows.delete(rowID: rowID, in: db) }
        for rowID in order { try SearchRows.insert(documents[rowID]!, rowID: rowID, in: db) }
        removals = []
        documents = [:]
        order = []
    }
}
