import Foundation
import LarderModel

/// Recipes for tests in every target.
public enum SampleRecipe {
    /// A recipe with every field set, French text, sections in the method.
    public static func bourguignon(withPhoto: Bool = true) -> Recipe {
        var recipe = Recipe(name: "Bœuf bourguignon", now: Date(timeIntervalSince1970: 1_700_000_000.123))
        recipe.summary = "Slow-cooked beef in red wine.\nBetter the next day."
        recipe.yield = RecipeYield(text: "6 personnes")
        recipe.category = "Plat"
        recipe.cuisine = "Française"
        recipe.tags = ["mijoté", "hiver"]
        recipe.prepMinutes = 30
        recipe.cookMinutes = 180
        recipe.totalMinutes = 210
        recipe.ingredients = ["1,5 kg de bœuf", "75 cl de vin rouge", "2 c. à soupe de farine"].map(Ingredient.init(line:))
        recipe.steps = [MethodStep("Faire mariner.", section: "La veille"), MethodStep("Saisir la viande.", section: "Le jour même"), MethodStep("Mijoter 3 h.", section: "Le jour même"), MethodStep("Servir.")]
        recipe.notes = "Avec des pâtes fraîches."
        recipe.sourceURL = "https://example.org/bourguignon"
        recipe.author = "Marie"
        recipe.language = "fr"
        recipe.rating = 5
        recipe.lastCooked = Date(timeIntervalSince1970: 1_710_000_000.5)
        recipe.modified = Date(timeIntervalSince1970: 1_700_100_000.789)
        recipe.photo = withPhoto ? Photo(data: SampleImage.jpegHeader) : nil
        recipe.externalID = "bb-1"
        return recipe
    }
}
