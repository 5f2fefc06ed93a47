/// One search result: the recipe's summary and its relevance (lower is better,
/// as SQLite's bm25 reports it).
public struct SearchHit: Sendable, Equatable, Codable {
    /// The matching recipe.
    public var recipe: RecipeSummary
    /// The bm25 relevance; lower is a better match.
    public var score: Double
}
