import Foundation
import GRDBSQLite
import LarderCore

/// The baseline: the same rows Larder writes, inserted with the sqlite3 C API
/// in one transaction, with statements prepared once. No validation, no
/// matching, no journal, no savepoints: the floor Larder is measured against.
final class BareSQLite {
    private var db: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Opens a store file whose schema Larder already created.
    init(path: String) throws {
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw BenchError("cannot open \(path)") }
        try execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close(db)
    }

    func execute(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw BenchError(String(cString: sqlite3_errmsg(db))) }
    }

    /// Inserts every recipe's rows, and its precomputed search text, in one transaction.
    func insert(_ recipes: [Recipe], documents: [SearchDocument]) throws {
        try execute("BEGIN")
        for (recipe, document) in zip(recipes, documents) {
            try run("INSERT INTO recipe (uuid, name, summary, yield_text, servings, category, prep_minutes, cook_minutes, source_url, language, created, modified) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    [recipe.id.uuidString.lowercased(), recipe.name, recipe.summary, recipe.yield?.text, recipe.yield?.servings,
                     recipe.category, recipe.prepMinutes, recipe.cookMinutes, recipe.sourceURL, recipe.language,
                     Int(recipe.created.timeIntervalSince1970 * 1000), Int(recipe.modified.timeIntervalSince1970 * 1000)])
            let id = Int(sqlite3_last_insert_rowid(db))
            for (position, tag) in recipe.tags.enumerated() {
                try run("INSERT INTO recipe_tag (recipe_id, position, tag) VALUES (?,?,?)", [id, position, tag])
            }
            for (position, ingredient) in recipe.ingredients.enumerated() {
                try run("INSERT INTO ingredient (recipe_id, position, line, quantity, unit, item, note) VALUES (?,?,?,?,?,?,?)",
                        [id, position, ingredient.line, ingredient.quantity, ingredient.unit, ingredient.item, ingredient.note])
            }
            for (position, step) in recipe.steps.enumerated() {
                try run("INSERT INTO method_step (recipe_id, position, section, text) VALUES (?,?,?,?)", [id, position, step.section, step.text])
            }
            try run("INSERT INTO recipe_search (rowid, name, summary, ingredients, method, tags, category, notes, cjk) VALUES (?,?,?,?,?,?,?,?,?)",
                    [id, document.name, document.summary, document.ingredients, document.method, document.tags, document.category, document.notes, document.cjk])
            try run("INSERT INTO recipe_name_search (rowid, name, cjk) VALUES (?,?,?)", [id, document.name, document.nameCJK])
        }
        try execute("COMMIT")
    }

    /// The plain way to rank a full-text query: bm25 over every match.
    static let naiveSearch = """
        SELECT recipe.uuid, recipe.name, bm25(recipe_search, 10.0, 3.0, 2.0, 1.0, 4.0, 4.0, 1.0, 6.0) AS score
        FROM recipe_search JOIN recipe ON recipe.id = recipe_search.rowid WHERE recipe_search MATCH ? ORDER BY score LIMIT ?
        """

    /// Runs one of the queries above; returns the number of rows.
    func search(_ sql: String, _ expression: String, limit: Int) throws -> Int {
        let statement = try prepared(sql)
        sqlite3_bind_text(statement, 1, expression, -1, transient)
        sqlite3_bind_int64(statement, 2, Int64(limit))
        var rows = 0
        while sqlite3_step(statement) == SQLITE_ROW { rows += 1 }
        sqlite3_reset(statement)
        return rows
    }

    private func prepared(_ sql: String) throws -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw BenchError(String(cString: sqlite3_errmsg(db)))
        }
        statements[sql] = statement
        return statement
    }

    private func run(_ sql: String, _ values: [Any?]) throws {
        let statement = try prepared(sql)
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case let text as String: sqlite3_bind_text(statement, position, text, -1, transient)
            case let integer as Int: sqlite3_bind_int64(statement, position, Int64(integer))
            case let double as Double: sqlite3_bind_double(statement, position, double)
            default: sqlite3_bind_null(statement, position)
            }
        }
        guard sqlite3_step(statement) == SQLITE_DONE else { throw BenchError(String(cString: sqlite3_errmsg(db))) }
        sqlite3_reset(statement)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
