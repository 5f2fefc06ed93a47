import LarderCard
import Testing
@testable import LarderModel
@testable import LarderStore

@Suite("The text the full-text index gets")
struct SearchDocumentTests {
    /// Ingredients and steps as ``HeadedRuns`` groups them, each heading on a
    /// line before its run: the definition the document's own loop must keep.
    static func expectedLines(_ items: [(heading: String?, text: String)]) -> String {
        HeadedRuns.of(items, heading: \.heading).flatMap { run in (run.heading.map { [$0] } ?? []) + run.items.map(\.text) }
            .joined(separator: "\n")
    }

    @Test("headings once per run, for 2,000 random ingredient lists and methods")
    func headingsOncePerRun() {
        var generator = SystemRandomNumberGenerator()
        let headings: [String?] = [nil, nil, "Dough", "Filling", "", "Sauce"]
        let texts = ["500 g flour", "", "salt", "2 eggs", "Bake for 20 minutes."]
        for _ in 0..<2_000 {
            let items = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                (heading: headings.randomElement(using: &generator)!, text: texts.randomElement(using: &generator)!)
            }
            var recipe = Recipe(name: "Pie")
            recipe.ingredients = items.map { Ingredient(line: $0.text, group: $0.heading) }
            recipe.steps = items.map { MethodStep($0.text, section: $0.heading) }
            let document = SearchDocument(recipe)
            #expect(document.ingredients == Self.expectedLines(items), "\(items)")
            #expect(document.method == Self.expectedLines(items), "\(items)")
        }
    }

    @Test("a heading that comes back after another run is written again")
    func headingComesBack() {
        var recipe = Recipe(name: "Pie")
        recipe.ingredients = [Ingredient(line: "flour", group: "Dough"), Ingredient(line: "water", group: "Dough"),
                              Ingredient(line: "salt"), Ingredient(line: "butter", group: "Dough"), Ingredient(line: "beef", group: "Filling")]
        #expect(SearchDocument(recipe).ingredients == "Dough\nflour\nwater\nsalt\nDough\nbutter\nFilling\nbeef")
    }
}

@Suite("ASCII text")
struct ASCIITextTests {
    @Test("one byte outside ASCII anywhere is found, in texts from 0 to 300 bytes")
    func oneByteAnywhere() {
        #expect(ASCIIText.isASCII(""))
        for length in 0...300 {
            let ascii = String(repeating: "a", count: length)
            #expect(ASCIIText.isASCII(ascii))
            for position in stride(from: 0, through: length, by: max(1, length / 7)) {
                var text = ascii
                text.insert("é", at: text.index(text.startIndex, offsetBy: position))
                #expect(!ASCIIText.isASCII(text), "é at \(position) of \(length)")
            }
        }
        #expect(!ASCIIText.isASCII("罗宋汤"))
        #expect(ASCIIText.isASCII(String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)))
    }
}
