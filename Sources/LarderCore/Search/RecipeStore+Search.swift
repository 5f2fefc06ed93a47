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
        try search(text, within: nil, limit: limit)
    }

    /// The same search among `ids` only: narrowing earlier results as more
    /// is typed (GNOME Shell's subsearch), without searching everything again.
    public func search(_ text: String, within ids: [UUID]?, limit: Int = 50) throws -> [SearchHit] {
        let query = SearchQuery(text)
        guard let expression = query.matchExpression, limit > 0 else { return [] }
        if let ids, ids.isEmpty { return [] }
        return try reading { db in
            var hits = try Self.rankedHits(db, in: .names, matching: expression, within: ids, limit: limit)
            if hits.count < limit {
                let named = Set(hits.map(\.recipe.id))
                let others = try Self.rankedHits(db, in: .everything, matching: expression, within: ids, limit: limit + hits.count)
                hits += others.lazy.filter { !named.contains($0.recipe.id) }.prefix(limit - hits.count)
            }
            return hits
        }
    }

    /// How many matches a search ranks at most (the newest ones), per group.
    public static let rankedCandidates = 500

    /// The two full-text indexes: names alone, and every field.
    private enum SearchIndex {
        case names, everything

        /// The FTS5 table and its bm25 call (weights in column order: a hit in the name counts most).
        var table: (name: String, rank: String) {
            switch self {
            case .names: return ("recipe_name_search", "bm25(recipe_name_search, 1.0, 1.0)")
            case .everything: return ("recipe_search", "bm25(recipe_search, 10.0, 3.0, 2.0, 1.0, 4.0, 4.0, 1.0, 6.0)")
            }
        }
    }

    private static func rankedHits(_ db: Database, in index: SearchIndex, matching expression: String, within ids: [UUID]?,
                                   limit: Int) throws -> [SearchHit] {
        let (table, rank) = index.table
        var arguments: StatementArguments = [expression]
        var restriction = ""
        if let ids {
            restriction = "AND rowid IN (SELECT id FROM recipe WHERE uuid IN (\(databaseQuestionMarks(count: ids.count))))"
            arguments += StatementArguments(ids.map { $0.uuidString.lowercased() })
        }
        arguments += [limit]
        let sql = """
            SELECT \(summaryColumns), candidate.score
            FROM (SELECT rowid, \(rank) AS score
                  FROM \(table) WHERE \(table) MATCH ? \(restriction) ORDER BY rowid DESC LIMIT \(rankedCandidates)) AS candidate
            JOIN recipe ON recipe.id = candidate.rowid
            ORDER BY candidate.score, recipe.last_cooked IS NULL, recipe.last_cooked DESC, recipe.name
            LIMIT ?
            """
        return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
            SearchHit(recipe: summary(from: row), score: row["score"])
        }
    }
}
