import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore

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

    @Test("among equal scores the most recently cooked come first, then the most recently added; each result says whether it has a photo")
    func tiesAndPhotos() throws {
        let folder = TemporaryDirectory()
        let store = try RecipeStore(path: folder.file("ties.sqlite"))
        // Names of two words each: every one scores the same for "tomato".
        let photo = Photo(data: Data([0xFF, 0xD8, 0xFF, 0xD9]), mediaType: "image/jpeg", width: 1, height: 1)
        var recipes: [Recipe] = []
        // Saved in an order that is neither the names' nor the result's.
        for (name, cookedDaysAgo, hasPhoto) in [("Tomato bake", nil, true), ("Tomato jam", 3, false), ("Tomato tart", nil, true),
                                               ("Tomato stew", 1, true), ("Tomato pie", nil, false)] as [(String, Double?, Bool)] {
            var recipe = SampleRecipes.simple(name)
            recipe.lastCooked = cookedDaysAgo.map { Date(timeIntervalSince1970: 1_700_000_000 - $0 * 86_400) }
            recipe.photo = hasPhoto ? photo : nil
            recipes.append(recipe)
        }
        for result in store.saveAll(recipes) { _ = try result.get() }
        let order = ["Tomato stew", "Tomato jam", "Tomato pie", "Tomato tart", "Tomato bake"]
        let hits = try store.search("tomato")
        #expect(hits.map(\.recipe.name) == order)
        #expect(Set(hits.map(\.score)).count == 1, "the names tie")
        #expect(hits.filter(\.recipe.hasPhoto).map(\.recipe.name).sorted() == ["Tomato bake", "Tomato stew", "Tomato tart"])
        for limit in 1...4 {
            #expect(try store.search("tomato", limit: limit).map(\.recipe.name) == Array(order.prefix(limit)), "limit \(limit)")
        }
    }

    @Test("a limit that cuts through tied scores keeps the tie-break: the cut is by score, ties at it are ordered first")
    func limitCutsThroughTies() throws {
        let folder = TemporaryDirectory()
        let store = try RecipeStore(path: folder.file("cut.sqlite"))
        // "Tomato" scores best alone; the three two-word names tie below it, the long one comes last.
        // The one cooked most recently was saved first, so the order of saving would not
        // put it first among the ties.
        var recipes: [Recipe] = []
        for (name, cookedDaysAgo) in [("Tomato stew", 1), ("Tomato and basil tart with olives", nil), ("Tomato", nil),
                                      ("Tomato jam", nil), ("Tomato bake", 5)] as [(String, Double?)] {
            var recipe = SampleRecipes.simple(name)
            recipe.lastCooked = cookedDaysAgo.map { Date(timeIntervalSince1970: 1_700_000_000 - $0 * 86_400) }
            recipes.append(recipe)
        }
        for result in store.saveAll(recipes) { _ = try result.get() }
        let order = ["Tomato", "Tomato stew", "Tomato bake", "Tomato jam", "Tomato and basil tart with olives"]
        #expect(try store.search("tomato").map(\.recipe.name) == order)
        for limit in 1...5 {
            #expect(try store.search("tomato", limit: limit).map(\.recipe.name) == Array(order.prefix(limit)), "limit \(limit)")
        }
    }
}
