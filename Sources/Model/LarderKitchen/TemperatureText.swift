/// Oven and cooking temperatures in free text converted to °C or °F:
/// "350°F", "350 F", "350 degrees Fahrenheit", "180 °C", "180℃", "180-200 °C",
/// "-18 °C", "gas mark 4", "th. 6", and the Celsius that languages write
/// without a scale ("180 Grad", "180 градусов", "180度で"). A setting an oven
/// dial shows (a °C multiple of 5 from 120, a °F multiple of 25 from 250) is
/// rounded as dials are marked (to 10 °C, to 25 °F, docs/notes/cooking-measures.md
/// §B); sugar and meat temperatures to the degree. One pass over the text,
/// each character looked at a bounded number of times.
public enum TemperatureText {
    enum Scale { case celsius, fahrenheit, gasMark, thermostat }

    /// A temperature found in text: a value or a range, its scale, and the text after it.
    struct Found {
        var low: Double
        var high: Double?
        let scale: Scale
        let rest: Substring
    }

    /// `text` with every temperature not already in `system` converted.
    public static func converted(_ text: String, to system: MeasureSystem, language: String) -> String {
        guard text.contains(where: { $0.isASCIIDigit }) else { return text }
        var output = ""
        var rest = Substring(text)
        var previous: Character? = nil
        while let c = rest.first {
            let startsWord = previous.map { !(($0.isLetter && !$0.isCJK) || $0.isASCIIDigit || $0 == "." || $0 == ",") } ?? true
            if startsWord, let found = find(rest, language: language), let replacement = replacement(found, to: system) {
                output += replacement
                rest = found.rest
                previous = replacement.last
                continue
            }
            output.append(c)
            previous = c
            rest = rest.dropFirst()
        }
        return output
    }

    /// A temperature starting here: a gas mark or thermostat, or a number of degrees, maybe below zero.
    private static func find(_ text: Substring, language: String) -> Found? {
        if let found = setting(text) { return found }
        if let sign = text.first, sign == "-" || sign == "−", text.dropFirst().first?.isASCIIDigit == true,
           var found = degrees(text.dropFirst(), language: language), found.high == nil {
            found.low = -found.low
            return found
        }
        return degrees(text, language: language)
    }

    /// Up to four digits.
    private static func number(_ text: inout Substring) -> Double? {
        var digits = ""
        var cursor = text
        while let c = cursor.first, c.isASCIIDigit {
            digits.append(c)
            cursor = cursor.dropFirst()
            if digits.count > 4 { return nil }
        }
        guard let value = Double(digits) else { return nil }
        text = cursor
        return value
    }

    /// "–200", " to 200", "-4": the upper end of a range, if one follows.
    private static func upperBound(_ text: inout Substring) -> Double? {
        var cursor = text
        QuantityReader.skipSpaces(&cursor)
        if let mark = cursor.first, "-–—~〜～至".contains(mark) {
            cursor = cursor.dropFirst()
        } else if let word = leading(cursor, ["to ", "bis ", "à ", "a ", "до "]) {
            cursor = word
        } else {
            return nil
        }
        QuantityReader.skipSpaces(&cursor)
        guard let value = number(&cursor) else { return nil }
        text = cursor
        return value
    }

    /// "350°F", "180-200 °C", "180 Grad": a number or a range, then a scale.
    private static func degrees(_ text: Substring, language: String) -> Found? {
        var cursor = text
        guard let low = number(&cursor) else { return nil }
        let high = upperBound(&cursor).flatMap { $0 > low ? $0 : nil }
        QuantityReader.skipSpaces(&cursor)
        // Only these can start a scale: most numbers in a text are not temperatures.
        guard let next = cursor.first, "°º˚℃℉FCdDgGг度".contains(next) else { return nil }
        if let sign = cursor.first, sign == "℃" || sign == "℉" {
            return Found(low: low, high: high, scale: sign == "℃" ? .celsius : .fahrenheit, rest: cursor.dropFirst())
        }
        var afterSign = cursor
        if let sign = afterSign.first, "°º˚".contains(sign) {
            afterSign = afterSign.dropFirst()
            QuantityReader.skipSpaces(&afterSign)
        } else if let word = leading(afterSign, ["degrees", "degree", "degrés", "degré", "gradi", "grad", "градусов", "градуса", "градус", "度"]) {
            if let named = scale(word.drop { $0 == " " }) { return Found(low: low, high: high, scale: named.scale, rest: named.rest) }
            // Celsius, in every language but English.
            guard language != "en" else { return nil }
            return Found(low: low, high: high, scale: .celsius, rest: word)
        } else {
            // "350 F": a bare F or C only after an oven's number ("2 F eggs" is not one).
            guard low >= 90, let bare = scale(afterSign), bare.short else { return nil }
            return Found(low: low, high: high, scale: bare.scale, rest: bare.rest)
        }
        if let named = scale(afterSign) { return Found(low: low, high: high, scale: named.scale, rest: named.rest) }
        // "180°" alone: Celsius in every language but English.
        guard language != "en" else { return nil }
        return Found(low: low, high: high, scale: .celsius, rest: afterSign)
    }

