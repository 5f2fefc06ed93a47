/// ISO 8601 durations as schema.org uses them for times: "PT1H30M",
/// "P0DT0H40M", "PT90M", "P1D". Also accepts a bare number of minutes.
enum ISODuration {
    /// Whole minutes (seconds rounded up), or `nil` when `text` is not a duration.
    static func minutes(_ text: String) -> Int? {
        let trimmed = text.trimming(" \t\n").uppercased()
        if let bare = Int(trimmed), bare >= 0 { return bare }
        guard trimmed.hasPrefix("P"), trimmed.count > 1, trimmed.count < 40 else { return nil }
        var seconds = 0.0
        var number = ""
        var inTime = false
        var sawComponent = false
        for c in trimmed.dropFirst() {
            if c.isNumber || c == "." || c == "," {
                number.append(c == "," ? "." : c)
                continue
            }
            if c == "T" { inTime = true; continue }
            guard let value = Double(number) else { return nil }
            number = ""
            sawComponent = true
            switch (c, inTime) {
            case ("Y", false): seconds += value * 365 * 86_400
            case ("M", false): seconds += value * 30 * 86_400
            case ("W", false): seconds += value * 7 * 86_400
            case ("D", false): seconds += value * 86_400
            case ("H", true): seconds += value * 3_600
            case ("M", true): seconds += value * 60
            case ("S", true): seconds += value
            default: return nil
            }
        }
        guard number.isEmpty, sawComponent, seconds < 366 * 86_400 else { return nil }
        return Int((seconds / 60).rounded(.up))
    }

    /// The ISO 8601 form of a number of minutes: 90 → "PT1H30M", 0 → "PT0M".
    static func string(minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        return rest == 0 ? "PT\(hours)H" : "PT\(hours)H\(rest)M"
    }
}
