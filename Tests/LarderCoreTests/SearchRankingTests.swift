import Foundation
import LarderTestSupport
import Testing
@testable import LarderCore

@Suite("Search ranking")
struct SearchRankingTests {
    @Test("each hit's score is bm25's frequency and length part, against the average length of every name")
    func scoresFollowTheFormula() throws {
        let folder = TemporaryDirectory()
        let store = try RecipeStore(path: folder.file("ranking.sqlite"))
        // Words per name: 1, 2, 5, 1, 3, so the names' average is 12 / 5; "Bread" does not match
        // but counts in it. Each row after the first is ranked with the average the first one read.
        let recipes = ["Tomato", "Tomato soup", "Green tomato and basil salad", "Bread", "Tomato tomato jam"].map {
            SampleRecipes.simple($0)
        }
        for result in store.saveAll(recipes) { _ = try result.get() }
        let average = 12.0 / 5
        func expected(frequency: Double, length: Double) -> Double {
            let norm = 1.2 * (1 - 0.75 + 0.75 * length / average)
            return -(frequency * 2.2 / (frequency + norm))
        }
        let scores = Dictionary(uniqueKeysWithValues: try store.search("tomato").map { ($0.recipe.name, $0.score) })
        #expect(scores.count == 4)
        for (name, frequency, length) in [("Tomato", 1.0, 1.0), ("Tomato soup", 1, 2), ("Green tomato and basil salad", 1, 5),
                                          ("Tomato tomato jam", 2, 3)] {
            let score = try #require(scores[name], "\(name) was not found")
            #expect(abs(score - expected(frequency: frequency, length: length)) < 1e-9, "\(name): \(score)")
        }
    }
}
