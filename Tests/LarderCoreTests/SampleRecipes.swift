import Foundation
@testable import LarderCore

/// Recipes for tests, with every field set.
enum SampleRecipes {
    /// A tiny valid JPEG header (SOF0 says 640 × 480); enough for ``Photo``.
    static let jpegBytes: Data = {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }()

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
