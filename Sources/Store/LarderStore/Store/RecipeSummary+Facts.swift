import LarderCard
import LarderModel

extension RecipeSummary {
    /// The recipe's ``Recipe/factsLine``, from its summary alone: what search
    /// results show without reading the recipe whole.
    public var factsLine: String {
        // A recipe's servings belong to its yield: none without a yield's text, as the recipe reads them.
        RecipeFacts.summary(category: category, totalMinutes: totalMinutes, yield: yieldText,
                            servings: yieldText == nil ? nil : servings, language: language)
    }
}
