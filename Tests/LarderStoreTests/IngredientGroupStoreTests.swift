import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore

@Suite("Ingredient groups in the store")
struct IngredientGroupStoreTests {
    let folder = TemporaryDirectory()

    @Test("saved and read back with their lines; a change of group alone is a change; a heading's words are searched")
    func roundTrip() throws {
        let store = try RecipeStore(path: folder.file("larder.sqlite"))
        var recipe = Recipe(name: "Pelmeni")
        recipe.ingredients = [Ingredient(line: "500 g flour", group: "Dough"), Ingredient(line: "300 g beef", group: "Filling"), Ingredient(line: "salt")]
        try store.save(recipe)
        #expect(try store.recipe(id: recipe.id)?.ingredients == recipe.ingredients)
        #expect(try store.search("filling").map(\.recipe.id) == [recipe.id])
        recipe.ingredients[1].group = "Stuffing"
        #expect(try store.save(recipe, matching: .byIDOrOrigin) == .updated(recipe.id))
        #expect(try store.recipe(id: recipe.id)?.ingredients.map(\.group) == ["Dough", "Stuffing", nil])
        #expect(try store.search("stuffing").map(\.recipe.id) == [recipe.id])
        #expect(try store.search("filling").isEmpty)
    }
}
