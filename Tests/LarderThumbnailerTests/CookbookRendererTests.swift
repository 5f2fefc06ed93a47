import Foundation
import LarderCard
import LarderRender
import LarderTestSupport
import Testing

/// CookbookRenderer on cards made here: where each part starts, what each
/// page holds, and a recipe that changes between the two passes.
@Suite("Cookbook PDF")
struct CookbookRendererTests {
    func card(_ title: String, category: String?, steps: Int) -> RecipeCard {
        var card = RecipeCard(uri: nil, title: title)
        card.category = category
        card.ingredients = ["2 eggs", "250 g flour"]
        card.steps = (1...steps).map { RecipeCard.Step("Step \($0) of \(title): stir slowly with a wooden spoon until it thickens.") }
        return card
    }

    @Test("the contents' page numbers are where each recipe starts, a long recipe taking several pages")
    func pageNumbers() throws {
        let folder = TemporaryDirectory(prefix: "cookbook")
        let cards = [card("Short soup", category: "Soup", steps: 2), card("Very long stew", category: "Main", steps: 80),
                     card("Toast", category: nil, steps: 1)]
        let path = folder.path + "/book.pdf"
        var layoutSeen = 0, drawingSeen = 0
        let summary = try CookbookRenderer(title: "Test book", paper: .a4).write(count: cards.count, recipe: {
            CookbookRecipe(card: cards[$0], indexTerms: ["egg", "flour"])
        }, to: path, progress: { progress in
            if progress.phase == .layout { layoutSeen = progress.done } else { drawingSeen = progress.done }
        })
        #expect(layoutSeen == 3 && drawingSeen == 3)
        #expect(summary.contentsPages == 2...2 && summary.firstRecipePage == 3)
        let firsts = summary.recipeFirstPages
        #expect(firsts[0] == 3 && firsts[1] == 4 && firsts[2] > 5, "\(firsts): the stew takes more than one page")
        #expect(summary.indexPages.lowerBound == firsts[2] + 1 && summary.indexPages.upperBound == summary.pages)
        let info = try Poppler.run("pdfinfo", [path])
        #expect(info.contains("Pages:") && info.contains(" \(summary.pages)\n"), "\(info)")
        func page(_ number: Int) throws -> String { try Poppler.run("pdftotext", ["-f", "\(number)", "-l", "\(number)", path, "-"]) }
        #expect(try page(1).contains("Test book") && page(1).contains("3 recipes"))
        let contents = try page(2)
        for (title, first) in zip(cards.map(\.title), firsts) {
            #expect(contents.contains(title) && contents.contains("\(first)"), "\(title) p. \(first) not in the contents")
            #expect(try page(first).contains(title), "\(title) does not start on page \(first)")
        }
        // A running head and a page number on the stew's second page.
        let second = try page(firsts[1] + 1)
        #expect(second.contains("Very long stew") && second.contains("Main") && second.contains("\(firsts[1] + 1)"), "\(second)")
        let index = try (summary.indexPages).map(page).joined()
        #expect(index.contains("egg  3, 4, \(firsts[2])") || index.contains("egg 3, 4, \(firsts[2])"), "\(index)")
        #expect(index.contains("By category") && index.contains("Soup"))
    }

    @Test("a recipe that changes between the passes stops the book with a clear error")
    func changedBetweenPasses() throws {
        let folder = TemporaryDirectory(prefix: "cookbook")
        var calls = 0
        #expect(throws: (any Error).self) {
            try CookbookRenderer(title: "Changing", paper: .letter).write(count: 2, recipe: { number in
                calls += 1
                // The second pass sees the second recipe grown from 1 step to 90.
                let steps = number == 1 && calls > 2 ? 90 : 1
                return CookbookRecipe(card: self.card("Recipe \(number)", category: nil, steps: steps), indexTerms: [])
            }, to: folder.path + "/book.pdf")
        }
        do {
            try CookbookRenderer(title: "Changing", paper: .letter).write(count: 1, recipe: { _ in
                calls += 1
                return CookbookRecipe(card: self.card("Renamed \(calls)", category: nil, steps: 1), indexTerms: [])
            }, to: folder.path + "/other.pdf")
            Issue.record("a renamed recipe was drawn")
        } catch {
            #expect("\(error)".contains("changed while the cookbook was made"), "\(error)")
        }
    }

    @Test("no recipes is an error, not an empty book")
    func empty() {
        #expect(throws: (any Error).self) {
            try CookbookRenderer(title: "Empty", paper: .a4).write(count: 0, recipe: { _ in fatalError() }, to: "/nonexistent/book.pdf")
        }
    }
}
