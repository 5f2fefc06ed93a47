import LarderCard

/// One recipe of a cookbook: its card, and the words it is indexed by
/// (its ingredients' names, as the layer above reads them).
public struct CookbookRecipe: Sendable {
    /// The recipe as its card holds it, photo included.
    public let card: RecipeCard
    /// The ingredient names it is listed under in the index.
    public let indexTerms: [String]

    /// A recipe of the book.
    public init(card: RecipeCard, indexTerms: [String]) {
        self.card = card
        self.indexTerms = indexTerms
    }
}
