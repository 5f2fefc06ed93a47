import LarderModel

/// The words a printed cookbook's index lists a recipe under: what each of
/// its ingredient lines is of, as a shopping list names it ("egg", "butter",
/// "all-purpose flour"), each once.
public enum IndexTerms {
    /// The recipe's terms, in the order of its ingredients.
    public static func of(_ recipe: Recipe) -> [String] {
        let language = LineAdjuster.primaryLanguage(recipe.language)
        var terms: [String] = []
        for ingredient in recipe.ingredients {
            let line = ShoppingLine(ingredient.line, language: language, recipe: recipe.name)
            let term = line.key
            // An index entry is a name, not a sentence ("Maple syrup and blueberries").
            guard !term.isEmpty, term.count <= 40, !terms.contains(term) else { continue }
            terms.append(term)
        }
        return terms
    }
}
