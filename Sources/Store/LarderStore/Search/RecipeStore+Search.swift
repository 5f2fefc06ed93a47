import Foundation
import GRDB
import LarderModel

extension RecipeStore {
    /// Full-text search over name, description, ingredients, method, tags,
    /// category and notes; diacritic-insensitive, by word prefix, and by any
    /// substring of two or more Chinese or Japanese characters. Best first.
    /// Any input is safe; one with nothing searchable returns no hits.
    ///
    /// Recipes whose name matches come first, then the others, each group
    /// ranked by bm25's term frequency and length part (``SearchRanking``:
    /// column weights, no collection-wide term rarity); among equal scores the
    /// most recently cooked first, then the most recently added. Each group
    /// ranks its ``rankedCandidates`` most recently added matches, so that the
    /// cost stays bounded at any collection size; when a word is longer than
    /// the prefixes the indexes keep and the typed words as whole words
    /// already match that many, those are the candidates, and the word is not
    /// widened to the longer words it starts (such a prefix costs a pass over
    /// all its matches). The others are searched only when the names did not
    /// fill `limit`.
    public func search(_ text: String, limit: Int = 50) throws -> [SearchHit] {
        try search(text, within: nil, limit: limit)
    }

    /// The same search among `ids` only: narrowing earlier results as more
    /// is typed (GNOME Shell's subsearch), without searching everything again.
    public func search(_ text: String, within ids: [UUID]?, limit: Int = 50) throws -> [SearchHit] {
        try search(text, within: ids, limit: limit, as: .summaries)
    }

    /// The same search's recipes, best first, by identity alone: what GNOME
    /// Shell's result sets return (it asks for the few it shows afterwards).
    /// No summary is read, nor each result's photo.
    public func searchIdentifiers(_ text: String, within ids: [UUID]? = nil, limit: Int = 50) throws -> [UUID] {
        try search(text, within: ids, limit: limit, as: .identifiers)
    }

    private func search<Hit>(_ text: String, within ids: [UUID]?, limit: Int, as shape: SearchResultShape<Hit>) throws -> [Hit] {
        let query = SearchQuery(text)
        guard query.matchExpression != nil, limit > 0 else { return [] }
        if let ids, ids.isEmpty { return [] }
        return try reading { db in
            var hits = try Self.rankedHits(db, in: .names, matching: query, within: ids, limit: limit, as: shape)
            if hits.count < limit {
                let named = Set(hits.map(shape.recipeID))
                let others = try Self.rankedHits(db, in: .everything, matching: query, within: ids, limit: limit + hits.count, as: shape)
                hits += others.lazy.filter { !named.contains(shape.recipeID($0)) }.prefix(limit - hits.count)
            }
            return hits
        }
    }

    /// How many matches a search ranks at most (the newest ones), per group.
    public static let rankedCandidates = 500

    /// The two full-text indexes: names alone, and every field.
    private enum SearchIndex {
        case names, everything

        /// The FTS5 table and its ranking call (weights in column order: a hit in the name counts most).
        var table: (name: String, rank: String) {
            let rank = SearchRanking.functionName
            switch self {
            case .names: return ("recipe_name_search", "\(rank)(recipe_name_search, 1.0, 1.0)")
            case .everything: return ("recipe_search", "\(rank)(recipe_search, 10.0, 3.0, 2.0, 1.0, 4.0, 4.0, 1.0, 6.0)")
            }
        }
    }

    private static func rankedHits<Hit>(_ db: Database, in index: SearchIndex, matching query: SearchQuery, within ids: [UUID]?,
                                        limit: Int, as shape: SearchResultShape<Hit>) throws -> [Hit] {
        guard let expression = query.matchExpression else { return [] }
        if let exact = query.exactExpression {
            // Whole words are read newest first and stop at the candidate limit: cheap even for
            // a word in every recipe. When they fill it, they are the candidates, ranked in this
            // one pass (a separate count would read the same matches twice: for two words that
            // seldom meet, most of both words' matches).
            let hits = try rankedHits(db, in: index, expression: exact, within: ids, limit: limit, onlyIfFull: true, as: shape)
            if !hits.isEmpty { return hits }
        }
        return try rankedHits(db, in: index, expression: expression, within: ids, limit: limit, onlyIfFull: false, as: shape)
    }

    /// The best `limit` of the newest ``rankedCandidates`` matches of
    /// `expression`; none when `onlyIfFull` and there are fewer matches
    /// than that (then no recipe row is read).
    private static func rankedHits<Hit>(_ db: Database, in index: SearchIndex, expression: String, within ids: [UUID]?,
                                        limit: Int, onlyIfFull: Bool, as shape: SearchResultShape<Hit>) throws -> [Hit] {
        let (table, rank) = index.table
        var restriction = ""
        var idArguments = StatementArguments()
        if let ids {
            restriction = "AND rowid IN (SELECT id FROM recipe WHERE uuid IN (\(databaseQuestionMarks(count: ids.count))))"
            idArguments = StatementArguments(ids.map(UUIDText.string))
        }
        let arguments: StatementArguments = [expression] + idArguments + [limit]
        // Best first; among equals, the most recently cooked, then the most recently added.
        func order(score: String, cooked: String, id: String) -> String {
            "\(score), \(cooked) IS NULL, \(cooked) DESC, \(id) DESC"
        }
        // The candidates are materialized once, so that counting them reads no match again.
        // They are ranked on keys that need no recipe row: their score, then among equals
        // the most recently cooked (from the small index of cooked recipes), then the most
        // recently added. Only the best `limit` are read (as summaries, or identities).
        // Breaking ties by name read every candidate's row, one page each for matches spread
        // over the store: at 100,000 recipes most of a search's time, past the page cache.
        let sql = """
            WITH candidate AS MATERIALIZED (
                SELECT rowid, \(rank) AS score
                FROM \(table) WHERE \(table) MATCH ? \(restriction) ORDER BY rowid DESC LIMIT \(rankedCandidates)),
            ranked AS MATERIALIZED (
                SELECT candidate.rowid AS id, candidate.score AS score, cooked.last_cooked AS cooked
                FROM candidate LEFT JOIN recipe AS cooked INDEXED BY \(StoreSchema.cookedIndex)
                    ON cooked.id = candidate.rowid AND cooked.last_cooked IS NOT NULL
                \(onlyIfFull ? "WHERE (SELECT count(*) FROM candidate) = \(rankedCandidates)" : "")
                ORDER BY \(order(score: "candidate.score", cooked: "cooked.last_cooked", id: "candidate.rowid")) LIMIT ?)
            SELECT \(shape.columns), ranked.score
            FROM ranked CROSS JOIN recipe ON recipe.id = ranked.id
            ORDER BY \(order(score: "ranked.score", cooked: "ranked.cooked", id: "ranked.id"))
            """
        // A cursor's rows read each value straight from the statement; fetchAll would copy every row first.
        return try Array(Row.fetchCursor(statement(db, sql: sql, cached: ids == nil), arguments: arguments).compactMap(shape.hit))
    }

    /// A statement for `sql`, kept prepared on the connection when `cached`
    /// (a tenth of a search's time is preparing); a subsearch's SQL depends on
    /// its number of ids, so it is prepared each time instead of filling the cache.
    private static func statement(_ db: Database, sql: String, cached: Bool) throws -> Statement {
        cached ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
    }
}
