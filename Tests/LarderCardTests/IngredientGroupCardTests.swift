import Testing
@testable import LarderCard

@Suite("Ingredient groups on a card")
struct IngredientGroupCardTests {
    static func card() -> RecipeCard {
        var card = RecipeCard(uri: nil, title: "Pelmeni")
        card.ingredients = [.init("salt"), .init("500 g flour", group: "Dough"), .init("1 egg", group: "Dough"),
                            .init("300 g beef", group: "Filling – #1"), .init("pepper")]
        return card
    }

    @Test("a group is a '### Heading' inside ## Ingredients; '---' ends it before lines outside any group")
    func written() throws {
        let text = CardWriter.text(of: Self.card())
        #expect(text.contains("""
            ## Ingredients

            - salt

            ### Dough

            - 500 g flour
            - 1 egg

            ### Filling – #1

            - 300 g beef

            ---

            - pepper

            """), "\(text)")
        #expect(try CardParser.parse(Array(text.utf8)).ingredients == Self.card().ingredients)
    }

    @Test("a card without groups is written as before: no heading, no '---'")
    func ungrouped() {
        var card = Self.card()
        card.ingredients = ["salt", "pepper"]
        #expect(CardWriter.text(of: card).contains("## Ingredients\n\n- salt\n- pepper\n"))
    }

    @Test("written by hand: a group heading with a bad escape, or a stray line, is an error with its line")
    func handWritten() throws {
        let head = "---\nlarder-card: 1\ntitle: T\n---\n\n# T\n\n## Ingredients\n\n"
        let parsed = try CardParser.parse(Array((head + "### For the sauce\n- 1 tomato\n---\n- salt\n").utf8))
        #expect(parsed.ingredients == [.init("1 tomato", group: "For the sauce"), .init("salt")])
        #expect(throws: CardError(.badBody, "an ingredient line starts with '- ' (a group, with '### ')", line: 10)) {
            try CardParser.parse(Array((head + "1 tomato\n").utf8))
        }
    }

    @Test("the indexers' text has each group's heading once, before its lines")
    func plainText() {
        #expect(Self.card().plainText == "Pelmeni\nsalt\nDough\n500 g flour\n1 egg\nFilling – #1\n300 g beef\npepper")
    }
}
