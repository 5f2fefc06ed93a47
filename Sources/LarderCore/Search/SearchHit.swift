/// One search result: the recipe's summary and its relevance (lower is better,
/// as SQLite's bm25 reports it).
public struct SearchHit: Sendable, Equatable, Codable {
    public var recipe: RecipeSummary
    public var score: Double
}
