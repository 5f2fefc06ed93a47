/// One search result: the recipe's summary and its relevance (lower is better,
/// like SQLite's bm25; see ``SearchRanking``).
public struct SearchHit: Sendable, Equatable, Codable {
    /// The matching recipe.
    public var recipe: RecipeSummary
    /// The relevance within its group (name matches, then the others); lower is a better match.
    public var score: Double
}
