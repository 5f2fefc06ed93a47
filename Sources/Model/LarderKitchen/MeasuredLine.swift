/// An ingredient line split around its measure: "1 1/2 cups buttermilk" is
/// ("", 1½, "cups", "buttermilk"); "醤油 大さじ2" is ("醤油 ", 2, "大さじ",
/// unit first); "鸡胸肉 300克" is ("鸡胸肉 ", 300, "克"). Lines with no
/// measure, or one that must stay as written ("a pinch of salt", "salt to
/// taste", "1/0 cup", "350°F"), give nil.
public struct MeasuredLine: Sendable, Equatable {
    /// Text before the measure: leading spaces, or the item when the measure comes last.
    var before: String
    /// The quantity as written.
    public internal(set) var amount: Amount
    /// The unit as written; nil for a count ("2 eggs").
    var unitText: String?
    /// The unit; nil for a count.
    public internal(set) var unit: KitchenUnit?
    /// "大さじ2": the unit before the number.
    var unitFirst: Bool
    /// What separates the number and the unit as written ("" or " ").
    var gap: String
    /// Text after the measure, its leading space included.
    var after: String
    /// The measure came last, after the item ("鸡胸肉 300克").
    var isTrailing: Bool
    /// The line's language (its primary subtag).
    var language: String

    /// The measure in `line` of a recipe in `language`, if it has one that can be scaled.
    public static func read(_ line: String, language: String) -> MeasuredLine? {
        let text = fold(line)
        var start = Substring(text)
        QuantityReader.skipSpaces(&start)
        let leading = String(text[..<start.startIndex])
        if let measure = readLeading(start, before: leading, language: language) { return measure }
        return readTrailing(text, language: language)
    }

    /// "2 eggs", "250 g flour", "a cup of milk", "200g de farine".
    private static func readLeading(_ text: Substring, before: String, language: String) -> MeasuredLine? {
        guard case .amount(let amount, let needsUnit, let rest) = QuantityReader.read(text, language: language) else { return nil }
        var afterNumber = rest
        QuantityReader.skipSpaces(&afterNumber)
        let gap = String(rest[..<afterNumber.startIndex])
        if let (spelling, afterUnit) = UnitSpellings.read(afterNumber, language: language) {
            guard spelling.unit.dimension != .vague else { return nil }
            let written = String(afterNumber[..<afterUnit.startIndex])
            return MeasuredLine(before: before, amount: amount, unitText: written, unit: spelling.unit, unitFirst: false,
                                gap: gap, after: String(afterUnit), isTrailing: false, language: language)
        }
        guard !needsUnit, !startsTemperatureOrPercent(afterNumber) else { return nil }
        // A number glued to a word ("10e400", "2x", "2-inch") is not a quantity.
        if gap.isEmpty, let next = afterNumber.first, next.isLetter && !next.isCJK || NumberWords.rangeMarks.contains(next) { return nil }
        if afterNumber.isEmpty { return nil }
        return MeasuredLine(before: before, amount: amount, unitText: nil, unit: nil, unitFirst: false,
                            gap: "", after: String(rest), isTrailing: false, language: language)
    }

    /// "鸡胸肉 300克", "醤油 大さじ2", "砂糖 大さじ1と1/2", "卵 2個", "Мука — 300 г",
    /// "Mehl: 2 EL": the measure ends the line (one of its last three words starts it).
    private static func readTrailing(_ line: String, language: String) -> MeasuredLine? {
        // A note in parentheses may follow: "嫩豆腐 1块（约400克）".
        var text = Substring(line)
        var note = ""
        if let last = text.last, last == ")" || last == "）", let open = text.lastIndex(where: { $0 == "(" || $0 == "（" }) {
            note = String(text[open...])
            text = text[..<open]
        }
        func isSpace(_ c: Character) -> Bool { c == " " || c == "\u{3000}" }
        var end = text.endIndex
        for _ in 0..<3 {
            guard let space = text[..<end].lastIndex(where: isSpace) else { return nil }
            end = space
            let token = text[text.index(after: space)...]
            let before = String(text[...space])
            guard !token.isEmpty, !before.trimming(" \u{3000}").isEmpty else { continue }
            if let measure = trailingMeasure(token, before: before, note: note, language: language) { return measure }
        }
        return nil
    }

    /// `token` as a whole measure: unit then amount, or amount then unit.
    private static func trailingMeasure(_ token: Substring, before: String, note: String, language: String) -> MeasuredLine? {
        if let (spelling, afterUnit) = UnitSpellings.read(token, language: language), spelling.unit.dimension != .vague,
           case .amount(let amount, _, let rest) = QuantityReader.read(afterUnit, language: language), rest.isEmpty {
            return MeasuredLine(before: before, amount: amount, unitText: String(token[..<afterUnit.startIndex]), unit: spelling.unit,
                                unitFirst: true, gap: "", after: note, isTrailing: true, language: language)
        }
        guard case .amount(let amount, _, let rest) = QuantityReader.read(token, language: language) else { return nil }
        var unitStart = rest
        QuantityReader.skipSpaces(&unitStart)
        guard let (spelling, afterUnit) = UnitSpellings.read(unitStart, language: language) else { return nil }
        guard afterUnit.isEmpty, spelling.unit.dimension != .vague else { return nil }
        return MeasuredLine(before: before, amount: amount, unitText: String(unitStart), unit: spelling.unit, unitFirst: false,
                            gap: String(rest[..<unitStart.startIndex]), after: note, isTrailing: true, language: language)
    }

    private static func startsTemperatureOrPercent(_ text: Substring) -> Bool {
        guard let first = text.first else { return false }
        return "°º˚℃℉%".contains(first)
    }

    /// Full-width digits and the full-width slash and point read as ASCII ones (NFKC for the characters that matter).
    static func fold(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { (0xFF0E...0xFF19).contains($0.value) }) else { return line }
        var scalars = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if (0xFF0E...0xFF19).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
                scalars.append(ascii)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// What the line is of: "buttermilk" in "1 1/2 cups buttermilk", "醤油" in "醤油 大さじ2".
    public var item: String {
        ShoppingKey.withoutLinkWord(Substring(ShoppingKey.withoutLeadingAside(itemAsWritten))).trimming(" ")
    }

    /// The same measure with another amount (a sum on a shopping list).
    func with(amount: Amount) -> MeasuredLine {
        var copy = self
        copy.amount = amount
        return copy
    }

    /// The text of the item, a joining word included ("d'ail", "of milk").
    var itemAsWritten: String {
        let text = isTrailing ? before : after
        return text.trimming(" \t\u{3000}")
    }

    /// The same measure with other text after it.
    func with(after text: String) -> MeasuredLine {
        var copy = self
        copy.after = text
        return copy
    }

    /// This measure's amount and unit in the place of `other`'s, in its line.
    func replacing(_ other: MeasuredLine) -> MeasuredLine {
        var copy = other
        (copy.amount, copy.unitText, copy.unit, copy.unitFirst) = (amount, unitText, unit, unitFirst)
        copy.gap = gap.isEmpty && other.gap.isEmpty ? "" : " "
        return copy
    }

    /// The line with `amount` and `unit` in place of the measure.
    func rewritten(amount text: String, unit: String?, unitFirst: Bool, gap: String) -> String {
        if unitFirst { return before + (unit ?? "") + text + after }
        guard let unit else { return before + text + after }
        return before + text + gap + unit + after
    }
}
