/// Reads the quantity at the start of a piece of ingredient text as cooks
/// write it: "2", "1.5", "1,5", "1/2", "½", "1 1/2", "1½", "1と1/2", "2-3",
/// "2 to 3", "de 2 à 3", "two", "a" (before a unit). What it cannot read
/// exactly ("1/0", "½½", "10e400", a number of thousands of digits) is
/// `unreadable`, so that the line is left as written. Looks at a bounded
/// number of characters: linear in the line.
enum QuantityReader {
    enum Reading: Equatable {
        /// No quantity here.
        case absent
        /// Something like a number that must not be turned into one.
        case unreadable
        /// The amount, whether it was an article ("a", "un") that counts only before a unit, and the text after it.
        case amount(Amount, needsUnit: Bool, rest: Substring)
    }

    static let vulgarFractions: [Character: Double] = [
        "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5, "⅖": 2.0 / 5, "⅗": 3.0 / 5,
        "⅘": 4.0 / 5, "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8, "⅞": 7.0 / 8,
    ]

    /// The most digits a whole number may have (a tonne in grams has seven).
    static let maximumDigits = 7

    static func read(_ text: Substring, language: String) -> Reading {
        var cursor = text
        var opened = false
        if let word = leadingWord(of: cursor, among: NumberWords.rangeOpenings[language] ?? []) {
            cursor = word.rest
            opened = true
        }
        let first = single(&cursor, language: language)
        guard case .amount(let low, let needsUnit, _) = first else { return opened ? .absent : first }
        var amount = Amount(low.low)
        // A range: "2-3", "2 – 3", "2 to 3", "2〜3".
        var probe = cursor
        skipSpaces(&probe)
        var joined = false
        if let mark = probe.first, NumberWords.rangeMarks.contains(mark) {
            probe = probe.dropFirst()
            joined = true
        } else if probe.startIndex != cursor.startIndex,
                  let word = leadingWord(of: probe, among: NumberWords.rangeWords[language] ?? []) {
            probe = word.rest
            joined = true
        }
        if joined {
            skipSpaces(&probe)
            switch single(&probe, language: language) {
            case .amount(let high, _, _) where high.low >= amount.low:
                amount.high = high.low
                cursor = probe
            case .amount(let fraction, _, _) where fraction.low < 1 && amount.low == amount.low.rounded() && cursor.first == "-":
                // "1-1/2 cups": an American mixed number, not a range.
                amount.low += fraction.low
                cursor = probe
            case .amount, .unreadable:
                return .unreadable
            case .absent:
                break
            }
        } else if opened {
            return .absent
        }
        return .amount(amount, needsUnit: needsUnit, rest: cursor)
    }

    /// One number: digits, a fraction, a mixed number or a number word.
    private static func single(_ text: inout Substring, language: String) -> Reading {
        guard let first = text.first else { return .absent }
        if let fraction = vulgarFractions[first] {
            let rest = text.dropFirst()
            if let next = rest.first, next.isASCIIDigit || vulgarFractions[next] != nil { return .unreadable }
            text = rest
            return .amount(Amount(fraction), needsUnit: false, rest: rest)
        }
        if first.isASCIIDigit { return digits(&text, language: language) }
        for word in NumberWords.byLanguage[language] ?? [] {
            let head = text.prefix(word.text.count)
            guard head.lowercased() == word.text else { continue }
            let rest = text.dropFirst(word.text.count)
            // Chinese numerals are glued to their counter; words elsewhere end at a space.
            guard language == "zh" || rest.first.map({ $0 == " " || $0 == "\u{A0}" }) ?? true else { continue }
            var after = rest
            // "half a cup", "half an onion": the article belongs to the half.
            if language == "en", word.text == "half" {
                for article in [" a ", " an "] where after.prefix(article.count).lowercased() == article {
                    after = after.dropFirst(article.count - 1)
                    break
                }
            }
            text = after
            return .amount(Amount(word.value), needsUnit: word.needsUnit, rest: after)
        }
        return .absent
    }

