/// Rewrites ingredient lines and method text for a number of servings and a
/// system of measures, in one recipe's language. A line with nothing to
/// scale or convert comes back as written.
public struct LineAdjuster: Sendable {
    /// The servings wanted over the recipe's own; 1 to convert only.
    public let factor: Double
    /// The measures wanted; nil to keep the recipe's.
    public let system: MeasureSystem?
    /// The recipe's language, its primary subtag ("zh" for "zh-CN").
    public let language: String

    /// An adjuster for a recipe in `language` (a BCP 47 tag; nil reads as English).
    public init(factor: Double, system: MeasureSystem?, language: String?) {
        self.factor = factor
        self.system = system
        self.language = Self.primaryLanguage(language)
    }

    /// "zh-CN" → "zh"; nil or empty → "en".
    public static func primaryLanguage(_ tag: String?) -> String {
        let primary = (tag ?? "").split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return primary.isEmpty ? "en" : primary
    }

    /// One ingredient line, scaled and converted.
    public func ingredient(_ line: String) -> String {
        guard let measured = MeasuredLine.read(line, language: language) else { return temperatures(line) }
        let result = MeasureConverter.adjust(measured, factor: factor, system: system)
        var text = measured.rewritten(amount: KitchenNumber.text(result.amount, result.rounding, language: language),
                                      unit: result.unitText, unitFirst: result.unitFirst,
                                      gap: result.rewroteUnit ? (result.unitText?.first?.isCJK == true ? "" : " ") : measured.gap)
        if language == "en", measured.unit == nil, result.rounding == .count {
            text = Self.agreeingNoun(text, measured: measured, value: KitchenNumber.rounded(result.amount.top, .count))
        }
        return text
    }

    /// Method text: temperatures converted; quantities in it stay as written.
    public func temperatures(_ text: String) -> String {
        guard let system else { return text }
        return TemperatureText.converted(text, to: system, language: language)
    }

    /// "1 egg" doubled reads "2 eggs"; "2 eggs" halved "1 egg".
    private static func agreeingNoun(_ text: String, measured: MeasuredLine, value: Double) -> String {
        let after = measured.after
        guard after.first == " " else { return text }
        let word = after.dropFirst().prefix { $0.isLetter }
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII }) else { return text }
        let wasPlural = measured.amount.top > 1
        let isPlural = value > 1
        guard wasPlural != isPlural else { return text }
        let replaced = isPlural ? ShoppingKey.plural(String(word)) : ShoppingKey.singular(String(word))
        return String(text.dropLast(after.count)) + " " + replaced + after.dropFirst(1 + word.count)
    }
}
