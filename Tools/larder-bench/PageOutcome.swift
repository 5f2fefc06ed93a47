/// What one reader made of one saved page: whether it found a recipe, the
/// first recipe's name and ingredient lines, and its CPU time on the page.
struct PageOutcome: Codable {
    /// The page's file name.
    var file: String
    var found: Bool
    var title: String?
    /// Ingredient lines in page order; `nil` when none were read.
    var ingredients: [String]?
    /// Larder: what the page was read as, or why no recipe; the peer: the exception it raised.
    var note: String?
    /// CPU seconds on the page, the median over the rounds.
    var seconds: Double
}
