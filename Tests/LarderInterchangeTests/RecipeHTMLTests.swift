import Foundation
import LarderModel
import LarderInterchange
import Testing

/// The recipe page (`larder open`, the search results page): its headings
/// follow the recipe's language.
@Suite("The recipe page")
struct RecipeHTMLTests {
    func page(language: String?) -> String {
        var recipe = Recipe(name: "Test")
        recipe.language = language
        recipe.ingredients = [Ingredient(line: "1 egg")]
        recipe.steps = [MethodStep("Beat the egg.")]
        recipe.notes = "Serve warm."
        return RecipeHTML.render(recipe, uri: ObjectURI(storeID: UUID(), recipeID: recipe.id))
    }

    @Test("headings in the recipe's language", arguments: [
        ("fr", ["Ingrédients", "Préparation", "Notes"]), ("ru", ["Ингредиенты", "Приготовление", "Примечания"]),
        ("zh-Hans", ["用料", "做法", "小贴士"]), ("ja", ["材料", "作り方", "メモ"]), ("de", ["Zutaten", "Zubereitung", "Anmerkungen"]),
        ("it-IT", ["Ingredienti", "Preparazione", "Note"]), ("es", ["Ingredientes", "Preparación", "Notas"]),
        ("en", ["Ingredients", "Method", "Notes"]), (nil, ["Ingredients", "Method", "Notes"]),
    ] as [(String?, [String])])
    func headings(_ language: String?, _ expected: [String]) {
        let html = page(language: language)
        for heading in expected { #expect(html.contains("<h2>\(heading)</h2>"), "\(language ?? "nil"): no \(heading)") }
        if language != nil && language != "en" {
            #expect(!html.contains("<h2>Ingredients</h2>") && !html.contains("<h2>Method</h2>"), "\(language ?? "nil") has English headings")
        }
    }
}
