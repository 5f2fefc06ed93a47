import Foundation
import LarderCard
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderInterchange

/// Ingredient groups through every form a recipe takes outside the store.
@Suite("Ingredient groups in JSON-LD, the text form and the page")
struct IngredientGroupTests {
    static func recipe() -> Recipe {
        var recipe = SampleRecipe.bourguignon()
        recipe.ingredients = [
            Ingredient(line: "1,5 kg de bœuf", group: "La veille"), Ingredient(line: "75 cl de vin rouge", group: "La veille"),
            Ingredient(line: "2 c. à soupe de farine", group: "Le jour même"), Ingredient(line: "sel"),
        ]
        return recipe
    }

    func read(_ data: Data) throws -> Recipe {
        try #require(try RecipeFileReader().read(data: data, kind: .json, baseDirectory: nil).get().recipes.map { try $0.get().recipe }.first)
    }

    @Test("JSON-LD: plain recipeIngredient lines for every reader, and larder:ingredientGroups that Larder reads back")
    func jsonLD() throws {
        let recipe = Self.recipe()
        let data = try JSONLDWriter(storeID: UUID()).document(for: recipe)
        let node = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(node["recipeIngredient"] as? [String] == recipe.ingredients.map(\.line))
        let groups = try #require(node["larder:ingredientGroups"] as? [[String: Any]])
        #expect(groups.map { $0["name"] as? String } == ["La veille", "Le jour même", nil])
        #expect(try read(data).ingredients == recipe.ingredients)
    }

    @Test("JSON-LD whose recipeIngredient was changed by another tool: its lines, without the stale groups")
    func staleExtension() throws {
        let data = try JSONLDWriter(storeID: UUID()).document(for: Self.recipe())
        var node = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        node["recipeIngredient"] = ["1,5 kg de bœuf", "1 l de vin rouge"]
        let read = try read(try JSONSerialization.data(withJSONObject: node))
        #expect(read.ingredients.map(\.line) == ["1,5 kg de bœuf", "1 l de vin rouge"])
        #expect(read.ingredients.allSatisfy { $0.group == nil })
    }

    @Test("larder edit's text form: '-- Heading' groups ingredients as it does steps; edits move lines between groups")
    func textForm() throws {
        let recipe = Self.recipe()
        let text = RecipeTextForm.render(recipe)
        #expect(text.contains("== Ingredients\n-- La veille\n1,5 kg de bœuf\n75 cl de vin rouge\n-- Le jour même\n2 c. à soupe de farine\n--\nsel\n"), "\(text)")
        #expect(try RecipeTextForm.parse(text, original: recipe) == recipe)
        let edited = text.replacingOccurrences(of: "--\nsel\n", with: "sel\n")
        let parsed = try RecipeTextForm.parse(edited, original: recipe)
        #expect(parsed.ingredients.map(\.group) == ["La veille", "La veille", "Le jour même", "Le jour même"])
    }

    @Test("the card carries the groups, and the page shows each heading before its list")
    func cardAndPage() throws {
        let recipe = Self.recipe()
        let card = CardConversion.card(for: recipe, storeID: UUID(), photo: nil)
        #expect(card.ingredients.map(\.group) == ["La veille", "La veille", "Le jour même", nil])
        #expect(try CardConversion.recipe(from: CardParser.parse(Array(CardWriter.text(of: card).utf8))).recipe.ingredients == recipe.ingredients)
        let page = RecipeHTML.render(recipe, uri: ObjectURI(recipeID: recipe.id, homeStoreID: nil, heldBy: UUID()))
        #expect(page.contains("<h3>La veille</h3>\n<ul class=\"ingredients\">\n<li>1,5 kg de bœuf</li>"), "\(page)")
        #expect(page.contains("<h3>Le jour même</h3>"))
    }
}
