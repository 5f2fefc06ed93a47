/// Splits an ingredient line into quantity, unit, item and note where it can:
/// "1 1/2 cups flour, sifted", "2 c. à soupe d'huile", "500 г свёклы",
/// "鸡胸肉 300克", "醤油 大さじ2". What it cannot split stays in `item`;
/// the original line is always kept.
public enum IngredientParser {
    /// Unit words in the languages of the sample collection, longest first so
    /// that "c. à soupe" wins over "c.".
    static let units: [String] = [
        // English
        "tablespoons", "tablespoon", "teaspoons", "teaspoon", "handfuls", "handful", "bunches", "bunch",
        "pinches", "pinch", "cloves", "clove", "slices", "slice", "sprigs", "sprig", "sticks", "stick",
        "pieces", "piece", "ounces", "ounce", "pounds", "pound", "grams", "gram", "kilograms", "kilogram",
        "liters", "liter", "litres", "litre", "cans", "can", "cups", "cup", "tbsp", "tbs", "tsp",
        "dash", "lbs", "lb", "oz", "kg", "mg", "ml", "cl", "dl", "g", "l",
        // French
        "cuillères à soupe", "cuillère à soupe", "cuillères à café", "cuillère à café",
        "c. à soupe", "c. à café", "c.à.s.", "c.à.c.", "c.à.s", "c.à.c", "cs", "cc",
        "pincées", "pincée", "gousses", "gousse", "tranches", "tranche", "bottes", "botte",
        "brins", "brin", "sachets", "sachet", "verres", "verre",
        // Russian
        "ст. л.", "ч. л.", "ст.л.", "ч.л.", "стакана", "стаканов", "стакан", "зубчика", "зубчиков", "зубчик",
        "щепотки", "щепотка", "пучка", "пучок", "шт.", "шт", "кг", "гр", "мл", "г", "л",
        // Chinese
        "千克", "公斤", "毫升", "汤匙", "茶匙", "大勺", "小勺", "克", "升", "个", "勺", "片", "根", "瓣", "颗", "块", "只", "碗",
        // Japanese
        "大さじ", "小さじ", "カップ", "個", "本", "枚", "合", "玉", "かけ",
    ].sorted { $0.count > $1.count }

    /// A unit as matched: its text, its length in characters, whether it is
    /// Chinese or Japanese (which needs no word break after it).
    struct UnitWord {
        let text: String
        let count: Int
        let isCJK: Bool
    }

    /// The units by their first character, longest first within each: a line
    /// is compared with the few units that can match it, not all of them
    /// (comparing all was a fifth of the time of reading a saved page).
    static let unitsByFirstCharacter: [Character: [UnitWord]] = {
        var table: [Character: [UnitWord]] = [:]
        for unit in units {
            let word = UnitWord(text: unit, count: unit.count, isCJK: unit.unicodeScalars.first.map { $0.value >= 0x3000 } ?? false)
            table[unit.first!, default: []].append(word)
        }
        return table
    }()

    /// The most characters a unit has.
    static let longestUnit = units.map(\.count).max() ?? 0

    /// Words that join a unit to its item: "of", "de", "d'".
    static let linkWords = ["of ", "de ", "d'", "d’"]

    /// Parses one line. Never fails: the worst case is an ingredient whose
    /// `item` is the whole line.
    public static func parse(_ line: String) -> Ingredient {
        let text = line.trimming(" \t")
        var result = Ingredient(line: line, quantity: nil, unit: nil, item: nil, note: nil)
        guard !text.isEmpty else { return result }

        var rest = Substring(text)
        if let quantity = readQuantity(&rest) {
            result.quantity = quantity
            skipSpaces(&rest)
            if let unit = readUnit(&rest) {
                result.unit = unit
                skipSpaces(&rest)
                let start = rest.prefix(3).lowercased()
                for link in linkWords where start.hasPrefix(link) {
                    rest = rest.dropFirst(link.count)
                    break
                }
            }
        } else if let (item, quantity, unit) = trailingQuantity(text) {
            // "鸡胸肉 300克", "醤油 大さじ2": the quantity comes last.
            result.quantity = quantity
            result.unit = unit
            rest = Substring(item)
        }
        let (item, note) = splitNote(String(rest))
        result.item = item.isEmpty ? nil : item
        result.note = note
        return result
    }

    // MARK: - Quantities

    static let vulgarFractions: [Character: Double] = [
        "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
    ]

    /// Reads "2", "1.5", "1,5", "1/2", "1 1/2", "1½", "½", "2-3" (the lower bound).
    static func readQuantity(_ text: inout Substring) -> Double? {
        var cursor = text
        guard var value = readNumber(&cursor) else { return nil }
        // A mixed number: "1 1/2", "1 ½", "1½".
        var probe = cursor
        skipSpaces(&probe)
        if value == value.rounded(), let fraction = readFraction(&probe) {
            value += fraction
            cursor = probe
        }
        // A range: keep the lower bound, skip the upper one.
        probe = cursor
        skipSpaces(&probe)
        if let dash = probe.first, "-–~".contains(dash) {
            probe = probe.dropFirst()
            skipSpaces(&probe)
            if readNumber(&probe) != nil { cursor = probe }
        }
        // A number glued to a word ("2eggs") is not a quantity, but "200g" and "300克" are.
        text = cursor
        return value
    }

