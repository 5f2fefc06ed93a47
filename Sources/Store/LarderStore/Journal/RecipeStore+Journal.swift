import Foundation
import GRDB
import LarderModel

extension RecipeStore {
    /// Journal entries after `sequence`, oldest first. A consumer reads from its
    /// cursor, applies the changes, then moves its cursor (``setJournalCursor(_:for:)``):
    /// after a crash it simply reads again from where it was.
    public func journalEntries(after sequence: Int64, limit: Int = 10_000) throws -> [JournalEntry] {
        try reading { db in
            try Row.fetchAll(db, sql: "SELECT seq, recipe_uuid, kind, committed_at FROM change_journal WHERE seq > ? ORDER BY seq LIMIT ?",
                             arguments: [sequence, limit]).compactMap { row in
                guard let id = UUIDText.uuid(row["recipe_uuid"]), let kind = JournalEntry.Kind(rawValue: row["kind"]) else { return nil }
                return JournalEntry(sequence: row["seq"], recipeID: id, kind: kind, committedAt: StoreDate.date(row["committed_at"]))
            }
        }
    }

    /// The newest sequence number in the journal (0 for a new store).
    public func lastJournalSequence() throws -> Int64 {
        try reading(Self.lastJournalSequence)
    }

    /// The journal keeps at most this many entries: a consumer that lags
    /// further (a card folder not synced for months) resyncs in full.
    public static let maximumJournalEntries: Int64 = 10_000

    /// The newest sequence number pruned from the journal: a consumer whose
    /// cursor is older than this has missed entries and must resync in full.
    public func journalPrunedThrough() throws -> Int64 {
        try reading { db in try Self.prunedThrough(db) }
    }

    /// The cursor a consumer saved, or 0 when it has none.
    public func journalCursor(for consumer: String) throws -> Int64 {
        try reading { db in try Int64.fetchOne(db, sql: "SELECT seq FROM journal_cursor WHERE consumer = ?", arguments: [consumer]) ?? 0 }
    }

    /// Saves a consumer's cursor, in the store so that every process sees it.
    public func setJournalCursor(_ sequence: Int64, for consumer: String) throws {
        try writing { db in try Self.saveCursor(db, sequence, for: consumer) }
    }

    static func saveCursor(_ db: Database, _ sequence: Int64, for consumer: String) throws {
        try db.execute(sql: "INSERT INTO journal_cursor (consumer, seq) VALUES (?, ?) ON CONFLICT(consumer) DO UPDATE SET seq = excluded.seq",
                       arguments: [consumer, sequence])
    }

    // MARK: - Commit observers

    /// Calls `handler` after every commit of this store object that changed
    /// recipes, on the thread that committed. Changes made by other processes
    /// are in the journal, not here.
    /// - Returns: a token for ``removeCommitObserver(_:)``.
    @discardableResult
    public func addCommitObserver(_ handler: @escaping @Sendable (ChangeSet) -> Void) -> Int {
        let id = nextObserverID.add(1, ordering: .relaxed).newValue
        observers.withLock { $0[id] = handler }
        return id
    }

    /// Stops calling the observer registered under `token`.
    public func removeCommitObserver(_ token: Int) {
        _ = observers.withLock { $0.removeValue(forKey: token) }
    }

    func notifyObservers(_ changes: ChangeSet) {
        guard !changes.isEmpty else { return }
        let handlers = observers.withLock { Array($0.values) }
        for handler in handlers { handler(changes) }
    }

    // MARK: - Inside a write

    /// Journals changes in order, up to ``journalRowsPerStatement`` rows per
    /// statement: AUTOINCREMENT reads and rewrites the table's row of
    /// sqlite_sequence once per statement, most of a row's cost when each
    /// had a statement of its own (callgrind: 39,000 instructions a row).
    static func appendJournal(_ db: Database, _ changes: [(id: UUID, kind: JournalEntry.Kind)]) throws {
        let committedAt = StoreDate.milliseconds(Date())
        var start = 0
        while start < changes.count {
            let chunk = changes[start..<min(start + journalRowsPerStatement, changes.count)]
            let sql = "INSERT INTO change_journal (recipe_uuid, kind, committed_at) VALUES "
                + repeatElement("(?, ?, ?)", count: chunk.count).joined(separator: ", ")
            // Kept prepared for a whole chunk and for one row (a single save); other sizes are made once.
            let cached = chunk.count == journalRowsPerStatement || chunk.count == 1
            var rows = RowWrite(cached ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql))
            for (id, kind) in chunk {
                rows.bind(UUIDText.string(id))
                rows.bind(kind.rawValue)
                rows.bind(committedAt)
            }
            try rows.run()
            start = chunk.endIndex
        }
    }

    /// 300 rows of three values: under the 999 host parameters older SQLite allows.
    static let journalRowsPerStatement = 300

    /// The newest sequence number ever used (AUTOINCREMENT keeps it in
    /// sqlite_sequence, also when every entry has been pruned).
    static func lastJournalSequence(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'change_journal'), 0)") ?? 0
    }

    /// Where the pruning watermark is kept: a reserved row of journal_cursor
    /// (no consumer has this name), so that no schema change was needed.
    static let prunedThroughKey = "journal:pruned-through"

    static func prunedThrough(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT seq FROM journal_cursor WHERE consumer = ?", arguments: [prunedThroughKey]) ?? 0
    }

    /// Removes the entries every consumer has passed, and beyond that the
    /// oldest ones past ``maximumJournalEntries``; records how far it went.
    /// Runs inside the write that added entries or moved a cursor.
    static func pruneJournal(_ db: Database) throws {
        let last = try lastJournalSequence(db)
        let slowest = try Int64.fetchOne(db, sql: "SELECT MIN(seq) FROM journal_cursor WHERE consumer <> ?", arguments: [prunedThroughKey])
        let through = max(min(slowest ?? last, last), last - maximumJournalEntries)
        guard through > (try prunedThrough(db)) else { return }
        try db.cachedStatement(sql: "DELETE FROM change_journal WHERE seq <= ?").execute(arguments: [through])
        try saveCursor(db, through, for: prunedThroughKey)
    }

    /// Journals the recipes these saves inserted or updated, in order, and
    /// returns the changes for the commit observers.
    static func journal(_ results: [Result<SaveOutcome, StoreError>], in db: Database) throws -> ChangeSet {
        var changes = ChangeSet()
        var entries: [(id: UUID, kind: JournalEntry.Kind)] = []
        for case .success(let outcome) in results {
            switch outcome {
            case .inserted(let id):
                changes.inserted.append(id)
                entries.append((id, .insert))
            case .updated(let id):
                changes.updated.append(id)
                entries.append((id, .update))
            case .unchanged: break
            }
        }
        try appendJournal(db, entries)
        changes.lastSequence = try lastJournalSequence(db)
        return changes
    }
}
