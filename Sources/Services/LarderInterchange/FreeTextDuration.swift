/// Times as apps and people write them rather than as ISO 8601: "1 hr 20 mins",
/// "45 minutes", "1 1/2 hours", "1:30", "2h30", "1 Std. 10 Min.", "about 20 min".
/// A range ("20-30 minutes") counts its upper end, which is how long it may take.
/// ISO 8601 ("PT20M") is passed to ``ISODuration``. Linear in the text.
public enum FreeTextDuration {
    /// Whole minutes, or `nil` when `text` names no time (or an absurd one).
    public static func minutes(_ text: String) -> Int? {
        let trimmed = text.trimming(" \t\r\n")
        guard !trimmed.isEmpty, trimmed.utf8.count <= 200 else { return nil }
        if let iso = ISODuration.minutes(trimmed) { return iso }
        if trimmed.allSatisfy({ $0 == ":" || ($0.isASCII && $0.isNumber) }), trimmed.contains(":") { return clockTime(trimmed) }
        var total = 0.0
        var pending: Double?
        var sawUnit = false
        var lastUnit = 0.0
        for token in tokens(of: trimmed.lowercased()) {
            switch token {
            case .number(let value):
                // "1 1/2": a fraction after a whole number adds to it; a range keeps the upper end.
                if let previous = pending, value < 1 { pending = previous + value } else { pending = value }
            case .word(let word):
                guard let unit = unitMinutes[word] else { continue }
                guard let value = pending else { continue }
                total += value * unit
                pending = nil
                sawUnit = true
                lastUnit = unit
            }
        }
        if let rest = pending {
            // A bare number is minutes, and so is one after hours ("2h30").
            if !sawUnit { total = rest } else if lastUnit == 60 { total += rest }
        }
        guard (sawUnit || pending != nil), total >= 0, total < 100_000 else { return nil }
        return Int(total.rounded(.up))
    }

    private static let unitMinutes: [String: Double] = [
        "d": 1440, "day": 1440, "days": 1440, "tag": 1440, "tage": 1440, "jour": 1440, "jours": 1440,
        "h": 60, "hr": 60, "hrs": 60, "hour": 60, "hours": 60, "std": 60, "stunde": 60, "stunden": 60,
        "heure": 60, "heures": 60, "ora": 60, "ore": 60, "hora": 60, "horas": 60, "uur": 60,
        "m": 1, "min": 1, "mins": 1, "minute": 1, "minutes": 1, "minuten": 1, "minuti": 1, "minutos": 1,
        "s": 1.0 / 60, "sec": 1.0 / 60, "secs": 1.0 / 60, "second": 1.0 / 60, "seconds": 1.0 / 60,
        "時間": 60, "分": 1, "小时": 60, "分钟": 1, "天": 1440, "秒": 1.0 / 60,
    ]

    private enum Token {
        case number(Double)
        case word(String)
    }

    /// Numbers (with "1/2", "1.5", "1,5" and "½") and words; a dash or "to" between numbers is a range.
    private static func tokens(of text: String) -> [Token] {
        var result: [Token] = []
        var number = ""
        var word = ""
        func flushNumber() {
            guard !number.isEmpty else { return }
            if let slash = number.firstIndex(of: "/"),
               let top = Double(number[..<slash]), let bottom = Double(number[number.index(after: slash)...]), bottom > 0 {
                result.append(.number(top / bottom))
            } else if let value = Double(number.replacingAll(",", with: ".")) {
                result.append(.number(value))
            }
            number = ""
        }
        func flushWord() {
            if !word.isEmpty { result.append(.word(word.trimmingDots)) }
            word = ""
        }
        for c in text {
            if let fraction = vulgarFractions[c] {
                flushWord()
                flushNumber()
                result.append(.number(fraction))
            } else if c.isASCII && (c.isNumber || ((c == "/" || c == "." || c == ",") && !number.isEmpty)) {
                flushWord()
                number.append(c)
            } else if c.isLetter {
                flushNumber()
                word.append(c)
                // CJK units follow the number with no space; each is a word of its own.
                if !c.isASCII, unitMinutes[word] != nil, !isLatin(c) { flushWord() }
            } else {
                flushNumber()
                flushWord()
            }
        }
        flushNumber()
        flushWord()
        return result
    }

    private static func isLatin(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { $0.value < 0x0250 } ?? false
    }

    private static let vulgarFractions: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]

    /// "1:30" (hours and minutes) and "0:45:00" (with seconds).
    private static func clockTime(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60 else { return nil }
        let seconds = parts.count == 3 ? Int(parts[2]) : 0
        guard let seconds else { return nil }
        return hours * 60 + minutes + (seconds > 0 ? 1 : 0)
    }
}

private extension String {
    /// "std." → "std": abbreviations end with a dot.
    var trimmingDots: String {
        var text = self
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
