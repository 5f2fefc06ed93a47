import Foundation
import GRDB

extension RecipeStore {
    /// Full-text search over name, description, ingredients, method, tags,
    /// category and notes; diacritic-insensitive, by word prefix, and by any
    /// substring of two or more Chinese or Japanese characters. Best first.
    /// Any input is safe; one with nothing searchable returns no hits.
    public func search(_ text: String, limit: Int = 50) throws -> [SearchHit] {
        guard let expression = SearchQuery(text).matchExpression else { return [] }
        return try reading { db in
            // bm25 weights, in column order: a hit in the name counts most.
            let sql = """
                SELECT \(Self.summaryColumns), bm25(recipe_search, 10.0, 3.0, 2.0, 1.0, 4.0, 4.0, 1.0, 6.0) AS score
                FROM recipe_search JOIN recipe ON recipe.id = recipe_search.rowid
                WHERE recipe_search MATCH ?
                ORDER BY score, recipe.last_cooked IS NULL, recipe.last_cooked DESC
                LIMIT ?
                """
            return try Row.fetchAll(db, sql: sql, arguments: [expression, max(0, limit)]).map { row in
                SearchHit(recipe: Self.summary(from: row), score: row["score"])
            }
        }
    }
}
