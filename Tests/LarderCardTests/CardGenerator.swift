@testable import LarderCard

/// Random cards for property tests: deterministic, and full of the text that
/// breaks naive formats (markers, escapes, newlines, marks, RTL, emoji).
struct CardGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// Fragments chosen to collide with the card's own syntax.
    static let fragments = [
        "---", "# ", "## Ingredients", "## Method", "## Notes", "### ", "<!-- larder:photo image/jpeg 1x1", "-->", "\\", "\\n",
        "- ", "* ", "1. ", "12) ", "    ", "  ", "\t", "\r", "\r\n", "\n", "\n\n", ": ", " #", "\"", "'", "[", "]", "{", ",", "&amp;",
        "café", "Crème brûlée", "e\u{301}", "\u{301}", "\u{20DD}", "罗宋汤", "親子丼", "カレー", "борщ", "שלום", "مرحبا", "\u{200F}",
        "👩‍👩‍👧", "🍝", "🇫🇷", "\u{FEFF}", "\u{2028}", "\u{85}", "\u{7F}", "\u{1}", "\u{0}", "true", "null", "123", "4.5", "~",
        "larder://", " ", "x", "Salt", "200 g", String(repeating: "long ", count: 400),
    ]

    mutating func text(maxFragments: Int = 8) -> String {
        (0..<int(0...maxFragments)).map { _ in Self.fragments[int(0...(Self.fragments.count - 1))] }.joined()
    }

    mutating func optionalText() -> String? { chance(30) ? nil : text() }

    mutating func card() -> RecipeCard {
        var card = RecipeCard(uri: "larder://\(next())/recipe/\(next())", title: text())
        card.category = optionalText()
        card.cuisine = optionalText()
        card.tags = (0..<int(0...4)).map { _ in text(maxFragments: 3) }
        card.yield = optionalText()
        card.servings = chance(50) ? int(0...50) : nil
        card.prepMinutes = chance(50) ? int(0...600) : nil
        card.cookMinutes = chance(50) ? int(0...600) : nil
        card.totalMinutes = chance(50) ? int(0...1200) : nil
        card.rating = chance(50) ? Double(int(0...50)) / 10 : nil
        card.lastCooked = chance(50) ? "2026-11-\(int(10...28))T10:30:00.000Z" : nil
        card.created = optionalText()
        card.modified = optionalText()
        card.source = optionalText()
        card.author = optionalText()
        card.language = chance(50) ? ["en", "fr", "zh-CN", "ja", "ru", "he"][int(0...5)] : nil
        card.externalID = optionalText()
        card.summary = text()
        var group: String?
        card.ingredients = (0..<int(0...8)).map { _ in
            if chance(25) { group = chance(20) ? nil : text(maxFragments: 3) }
            return RecipeCard.Ingredient(text(maxFragments: 4), group: group)
        }
        var section: String?
        card.steps = (0..<int(0...8)).map { _ in
            if chance(25) { section = chance(20) ? nil : text(maxFragments: 3) }
            return RecipeCard.Step(text(maxFragments: 5), section: section)
        }
        card.notes = text()
        if chance(30) {
            let bytes = [0xFF, 0xD8, 0xFF] + (0..<int(0...300)).map { _ in UInt8(truncatingIfNeeded: next()) }
            card.photo = RecipeCard.Photo(mediaType: "image/jpeg", width: int(1...512), height: int(1...512), bytes: bytes)
        }
        return card
    }
}
