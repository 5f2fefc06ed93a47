import GRDB

/// Where a save writes a recipe's full-text rows: at once, or gathered for
/// the end of a batch.
///
/// FTS5 writes its pending terms out as a new index segment at every
/// savepoint, so rows written inside each recipe's savepoint cost an import
/// one segment per recipe (3.5 times the work of the same rows written
/// together). A batch writes them after its recipes, in its transaction.
enum SearchRows {
    /// Written in the caller's transaction, now.
    case immediate
    /// Staged in the batch, which writes them before its transaction commits.
    case deferred(SearchRowBatch)

    /// Replaces the rows of the recipe at `rowID` with `document`.
    /// - Parameter replacing: whether the recipe was stored before this save.
    func write(_ document: SearchDocument, rowID: Int64, replacing: Bool, in db: Database) throws {
        switch self {
        case .immediate:
            if replacing { try Self.delete(rowID: rowID, in: db) }
            try Self.insert(document, rowID: rowID, in: db)
        case .deferred(let batch):
            batch.stage(document, rowID: rowID, replacing: replacing)
        }
    }

    static func delete(rowID: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM recipe_search WHERE rowid = ?").execute(arguments: [rowID])
        try db.cachedStatement(sql: "DELETE FROM recipe_name_search WHERE rowid = ?").execute(arguments: [rowID])
    }

    static func insert(_ document: SearchDocument, rowID: Int64, in db: Database) throws {
        var row = try RowWrite(db, sql: """
            INSERT INTO recipe_search (rowid, name, summary, ingredients, method, tags, category, notes, cjk)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        row.bind(rowID)
        row.bind(document.name)
        row.bind(document.summary)
        row.bind(document.ingredients)
        row.bind(document.method)
        row.bind(document.tags)
        row.bind(document.category)
        row.bind(document.notes)
        row.bind(document.cjk)
        try row.run()
        var name = try RowWrite(db, sql: "INSERT INTO recipe_name_search (rowid, name, cjk) VALUES (?, ?, ?)")
        name.bind(rowID)
        name.bind(document.name)
        name.bind(document.nameCJK)
        try name.run()
    }
}
