import Testing
@testable import LarderCard

@Suite("Card format round trips")
struct CardRoundTripTests {
    static func sample() -> RecipeCard {
        var card = RecipeCard(uri: "larder://11111111-1111-4111-8111-111111111111/recipe/22222222-2222-4222-8222-222222222222",
                              title: "Crème brûlée")
        card.category = "Dessert"
        card.tags = ["French", "baked, slowly"]
        card.yield = "6 ramekins"
        card.servings = 6
        card.prepMinutes = 20
        card.cookMinutes = 60
        card.rating = 4.5
        card.created = "2025-01-05T10:00:00.000Z"
        card.modified = "2025-01-06T11:30:00.250Z"
        card.source = "https://example.org/creme-brulee"
        card.language = "fr"
        card.summary = "Crème cuite, sucre caramélisé.\n# pas un titre"
        card.ingredients = [.init("50 cl de crème", group: "La crème"), .init("6 jaunes d'œufs", group: "La crème"), "4 c. à soupe de sucre roux"]
        card.steps = [.init("Chauffer la crème.", section: "La veille"), .init("Cuire 1 h.", section: "La veille"), .init("Caraméliser.")]
        card.notes = "Servir froid."
        card.photo = .init(mediaType: "image/jpeg", width: 4, height: 3, bytes: [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        return card
    }

    @Test("the writer's output, line by line: the format as docs/card-format.md shows it")
    func golden() {
        let expected = """
            ---
            larder-card: 1
            uri: larder://11111111-1111-4111-8111-111111111111/recipe/22222222-2222-4222-8222-222222222222
            title: Crème brûlée
            category: Dessert
            tags: [French, "baked, slowly"]
            yield: 6 ramekins
            servings: 6
            prep-minutes: 20
            cook-minutes: 60
            rating: 4.5
            created: 2025-01-05T10:00:00.000Z
            modified: 2025-01-06T11:30:00.250Z
            source: https://example.org/creme-brulee
            language: fr
            ---

            # Crème brûlée

            Crème cuite, sucre caramélisé.
            \\# pas un titre

            ## Ingredients

            ### La crème

            - 50 cl de crème
            - 6 jaunes d'œufs

            ---

            - 4 c. à soupe de sucre roux

            ## Method

            ### La veille

            1. Chauffer la crème.
            2. Cuire 1 h.

            ---

            3. Caraméliser.

            ## Notes

            Servir froid.

            <!-- larder:photo image/jpeg 4x3
            /9j/4AECAw==
            -->

            """
        #expect(CardWriter.text(of: Self.sample()) == expected)
    }

    @Test("card → text → card is the same card, and text → card → text the same bytes")
    func sampleRoundTrip() throws {
        let text = CardWriter.text(of: Self.sample())
        let card = try CardParser.parse(Array(text.utf8))
        #expect(card == Self.sample())
        #expect(CardWriter.text(of: card) == text)
    }

    @Test("generated cards with hostile Unicode survive the round trip", arguments: 0..<20)
    func generated(_ batch: Int) throws {
        var generator = CardGenerator(seed: UInt64(batch))
        for _ in 0..<100 {
            let card = generator.card()
            let text = CardWriter.text(of: card)
            let parsed: RecipeCard
            do {
                parsed = try CardParser.parse(Array(text.utf8))
            } catch {
                Issue.record("\(error)\n\(text)")
                return
            }
            #expect(parsed == card, "\(text)")
            #expect(CardWriter.text(of: parsed) == text)
        }
    }

    @Test("base64 round trips every length", arguments: [0, 1, 2, 3, 4, 57, 58, 59, 60, 1000])
    func base64(_ length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let lines = Base64.encode(bytes)
        #expect(lines.allSatisfy { $0.utf8.count <= 76 })
        #expect(Base64.decode(lines.joined().utf8, limit: 10_000) == bytes)
    }

    @Test("front matter scalars: plain when safe, quoted otherwise, always read back", arguments: [
        "Plain text", "", " lead", "trail ", "a: b", "#x", "- x", "true", "123", "4.5", "x\ny", "q\"uote", "back\\slash",
        "\u{301}mark", "tab\there", "\u{0}\u{1}\u{7F}", "\u{2028}", "[x]", "x, y",
    ])
    func scalars(_ value: String) {
        let encoded = FrontMatterScalar.encode(value)
        #expect(FrontMatterScalar.decode(Substring(encoded)) == value, "\(encoded)")
        let sequence = FrontMatterScalar.encodeSequence([value, "b"])
        #expect(FrontMatterScalar.decodeSequence(Substring(sequence)) == [value, "b"], "\(sequence)")
    }
}
