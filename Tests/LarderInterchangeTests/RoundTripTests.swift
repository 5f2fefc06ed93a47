import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderInterchange

@Suite("Export and text form round trips")
struct RoundTripTests {
    let folder = TemporaryDirectory()

    static func fullRecipe() -> Recipe {
        SampleRecipe.bourguignon()
    }

    @Test("JSON-LD export imports back to an equal recipe, identity included")
    func jsonLD() throws {
        var recipe = Self.fullRecipe()
        let storeID = UUID()
        let data = try JSONLDWriter(storeID: storeID).document(for: recipe)
        let read = try RecipeFileReader().read(data: data, kind: .json, baseDirectory: nil).get().recipes.map { try $0.get() }
        #expect(read.count == 1)
        recipe.homeStoreID = storeID
        #expect(read[0].recipe == recipe, "every field, and the store that wrote it as the recipe's home")
        #expect(read[0].warnings.isEmpty)
    }

    @Test("a @graph of many recipes imports back in order")
    func graph() throws {
        var second = Recipe(name: "Toast")
        second.yield = RecipeYield(text: "2 slices", servings: 1)
        let recipes = [Self.fullRecipe(), second]
        let data = try JSONLDWriter(storeID: UUID(), includesPhotos: false).document(for: recipes)
        let read = try RecipeFileReader().read(data: data, kind: .json, baseDirectory: nil).get().recipes.map { try $0.get().recipe }
        #expect(read.map(\.id) == recipes.map(\.id))
        #expect(read[0].photo == nil)
        #expect(read[1].yield == second.yield)
    }

    @Test("the text form renders and parses back to the same recipe")
    func textForm() throws {
        let recipe = Self.fullRecipe()
        let text = RecipeTextForm.render(recipe)
        #expect(try RecipeTextForm.parse(text, original: recipe) == recipe)
    }

    @Test("edits in the text form change exactly what was edited")
    func textFormEdits() throws {
        let recipe = Self.fullRecipe()
        var text = RecipeTextForm.render(recipe)
        text = text.replacingOccurrences(of: "Rating: 5", with: "Rating: 3.5")
        text = text.replacingOccurrences(of: "Tags: mijoté, hiver", with: "Tags: hiver")
        text = text.replacingOccurrences(of: "2 c. à soupe de farine", with: "2 c. à soupe de farine\n1 bouquet garni")
        let edited = try RecipeTextForm.parse(text, original: recipe)
        #expect(edited.rating == 3.5)
        #expect(edited.tags == ["hiver"])
        #expect(edited.ingredients.map(\.line).last == "1 bouquet garni")
        #expect(edited.steps == recipe.steps)
        #expect(edited.photo == recipe.photo)
    }

    @Test("mistakes in the text form name their line", arguments: [
        ("Rating: 7", "rating"), ("Prep minutes: soon", "minutes"), ("Colour: red", "unknown field"),
        ("== Pictures", "unknown section"), ("just words", "Key: value"), ("Last cooked: yesterday", "date"),
    ])
    func textFormErrors(_ line: String, _ expected: String) throws {
        let recipe = Self.fullRecipe()
        let text = RecipeTextForm.render(recipe).replacingOccurrences(of: "Author: Marie", with: line)
        let lineNumber = text.components(separatedBy: "\n").firstIndex(of: line)! + 1
        let error = #expect(throws: RecipeTextForm.ParseError.self) { try RecipeTextForm.parse(text, original: recipe) }
        #expect(error?.line == lineNumber)
        #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
    }

    @Test("a text form without a name is refused")
    func textFormNeedsName() {
        let recipe = Self.fullRecipe()
        let text = RecipeTextForm.render(recipe).replacingOccurrences(of: "Name: Bœuf bourguignon", with: "Name: ")
        #expect(throws: RecipeTextForm.ParseError.self) { try RecipeTextForm.parse(text, original: recipe) }
    }
}
