import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore

@Suite("Recipe summaries")
struct RecipeSummaryTests {
    @Test("a summary's facts line is its recipe's")
    func summaryFactsLine() throws {
        let folder = TemporaryDirectory()
        let store = try RecipeStore(path: folder.file("facts.sqlite"))
        var timed = SampleRecipes.simple("Timed", language: "fr")
        timed.category = "Dessert"
        timed.prepMinutes = 20
        timed.cookMinutes = 45
        timed.yield = RecipeYield(text: "6 personnes", servings: 6)
        var totalOnly = SampleRecipes.simple("Total only")
        totalOnly.totalMinutes = 90
        totalOnly.prepMinutes = 10
        totalOnly.yield = RecipeYield(text: "a loaf", servings: nil)
        var cookOnly = SampleRecipes.simple("Cook only", language: "de")
        cookOnly.cookMinutes = 5
        let recipes = [timed, totalOnly, cookOnly, SampleRecipes.simple("Bare")]
        for result in store.saveAll(recipes) { _ = try result.get() }
        let summaries = try store.summaries()
        #expect(summaries.count == recipes.count)
        for summary in summaries {
            let recipe = try #require(try store.recipe(id: summary.id))
            #expect(summary.factsLine == recipe.factsLine, "\(summary.name)")
        }
        #expect(summaries.contains { !$0.factsLine.isEmpty }, "the lines say something")
    }
}
