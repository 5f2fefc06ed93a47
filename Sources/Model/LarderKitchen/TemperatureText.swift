/// Oven and cooking temperatures in free text converted to °C or °F:
/// "350°F", "350 F", "350 degrees Fahrenheit", "180 °C", "180℃", "gas mark 4",
/// "th. 6", and the Celsius that languages write without a unit ("180 Grad",
/// "180 градусов", "180度"). Oven heats round as oven dials do (to 10 °C,
/// to 25 °F, docs/notes/cooking-measures.md §B); others to the degree.
/// One pass over the text, each character looked at a bounded number of times.
public enum TemperatureText {
    enum Scale { case celsius, fahrenheit, gasMark, thermostat }

    /// `text` with every temperature not already in `system` converted.
    public static func converted(_ text: String, to system: MeasureSystem, language: String) -> String {
        guard text.contains(where: { $0.isASCIIDigit }) else { return text }
        var output = ""
        var rest = Substring(text)
        var previous: Character? = nil
        while let c = rest.first {
            let startsWord = previous.map { !(($0.isLetter && !$0.isCJK) || $0.isASCIIDigit || $0 == "." || $0 == ",") } ?? true
            if startsWord, let found = gasMark(rest) ?? degrees(rest, language: language),
               let replacement = replacement(found.value, found.scale, to: system) {
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

    /// "350°F", "180 °C", "180 Grad": a number, then a scale.
    private static func degrees(_ text: Substring, language: String) -> (value: Double, scale: Scale, rest: Substring)? {
        guard text.first?.isASCIIDigit == true else { return nil }
        var cursor = text
        var digits = ""
        while let c = cursor.first, c.isASCIIDigit, digits.count <= 4 { digits.append(c); cursor = cursor.dropFirst() }
        guard digits.count <= 4, let value = Double(digits) else { return nil }
        QuantityReader.skipSpaces(&cursor)
        if let sign = cursor.first, sign == "℃" || sign == "℉" {
            return (value, sign == "℃" ? .celsius : .fahrenheit, cursor.dropFirst())
        }
        var afterSign = cursor
        if let sign = afterSign.first, "°º˚".contains(sign) {
            afterSign = afterSign.dropFirst()
            QuantityReader.skipSpaces(&afterSign)
        } else if let word = leading(afterSign, ["degrees", "degree", "degrés", "degré", "gradi", "grad"]) {
            if let named = scale(word.drop { $0 == " " }) { return (value, named.scale, named.rest) }
            guard language != "en" else { return nil }
            return (value, .celsius, word)
        } else if let word = leading(afterSign, ["градусов", "градуса", "градус", "度"]) {
            // Celsius unless a scale follows.
            let explicit = scale(word.drop { $0 == " " })
            return explicit.map { (value, $0.scale, $0.rest) } ?? (value, .celsius, word)
        } else {
            // "350 F": a bare F or C only after an oven's number ("2 F eggs" is not one).
            guard value >= 90, let bare = scale(afterSign), bare.short else { return nil }
            return (value, bare.scale, bare.rest)
        }
        if let named = scale(afterSign) { return (value, named.scale, named.rest) }
        // "180 Grad", "180°" alone: Celsius in every language but English.
        guard language != "en" else { return nil }
        return (value, .celsius, afterSign)
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

    /// "gas mark 4", "Gas 4", "GM4", "th. 6", "thermostat 6".
    private static func gasMark(_ text: Substring) -> (value: Double, scale: Scale, rest: Substring)? {
        guard let first = text.first, "gGtT".contains(first) else { return nil }
        let marks: [(String, Scale)] = [("gas mark ", .gasMark), ("gas ", .gasMark), ("gm", .gasMark), ("thermostat ", .thermostat), ("th. ", .thermostat), ("th.", .thermostat)]
        for (word, scale) in marks {
            guard let rest = leading(text, [word]) else { continue }
            var cursor = rest
            QuantityReader.skipSpaces(&cursor)
            var value: Double
            if let fraction = cursor.first.flatMap({ QuantityReader.vulgarFractions[$0] }) {
                value = fraction
                cursor = cursor.dropFirst()
            } else {
                var digits = ""
                while let c = cursor.first, c.isASCIIDigit, digits.count < 3 { digits.append(c); cursor = cursor.dropFirst() }
                guard let whole = Double(digits) else { continue }
                value = whole
            }
            if let next = cursor.first, next.isLetter || next.isASCIIDigit { continue }
            guard value > 0, value <= 10 else { continue }
            return (value, scale, cursor)
        }
        return nil
    }

    private static func leading(_ text: Substring, _ words: [String]) -> Substring? {
        for word in words {
            let head = text.prefix(word.count)
            guard head.count == word.count, head.lowercased() == word else { continue }
            let rest = text.dropFirst(word.count)
            if word.last?.isLetter == true, let next = rest.first, next.isLetter { continue }
            return rest
        }
        return nil
    }

    /// The converted temperature as text, or nil when it is already in `system`.
    static func replacement(_ value: Double, _ scale: Scale, to system: MeasureSystem) -> String? {
        switch (scale, system) {
        case (.celsius, .metric), (.fahrenheit, .us):
            return nil
        case (.fahrenheit, .metric):
            let celsius = (value - 32) * 5 / 9
            return "\(Int(value >= 200 ? (celsius / 10).rounded() * 10 : celsius.rounded())) °C"
        case (.celsius, .us):
            let fahrenheit = value * 9 / 5 + 32
            return "\(Int(value >= 90 ? (fahrenheit / 25).rounded() * 25 : fahrenheit.rounded())) °F"
        case (.gasMark, _):
            let fahrenheit = value >= 1 ? 250 + 25 * value : value >= 0.5 ? 250 : 225
            return system == .us ? "\(Int(fahrenheit)) °F" : "\(Int(((fahrenheit - 32) * 5 / 9 / 10).rounded() * 10)) °C"
        case (.thermostat, _):
            let celsius = value * 30
            return system == .metric ? "\(Int(celsius)) °C" : "\(Int(((celsius * 9 / 5 + 32) / 25).rounded() * 25)) °F"
        }
    }
}
