import Foundation
import GRDB

extension RecipeStore {
    /// Full-text search over name, description, ingredients, method, tags,
    /// category and notes; diacritic-insensitive, by word prefix, and by any
    /// substring of two or more Chinese or Japanese characters. Best first.
    /// Any input is safe; one with nothing searchable returns no hits.
    ///
    /// Recipes whose name matches come first, then the others, each group
    /// ranked by bm25. Ranking is exact for groups of up to
    /// ``rankedCandidates`` recipes; a broader group ranks its most recently
    /// added members that many, so that the cost stays bounded at any
    /// collection size (bm25 costs about a microsecond per candidate, and a
    /// common word matches most recipes).
    public func search(_ text: String, limit: Int = 50) throws -> [SearchHit] {
        let query = SearchQuery(text)
        guard let expression = query.matchExpression, limit > 0 else { return [] }
        return try reading { db in
            var hits = try query.nameExpression.map { try Self.rankedHits(db, matching: $0, limit: limit) } ?? []
            if hits.count < limit {
                let named = Set(hits.map(\.recipe.id))
                let others = try Self.rankedHits(db, matching: expression, limit: limit + hits.count)
                hits += others.lazy.filter { !named.contains($0.recipe.id) }.prefix(limit - hits.count)
            }
            return hits
        }
    }

    /// How many matches a search ranks at most (the newest ones), per group.
    public static let rankedCandidates = 1_000

    private static func rankedHits(_ db: Database, matching expression: String, limit: Int) throws -> [SearchHit] {
        // bm25 weights, in column order: a hit in the name counts most.
        let sql = """
            SELECT \(summaryColumns), candidate.score
            FROM (SELECT rowid, bm25(recipe_search, 10.0, 3.0, 2.0, 1.0, 4.0, 4.0, 1.0, 6.0) AS score
                  FROM recipe_search WHERE recipe_search MATCH ? ORDER BY rowid DESC LIMIT \(rankedCandidates)) AS candidate
            JOIN recipe ON recipe.id = candidate.rowid
            ORDER BY candidate.score, recipe.last_cooked IS NULL, recipe.last_cooked DESC, recipe.name
            LIMIT ?
            """
        return try Row.fetchAll(db, sql: sql, arguments: [expression, limit]).map { row in
            SearchHit(recipe: summary(from: row), score: row["score"])
        }
    }
}