    /// "F", "C", "Fahrenheit", "Celsius" and the rest after it; `short` for the one-letter forms.
    private static func scale(_ text: Substring) -> (scale: Scale, rest: Substring, short: Bool)? {
        if let rest = leading(text, ["fahrenheit"]) { return (.fahrenheit, rest, false) }
        if let rest = leading(text, ["celsius", "цельсия"]) { return (.celsius, rest, false) }
        guard let letter = text.first, letter == "F" || letter == "C" else { return nil }
        let rest = text.dropFirst()
        if let next = rest.first, next.isLetter || next.isASCIIDigit { return nil }
        return (letter == "F" ? .fahrenheit : .celsius, rest, true)
    }

    /// "gas mark 4", "Gas 4", "GM4", "th. 6", "thermostat 6-7".
    private static func setting(_ text: Substring) -> Found? {
        guard let first = text.first, "gGtT".contains(first) else { return nil }
        let marks: [(String, Scale)] = [("gas mark ", .gasMark), ("gas ", .gasMark), ("gm", .gasMark), ("thermostat ", .thermostat), ("th. ", .thermostat), ("th.", .thermostat)]
        for (word, scale) in marks {
            guard var cursor = leading(text, [word]) else { continue }
            QuantityReader.skipSpaces(&cursor)
            let low: Double
            if let fraction = cursor.first.flatMap({ QuantityReader.vulgarFractions[$0] }) {
                low = fraction
                cursor = cursor.dropFirst()
            } else {
                guard let whole = number(&cursor) else { continue }
                low = whole
            }
            let high = upperBound(&cursor).flatMap { $0 > low && $0 <= 10 ? $0 : nil }
            if let next = cursor.first, next.isLetter || next.isASCIIDigit { continue }
            guard low > 0, low <= 10 else { continue }
            return Found(low: low, high: high, scale: scale, rest: cursor)
        }
        return nil
    }

    /// One of `words` at the start of `text`, any case; a word of letters must end there.
    private static func leading(_ text: Substring, _ words: [String]) -> Substring? {
        guard let first = text.first else { return nil }
        let initial = Character(first.lowercased())
        for word in words where word.first == initial {
            let head = text.prefix(word.count)
            guard head.count == word.count, head.lowercased() == word else { continue }
            let rest = text.dropFirst(word.count)
            if let last = word.last, last.isLetter, !last.isCJK, let next = rest.first, next.isLetter, !next.isCJK { continue }
            return rest
        }
        return nil
    }

    /// The converted temperature as text, or nil when it is already in `system`
    /// (a French thermostat setting is left to French cooks in metric).
    static func replacement(_ found: Found, to system: MeasureSystem) -> String? {
        switch (found.scale, system) {
        case (.celsius, .metric), (.fahrenheit, .us), (.thermostat, .metric):
            return nil
        case (.fahrenheit, .metric):
            return text(found, "°C", celsiusFromFahrenheit)
        case (.celsius, .us):
            return text(found, "°F", fahrenheitFromCelsius)
        case (.gasMark, _):
            // Gas 1 is 275 °F, each mark 25 °F more; ½ is 250 °F and ¼ 225 °F.
            let fahrenheit = { (mark: Double) in mark >= 1 ? 250 + 25 * mark : mark >= 0.5 ? 250 : 225 }
            return system == .us ? text(found, "°F", fahrenheit) : text(found, "°C") { (((fahrenheit($0) - 32) * 5 / 9) / 10).rounded() * 10 }
        case (.thermostat, .us):
            // Thermostat 6 is 180 °C: 30 degrees a mark.
            return text(found, "°F") { fahrenheitFromCelsius($0 * 30) }
        }
    }

    private static func text(_ found: Found, _ unit: String, _ convert: (Double) -> Double) -> String {
        let low = Int(convert(found.low))
        guard let high = found.high.map({ Int(convert($0)) }), high != low else { return "\(low) \(unit)" }
        return "\(low)–\(high) \(unit)"
    }

    /// An oven dial's °C to its °F mark, else to the degree.
    static func fahrenheitFromCelsius(_ celsius: Double) -> Double {
        let fahrenheit = celsius * 9 / 5 + 32
        let isDial = celsius >= 120 && celsius.truncatingRemainder(dividingBy: 5) == 0
        return isDial ? (fahrenheit / 25).rounded() * 25 : fahrenheit.rounded()
    }

    /// An oven dial's °F to its °C mark, else to the degree.
    static func celsiusFromFahrenheit(_ fahrenheit: Double) -> Double {
        let celsius = (fahrenheit - 32) * 5 / 9
        let isDial = fahrenheit >= 250 && fahrenheit.truncatingRemainder(dividingBy: 25) == 0
        return isDial ? (celsius / 10).rounded() * 10 : celsius.rounded()
    }
}
