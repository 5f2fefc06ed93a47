/// What a written cookbook holds.
public struct CookbookSummary: Sendable, Equatable {
    /// How many recipes.
    public let recipes: Int
    /// How many pages in all.
    public let pages: Int
    /// The page numbers of each part, from 1.
    public let contentsPages: ClosedRange<Int>
    /// Where the first recipe starts.
    public let firstRecipePage: Int
    /// The index's pages.
    public let indexPages: ClosedRange<Int>
    /// Each recipe's first page, in book order.
    public let recipeFirstPages: [Int]
}
