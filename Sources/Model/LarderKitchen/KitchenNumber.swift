/// Numbers written as a cook measures: kitchen fractions (⅛ ¼ ⅓ ½ ⅔ ¾) for
/// spoons, cups and counts, whole grams and millilitres from 10 up, a
/// decimal below, the language's decimal separator.
enum KitchenNumber {
    enum Rounding {
        /// Spoons: whole numbers and kitchen fractions, never zero.
        case fractions
        /// Cups: the same without eighths (cup measures go down to a quarter).
        case cups
        /// Grams, millilitres, kilograms, litres: whole from 10, else up to two decimals.
        case metric
        /// Eggs, cloves: kitchen fractions below 10, whole from there.
        case count
        /// Ounces: kitchen fractions below 4, whole from there.
        case ounces
    }

    private static let fractions: [(value: Double, glyph: String, ascii: String)] = [
        (0, "", ""), (1.0 / 8, "⅛", "1/8"), (1.0 / 4, "¼", "1/4"), (1.0 / 3, "⅓", "1/3"), (1.0 / 2, "½", "1/2"),
        (2.0 / 3, "⅔", "2/3"), (3.0 / 4, "¾", "3/4"), (1, "", ""),
    ]

    /// `value` rounded as `rounding` asks: the number a cook reads.
    static func rounded(_ value: Double, _ rounding: Rounding) -> Double {
        // Nothing stays nothing ("0–1 tsp cayenne"); anything else is at least the smallest measure.
        guard value > 0 else { return 0 }
        switch rounding {
        case .metric:
            if value >= 10 { return value.rounded() }
            return max((value * 100).rounded() / 100, 0.01)
        case .count where value >= 10, .ounces where value >= 4:
            return value.rounded()
        case .fractions, .cups, .count, .ounces:
            let whole = value.rounded(.down)
            let allowed = rounding == .cups ? fractions.filter { $0.value != 1.0 / 8 } : fractions
            let nearest = allowed.min { abs($0.value - (value - whole)) < abs($1.value - (value - whole)) }!.value
            let result = whole + nearest
            return result > 0 ? result : rounding == .cups ? 1.0 / 4 : 1.0 / 8
        }
    }

    /// `value` rounded and written for `language` ("1½", "1と1/2", "2,5", "355").
    static func text(_ value: Double, _ rounding: Rounding, language: String) -> String {
        let value = rounded(value, rounding)
        let whole = value.rounded(.down)
        let rest = value - whole
        if rounding != .metric || rest == 0, let fraction = fractions.first(where: { abs($0.value - rest) < 1e-9 }) {
            let wholeText = whole > 0 || fraction.glyph.isEmpty ? String(Int(whole)) : ""
            if fraction.glyph.isEmpty { return wholeText }
            if language == "ja" { return wholeText.isEmpty ? fraction.ascii : wholeText + "と" + fraction.ascii }
            return wholeText + fraction.glyph
        }
        var digits = String(Int((value * 100).rounded()))
        while digits.count < 3 { digits = "0" + digits }
        var decimals = String(digits.suffix(2))
        while decimals.hasSuffix("0") { decimals.removeLast() }
        let integer = String(digits.dropLast(2))
        guard !decimals.isEmpty else { return integer }
        return integer + String(decimalSeparator(language)) + decimals
    }

    /// A range "4–6", or one number when both bounds round alike.
    static func text(_ amount: Amount, _ rounding: Rounding, language: String) -> String {
        let low = text(amount.low, rounding, language: language)
        guard let high = amount.high else { return low }
        let top = text(high, rounding, language: language)
        return top == low ? low : low + "–" + top
    }

    static func decimalSeparator(_ language: String) -> Character {
        ["de", "fr", "it", "ru"].contains(language) ? "," : "."
    }
}
