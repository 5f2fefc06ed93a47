import LarderCard

extension Recipe {
    /// "Dessert · 1 h 5 min · 6 personnes": ``RecipeFacts`` for this recipe.
    public var factsLine: String {
        RecipeFacts.summary(category: category, totalMinutes: effectiveTotalMinutes, yield: yield?.text,
                            servings: yield?.servings, language: language)
    }
}
