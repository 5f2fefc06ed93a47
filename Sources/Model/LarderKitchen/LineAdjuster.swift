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

    /// One ingredient line, scaled and converted. A line whose measure neither
    /// scaling nor converting changes comes back as written.
    public func ingredient(_ line: String) -> String {
        guard let measured = MeasuredLine.read(line, language: language) else { return temperatures(line) }
        let converting = system.map { system in measured.unit.map { MeasureConverter.converts($0, to: system) } ?? false } ?? false
        let aside = SecondMeasure.after(measured)
        guard factor != 1 || converting || (system != nil && aside != nil) else { return temperatures(line) }
        var main = measured
        var rest = measured.after
        if let aside {
            rest = aside.rest
            // With a system asked for, the line keeps one measure: the one already in that system if there is one.
            if let system, let second = aside.measure.unit, converting, !MeasureConverter.converts(second, to: system),
               second.dimension == .volume || second.dimension == .mass {
                main = aside.measure.replacing(measured)
            } else if system == nil {
                rest = aside.opening + written(aside.measure) + aside.closing + aside.rest
            }
        }
        let text = written(main.with(after: rest))
        return temperatures(language == "en" ? Self.agreeingNoun(text, measured: main.with(after: rest), factor: factor) : text)
    }

    /// `measured` scaled and converted, in its line.
    private func written(_ measured: MeasuredLine) -> String {
        let result = MeasureConverter.adjust(measured, factor: factor, system: system)
        return measured.rewritten(amount: KitchenNumber.text(result.amount, result.rounding, language: language),
                                  unit: result.unitText, unitFirst: result.unitFirst,
                                  gap: result.rewroteUnit ? (result.unitText?.first?.isCJK == true ? "" : " ") : measured.gap)
    }

    /// Method text: temperatures converted; quantities in it stay as written.
    public func temperatures(_ text: String) -> String {
        guard let system else { return text }
        return TemperatureText.converted(text, to: system, language: language)
    }

    /// Words that count what follows them: in "1 small bunch basil" the bunch is what becomes two.
    private static let countingWords: Set<String> = [
        "bunch", "head", "piece", "can", "tin", "sprig", "slice", "clove", "stalk", "handful", "sheet", "stick", "loaf",
        "bulb", "ear", "rib", "fillet", "package", "packet", "jar", "bottle", "bag", "pinch", "knob",
    ]

    /// "1 egg" doubled reads "2 eggs", "1 whole egg" "2 whole eggs", "1 small
    /// bunch basil" "2 small bunches basil"; "2 eggs" halved reads "1 egg".
    /// The word changed is the counting word if there is one, else the last
    /// word before a comma or a parenthesis.
    static func agreeingNoun(_ text: String, measured: MeasuredLine, factor: Double) -> String {
        guard measured.unit == nil, !measured.isTrailing, factor != 1 else { return text }
        let wasPlural = measured.amount.top > 1
        let isPlural = KitchenNumber.rounded(measured.amount.times(factor).top, .count) > 1
        guard wasPlural != isPlural else { return text }
        let after = measured.after
        guard text.hasSuffix(after) else { return text }
        // The words before the note, a leading parenthesis ("(14 oz) can") skipped.
        var start = after.startIndex
        let trimmed = after.drop { $0 == " " }
        if trimmed.first == "(", let close = trimmed.firstIndex(of: ")") { start = after.index(after: close) }
        let end = after[start...].firstIndex { $0 == "," || $0 == "(" || $0 == ";" } ?? after.endIndex
        var words: [Range<String.Index>] = []
        var index = start
        while index < end {
            guard after[index].isLetter, after[index].isASCII else { index = after.index(after: index); continue }
            var wordEnd = index
            while wordEnd < end, after[wordEnd].isLetter, after[wordEnd].isASCII { wordEnd = after.index(after: wordEnd) }
            words.append(index..<wordEnd)
            index = wordEnd
        }
        guard let head = words.first(where: { countingWords.contains(ShoppingKey.singular(after[$0].lowercased())) }) ?? words.last else { return text }
        let word = String(after[head])
        let replaced = isPlural ? ShoppingKey.plural(word) : ShoppingKey.singular(word)
        let newAfter = after[..<head.lowerBound] + replaced + after[head.upperBound...]
        return String(text.dropLast(after.count)) + newAfter
    }
}
