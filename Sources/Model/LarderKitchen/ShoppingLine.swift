/// One ingredient line on its way to a shopping list: its measure, if any,
/// and the key it is merged by.
struct ShoppingLine: Sendable {
    let text: String
    let language: String
    let recipe: String
    let measure: MeasuredLine?
    /// What the line is of, as written ("eggs", "d'ail"), note left out.
    let item: String
    /// The same without a joining word ("ail", "farine"), for "farine: 250 g + 2 c. à soupe".
    let bareItem: String
    let key: String

    /// Words and units that say "as much as you like": never a quantity.
    private static let vagueEndings = [
        "to taste", "as needed", "for serving", "for garnish", "optional", "nach belieben", "nach geschmack", "au goût",
        "selon votre goût", "selon le goût", "à volonté", "q.b.", "qb", "a piacere", "по вкусу", "по желанию", "适量",
        "少许", "適量", "少々", "適宜", "お好みで",
    ]

    init(_ text: String, language: String, recipe: String) {
        self.text = text
        self.language = language
        self.recipe = recipe
        measure = MeasuredLine.read(text, language: language)
        let measured = measure?.itemAsWritten
        item = ShoppingKey.withoutNote(measured ?? Self.unmeasuredItem(text, language: language))
        bareItem = ShoppingKey.withoutNote(measure?.item ?? item)
        key = ShoppingKey.key(of: bareItem, language: language)
    }

    /// "a pinch of salt" → "salt"; "salt to taste" → "salt"; "塩 少々" → "塩".
    private static func unmeasuredItem(_ text: String, language: String) -> String {
        var rest = Substring(text.trimming(" \t"))
        if case .amount(_, _, let afterNumber) = QuantityReader.read(rest, language: language) {
            var probe = afterNumber
            QuantityReader.skipSpaces(&probe)
            if let (_, afterUnit) = UnitSpellings.read(probe, language: language) {
                rest = afterUnit
                QuantityReader.skipSpaces(&rest)
                rest = ShoppingKey.withoutLinkWord(rest)
            }
        }
        // Lowercased once: the endings are compared with it, the line's own case is what is kept.
        let lowered = rest.lowercased()
        if let ending = vagueEndings.first(where: { lowered.hasSuffix($0) }) {
            rest = rest.dropLast(ending.count)
        }
        return rest.trimming(" \t\u{3000},")
    }
}