    private static func digits(_ text: inout Substring, language: String) -> Reading {
        var cursor = text
        guard let whole = run(&cursor) else { return .unreadable }
        var number = Double(whole)!
        var digitCount = whole.count
        var isWhole = true
        // "1/2": a fraction.
        if let slash = cursor.first, slash == "/" || slash == "⁄" {
            cursor = cursor.dropFirst()
            guard whole.count <= 4, let denominator = run(&cursor), denominator.count <= 4,
                  let d = Double(denominator), d > 0 else { return .unreadable }
            return finish(number / d, &text, cursor)
        }
        // "1.5", "1,5", "1,000", "1.000" (thousands where the language groups so).
        var decimals = ""
        while let separator = cursor.first, separator == "." || separator == ",",
              let next = cursor.dropFirst().first, next.isASCIIDigit {
            var after = cursor.dropFirst()
            guard let group = run(&after) else { return .unreadable }
            // A thousands group follows one to three digits, never a lone 0 ("0.250 kg" is a quarter).
            let groups = separator == Self.groupSeparator(language) && whole.count <= 3 && whole != "0"
            if group.count == 3 && groups && isWhole && decimals.isEmpty {
                digitCount += group.count
                guard digitCount <= maximumDigits else { return .unreadable }
                number = number * 1000 + Double(group)!
            } else if isWhole && group.count <= 3 {
                decimals = group
                isWhole = false
            } else {
                return .unreadable
            }
            cursor = after
        }
        if !decimals.isEmpty, let fraction = Double("0." + decimals) { number += fraction }
        if let glued = cursor.first, let fraction = vulgarFractions[glued] {
            guard isWhole else { return .unreadable }
            cursor = cursor.dropFirst()
            number += fraction
            return finish(number, &text, cursor)
        }
        // A mixed number: "1 1/2", "1 ½", "1と1/2".
        if isWhole {
            var probe = cursor
            if probe.first == " " || probe.first == "と" {
                probe = probe.dropFirst()
                if let next = probe.first, let fraction = vulgarFractions[next] {
                    probe = probe.dropFirst()
                    if let after = probe.first, after.isASCIIDigit || vulgarFractions[after] != nil { return .unreadable }
                    return finish(number + fraction, &text, probe)
                }
                var numerator = probe
                if let top = run(&numerator), top.count <= 4, numerator.first == "/" || numerator.first == "⁄" {
                    var bottom = numerator.dropFirst()
                    guard let denominator = run(&bottom), denominator.count <= 4, let d = Double(denominator), d > 0,
                          let n = Double(top), n < d else { return .unreadable }
                    return finish(number + n / d, &text, bottom)
                }
            }
        }
        return finish(number, &text, cursor)
    }

    /// A number must not run straight into more digits or fractions ("½½", "1/2/3").
    private static func finish(_ value: Double, _ text: inout Substring, _ cursor: Substring) -> Reading {
        if let next = cursor.first, next.isASCIIDigit || vulgarFractions[next] != nil || next == "/" || next == "⁄" {
            return .unreadable
        }
        guard value.isFinite else { return .unreadable }
        text = cursor
        return .amount(Amount(value), needsUnit: false, rest: cursor)
    }

    /// ASCII digits, at most ``maximumDigits``; nil when there are more.
    private static func run(_ text: inout Substring) -> String? {
        var digits = ""
        while let c = text.first, c.isASCIIDigit {
            digits.append(c)
            text = text.dropFirst()
            if digits.count > maximumDigits {
                return nil
            }
        }
        return digits.isEmpty ? nil : digits
    }

    /// The thousands separator: "," in English, Japanese and Chinese; "." elsewhere.
    static func groupSeparator(_ language: String) -> Character {
        ["en", "ja", "zh"].contains(language) ? "," : "."
    }

    /// One of `words` at the start of `text`, followed by a space.
    private static func leadingWord(of text: Substring, among words: [String]) -> (word: String, rest: Substring)? {
        for word in words {
            let head = text.prefix(word.count + 1)
            guard head.count == word.count + 1, head.last == " ", head.dropLast().lowercased() == word else { continue }
            var rest = text.dropFirst(word.count)
            skipSpaces(&rest)
            return (word, rest)
        }
        return nil
    }

    static func skipSpaces(_ text: inout Substring) {
        while let c = text.first, c == " " || c == "\t" || c == "\u{A0}" || c == "\u{202F}" || c == "\u{3000}" { text = text.dropFirst() }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
