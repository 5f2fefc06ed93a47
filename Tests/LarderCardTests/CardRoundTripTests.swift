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

    @Test("the base64 decoder agrees with a byte-at-a-time reference on random texts, padding and bad characters included")
    func base64AgainstReference() {
        // Mostly the alphabet, with "=" and characters outside it often enough to land anywhere in a group.
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var generator = SystemRandomNumberGenerator()
        var decoded = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...24, using: &generator)
            var text = (0..<length).map { _ in characters.randomElement(using: &generator)! }
            for _ in 0..<Int.random(in: 0...2, using: &generator) where !text.isEmpty {
                let odd: [UInt8] = [UInt8(ascii: "="), UInt8(ascii: "="), UInt8(ascii: "\r"), UInt8(ascii: "!"), 0xC3, 0]
                text[Int.random(in: max(0, text.count - 3)..<text.count, using: &generator)] = odd.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator), text.count >= 2 { text[text.count - 1] = UInt8(ascii: "=") }
            let limit = Int.random(in: 0...20, using: &generator)
            let expected = Self.referenceBase64(text, limit: limit)
            #expect(Base64.decode(text, limit: limit) == expected, "\(String(decoding: text, as: UTF8.self)) limit \(limit)")
            if expected != nil { decoded += 1 }
        }
        #expect(decoded > 1_000, "the random texts should include many valid ones")
    }

    /// Base64 decoded a character at a time, as Larder first did: the rules the fast decoder must keep.
    private static func referenceBase64(_ text: [UInt8], limit: Int) -> [UInt8]? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = [], quad: [UInt8] = [], padding = 0
        for byte in text {
            if byte == UInt8(ascii: "=") {
                padding += 1
                quad.append(0)
            } else {
                guard let value = alphabet.firstIndex(of: byte), padding == 0 else { return nil }
                quad.append(UInt8(value))
            }
            if quad.count == 4 {
                guard padding <= 2 else { return nil }
                output.append(quad[0] << 2 | quad[1] >> 4)
                if padding < 2 { output.append(quad[1] << 4 | quad[2] >> 2) }
                if padding < 1 { output.append(quad[2] << 6 | quad[3]) }
                guard output.count <= limit else { return nil }
                quad.removeAll()
                if padding > 0 { padding = 3 }
            }
        }
        return quad.isEmpty ? output : nil
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
