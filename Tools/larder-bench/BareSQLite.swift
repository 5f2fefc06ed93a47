import Foundation
import GRDBSQLite
import LarderModel
import LarderStore

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

    /// Inserts every recipe's rows, and its precomputed search text, committing every
    /// `batchSize` recipes, each value bound by its type (no conversion on the way).
    func insert(_ recipes: [Recipe], documents: [SearchDocument], batchSize: Int) throws {
        var recipeRow = RowWrite(try prepared("INSERT INTO recipe (uuid, name, summary, yield_text, servings, category, prep_minutes, cook_minutes, source_url, language, created, modified) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"))
        var tagRow = RowWrite(try prepared("INSERT INTO recipe_tag (recipe_id, position, tag) VALUES (?,?,?)"))
        var ingredientRow = RowWrite(try prepared("INSERT INTO ingredient (recipe_id, position, line, quantity, unit, item, note) VALUES (?,?,?,?,?,?,?)"))
        var stepRow = RowWrite(try prepared("INSERT INTO method_step (recipe_id, position, section, text) VALUES (?,?,?,?)"))
        var searchRow = RowWrite(try prepared("INSERT INTO recipe_search (rowid, name, summary, ingredients, method, tags, category, notes, cjk) VALUES (?,?,?,?,?,?,?,?,?)"))
        var nameRow = RowWrite(try prepared("INSERT INTO recipe_name_search (rowid, name, cjk) VALUES (?,?,?)"))
        try execute("BEGIN")
        for (index, (recipe, document)) in zip(recipes, documents).enumerated() {
            if index > 0, index.isMultiple(of: batchSize) { try execute("COMMIT; BEGIN") }
            recipeRow.bind(recipe.id.uuidString.lowercased())
            recipeRow.bind(recipe.name)
            recipeRow.bind(recipe.summary)
            recipeRow.bind(recipe.yield?.text)
            recipeRow.bind(recipe.yield?.servings)
            recipeRow.bind(recipe.category)
            recipeRow.bind(recipe.prepMinutes)
            recipeRow.bind(recipe.cookMinutes)
            recipeRow.bind(recipe.sourceURL)
            recipeRow.bind(recipe.language)
            recipeRow.bind(Int(recipe.created.timeIntervalSince1970 * 1000))
            recipeRow.bind(Int(recipe.modified.timeIntervalSince1970 * 1000))
            try recipeRow.run()
            let id = Int(sqlite3_last_insert_rowid(db))
            for (position, tag) in recipe.tags.enumerated() {
                tagRow.bind(id)
                tagRow.bind(position)
                tagRow.bind(tag)
                try tagRow.run()
            }
            for (position, ingredient) in recipe.ingredients.enumerated() {
                ingredientRow.bind(id)
                ingredientRow.bind(position)
                ingredientRow.bind(ingredient.line)
                ingredientRow.bind(ingredient.quantity)
                ingredientRow.bind(ingredient.unit)
                ingredientRow.bind(ingredient.item)
                ingredientRow.bind(ingredient.note)
                try ingredientRow.run()
            }
            for (position, step) in recipe.steps.enumerated() {
                stepRow.bind(id)
                stepRow.bind(position)
                stepRow.bind(step.section)
                stepRow.bind(step.text)
                try stepRow.run()
            }
            searchRow.bind(id)
            searchRow.bind(document.name)
            searchRow.bind(document.summary)
            searchRow.bind(document.ingredients)
            searchRow.bind(document.method)
            searchRow.bind(document.tags)
            searchRow.bind(document.category)
            searchRow.bind(document.notes)
            searchRow.bind(document.cjk)
            try searchRow.run()
            nameRow.bind(id)
            nameRow.bind(document.name)
            nameRow.bind(document.nameCJK)
            try nameRow.run()
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
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