    private static func readNumber(_ text: inout Substring) -> Double? {
        if let fraction = readFraction(&text) { return fraction }
        var digits = ""
        var cursor = text
        while let c = cursor.first, c.isASCII, c.isNumber { digits.append(c); cursor = cursor.dropFirst() }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        if let separator = cursor.first, separator == "." || separator == ",",
           let next = cursor.dropFirst().first, next.isASCII, next.isNumber {
            cursor = cursor.dropFirst()
            var decimals = ""
            while let c = cursor.first, c.isASCII, c.isNumber { decimals.append(c); cursor = cursor.dropFirst() }
            digits += "." + decimals.prefix(6)
        }
        if let c = cursor.first, let fraction = vulgarFractions[c] {
            cursor = cursor.dropFirst()
            text = cursor
            return (Double(digits) ?? 0) + fraction
        }
        text = cursor
        return Double(digits)
    }

    /// "1/2" or "½".
    private static func readFraction(_ text: inout Substring) -> Double? {
        if let c = text.first, let value = vulgarFractions[c] {
            text = text.dropFirst()
            return value
        }
        var cursor = text
        var numerator = ""
        while let c = cursor.first, c.isASCII, c.isNumber, numerator.count < 4 { numerator.append(c); cursor = cursor.dropFirst() }
        guard !numerator.isEmpty, cursor.first == "/" || cursor.first == "⁄" else { return nil }
        cursor = cursor.dropFirst()
        var denominator = ""
        while let c = cursor.first, c.isASCII, c.isNumber, denominator.count < 4 { denominator.append(c); cursor = cursor.dropFirst() }
        guard let n = Double(numerator), let d = Double(denominator), d > 0 else { return nil }
        text = cursor
        return n / d
    }

    // MARK: - Units

    static func readUnit(_ text: inout Substring) -> String? {
        let lowered = text.prefix(longestUnit + 1).lowercased()
        guard let first = lowered.first, let candidates = unitsByFirstCharacter[first] else { return nil }
        for unit in candidates where lowered.hasPrefix(unit.text) {
            let after = text.dropFirst(unit.count)
            let endsWord = after.first.map { !$0.isLetter } ?? true
            guard endsWord || unit.isCJK || unit.text.hasSuffix(".") else { continue }
            text = after
            return unit.text
        }
        return nil
    }

    /// Splits "鸡胸肉 300克" into ("鸡胸肉", 300, "克") and "醤油 大さじ2" into ("醤油", 2, "大さじ").
    static func trailingQuantity(_ text: String) -> (String, Double, String?)? {
        guard let space = text.lastIndex(where: { $0 == " " || $0 == "\u{3000}" }) else { return nil }
        let item = text[..<space].trimming(" \u{3000}")
        var token = text[text.index(after: space)...]
        guard !item.isEmpty, !token.isEmpty else { return nil }
        let leadingUnit = readUnit(&token)
        guard let quantity = readQuantity(&token) else { return nil }
        let trailingUnit = readUnit(&token)
        guard token.isEmpty else { return nil }
        return (item, quantity, leadingUnit ?? trailingUnit)
    }

    // MARK: - Notes

    /// "eggs, beaten" → ("eggs", "beaten"); "butter (softened)" → ("butter", "softened").
    static func splitNote(_ text: String) -> (String, String?) {
        let trimmed = text.trimming(" \t")
        if let comma = trimmed.firstIndex(where: { $0 == "," || $0 == "，" || $0 == "、" }) {
            let note = trimmed[trimmed.index(after: comma)...].trimming(" \t")
            return (trimmed[..<comma].trimming(" \t"), note.isEmpty ? nil : note)
        }
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("), open != trimmed.startIndex {
            let note = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            return (trimmed[..<open].trimming(" \t"), note.isEmpty ? nil : String(note))
        }
        return (trimmed, nil)
    }

    static func skipSpaces(_ text: inout Substring) {
        while let c = text.first, c == " " || c == "\t" || c == "\u{3000}" { text = text.dropFirst() }
    }
}

extension StringProtocol {
    /// Trims the given characters from both ends (Foundation-free). Compared
    /// by scalars, so that "\r\n" in `set` means both "\r" and "\n".
    package func trimming(_ set: String) -> String {
        // The sets are a few characters: a linear look is cheaper than building a Set each call.
        func strip(_ c: Character) -> Bool { c.unicodeScalars.allSatisfy { set.unicodeScalars.contains($0) } }
        var slice = Substring(self)
        while let c = slice.first, strip(c) { slice = slice.dropFirst() }
        while let c = slice.last, strip(c) { slice = slice.dropLast() }
        return String(slice)
    }
}
