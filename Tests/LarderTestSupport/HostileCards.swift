import LarderCard

/// Card files a document backend must still show as pages: each kind names
/// what is wrong with it, and `bytes` writes one.
public enum HostileCards {
    /// Random bytes, Markdown that is no card, a megabyte of notes, a photo that
    /// is not a JPEG, and a file over the size a card may have.
    public static let kinds = ["binary", "not a card", "huge", "broken photo", "too large"]

    /// The file's bytes for `kind`. The readable ones are a recipe titled
    /// "Hostile" with one ingredient, "1 egg".
    public static func bytes(_ kind: String) -> [UInt8] {
        var card = RecipeCard(uri: "larder://11111111-1111-4111-8111-111111111111/recipe/22222222-2222-4222-8222-222222222222", title: "Hostile")
        card.ingredients = ["1 egg"]
        switch kind {
        case "binary": return (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        case "not a card": return Array("# Just some Markdown\n\nNot a recipe card.\n".utf8)
        case "huge":
            // A megabyte of notes: laid out only up to the budget, and said so.
            card.notes = String(repeating: "word ", count: 200_000)
        case "broken photo":
            card.photo = RecipeCard.Photo(mediaType: "image/jpeg", width: 4, height: 3, bytes: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 7, count: 64))
        default: return [UInt8](repeating: UInt8(ascii: "x"), count: CardLimits.maximumCardBytes + 1)
        }
        return Array(CardWriter.text(of: card).utf8)
    }

    /// What is wrong with how a backend showed a card of `kind` (its page
    /// count and page 1's text), or nil: one page saying what is wrong with the
    /// card and naming the file; a long card cut to tens of pages; a recipe
    /// without its broken photo.
    public static func problem(_ kind: String, pages: Int?, text: String?) -> String? {
        let (pages, text) = (pages ?? 0, text ?? "")
        switch kind {
        case "huge":
            return pages > 10 && pages < 100 ? nil : "\(kind): \(pages) pages"
        case "broken photo":
            return pages == 1 && text.hasPrefix("Hostile\n") && text.contains("1 egg") ? nil : "\(kind): \(pages) pages: \(text)"
        default:
            guard pages == 1, text.contains("This recipe card cannot be shown") else { return "\(kind): \(pages) pages: \(text)" }
            return text.contains("\(kind).recipe.md") ? nil : "\(kind): the message does not name the file: \(text)"
        }
    }
}
