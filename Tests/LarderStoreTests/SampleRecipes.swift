import Foundation
import LarderTestSupport
@testable import LarderModel

/// Recipes for tests, with every field set.
enum SampleRecipes {
    static let jpegBytes = SampleImage.jpegHeader

    static func full(name: String = "Spaghetti Carbonara", id: UUID = UUID()) -> Recipe {
        var recipe = Recipe(id: id, name: name, now: Date(timeIntervalSince1970: 1_700_000_000.123))
        recipe.summary = "Roman pasta with eggs, pecorino and guanciale.\nNo cream."
        recipe.yield = RecipeYield(text: "4 servings")
        recipe.category = "Pasta"
        recipe.cuisine = "Italian"
        recipe.tags = ["quick", "eggs"]
        recipe.prepMinutes = 10
        recipe.cookMinutes = 15
        recipe.totalMinutes = 25
        recipe.ingredients = ["400 g spaghetti", "4 eggs, beaten", "100 g pecorino (grated)", "salt"].map(Ingredient.init(line:))
        recipe.steps = [MethodStep("Boil the pasta.", section: "Pasta"), MethodStep("Fry the guanciale.", section: "Sauce"), MethodStep("Toss together off the heat.")]
        recipe.notes = "Use the pasta water."
        recipe.sourceURL = "https://example.org/carbonara"
        recipe.author = "Ada"
        recipe.language = "en"
        recipe.rating = 4.5
        recipe.lastCooked = Date(timeIntervalSince1970: 1_710_000_000)
        recipe.modified = Date(timeIntervalSince1970: 1_700_000_500.456)
        recipe.photo = Photo(data: jpegBytes)
        recipe.externalID = "carbonara-1"
        return recipe
    }

    static func simple(_ name: String, ingredients: [String] = [], notes: String = "", language: String? = nil) -> Recipe {
        var recipe = Recipe(name: name)
        recipe.ingredients = ingredients.map(Ingredient.init(line:))
        recipe.notes = notes
        recipe.language = language
        return recipe
    }
}
