import Foundation
import LarderTestSupport
import Testing
@testable import LarderInterchange

/// Nameless Recipe items beside a named recipe (a large site's teasers for
/// other recipes) are skipped and counted; a file of nameless ones alone fails.
@Suite("Nameless Recipe items")
struct NamelessRecipesTests {
    let folder = TemporaryDirectory()

    /// What an import reports of the file `name` holding `text`: its results
    /// as ``NamelessRecipes`` passes them on, and how many it skipped.
    func sorted(_ text: String, name: String) throws -> (results: [Result<ImportedRecipe, ImportError>], skipped: Int) {
        let document = try RecipeFileReader().read(path: folder.write(name, text)).get()
        var nameless = NamelessRecipes()
        var results = document.recipes.flatMap { nameless.pass($0) }
        results += nameless.finish()
        return (results, nameless.skipped)
    }

    @Test("a page's microdata recipe with eight teasers: the recipe, eight skipped, no failure")
    func teasers() throws {
        let raw = Array(try RecipeFileReader().read(path: folder.write("raw.html", PageFixtures.recipeWithTeasers)).get().recipes)
        #expect(raw.count == 9)
        #expect(raw.dropFirst().allSatisfy { if case .failure(let error) = $0 { error.code == .nameless } else { false } })
        let (results, skipped) = try sorted(PageFixtures.recipeWithTeasers, name: "curry.html")
        #expect(results.count == 1 && skipped == 8)
        #expect(try results.first?.get().recipe.name == "Weeknight Chicken Curry")
    }

    @Test("JSON-LD: nameless Recipes before and after the named one are skipped; other failures stay, in file order")
    func jsonLD() throws {
        let graph = """
            {"@context": "https://schema.org", "@graph": [
              {"@type": "ItemList", "itemListElement": [
                {"@type": "ListItem", "position": 1, "item": {"@type": "Recipe", "url": "https://example.test/r/1", "image": "https://example.test/1.jpg"}}]},
              {"@type": "Recipe", "name": "Dal", "recipeIngredient": ["200 g red lentils"]},
              {"@type": "Recipe", "url": "https://example.test/r/2"}]}
            """
        let (results, skipped) = try sorted(graph, name: "dal.jsonld")
        #expect(try results.map { try $0.get().recipe.name } == ["Dal"])
        #expect(skipped == 2)
        let array = #"[{"@type": "Recipe", "name": }, {"@type": "Recipe"}, {"@type": "Recipe", "name": "Soup"}, {"@type": "Recipe"}]"#
        let (mixed, mixedSkipped) = try sorted(array, name: "mixed.json")
        #expect(mixed.count == 2 && mixedSkipped == 2)
        guard case .failure(let error) = mixed.first else { Issue.record("the broken element is no failure"); return }
        #expect(error.code == .invalidJSON)
        #expect(try mixed.last?.get().recipe.name == "Soup")
    }

    @Test("a file whose Recipes all lack a name fails, each with its reason")
    func namelessAlone() throws {
        let (results, skipped) = try sorted(PageFixtures.teasersOnly, name: "curries.html")
        #expect(skipped == 0 && results.count == 3)
        for result in results {
            guard case .failure(let error) = result else { Issue.record("a teaser was read as a recipe"); continue }
            #expect(error.message == "a Recipe has no name")
        }
    }
}
