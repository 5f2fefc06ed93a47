/// Minutes as people read them in a recipe's language: "1 h 30 min",
/// "1 Std. 30 Min.", "1 ч 30 мин", "1時間30分", "1小时30分钟"; English
/// (also what French, Italian and Spanish recipe sites write) for others.
public enum DurationText {
    /// The words for hours and minutes, and whether they follow the number with a space.
    private struct Units {
        let hours: String
        let minutes: String
        let spaced: Bool
    }

    private static func units(_ language: String?) -> Units {
        switch LanguageCode.primary(language) {
        case "de": Units(hours: "Std.", minutes: "Min.", spaced: true)
        case "ru": Units(hours: "ч", minutes: "мин", spaced: true)
        case "ja": Units(hours: "時間", minutes: "分", spaced: false)
        case "zh": Units(hours: "小时", minutes: "分钟", spaced: false)
        default: Units(hours: "h", minutes: "min", spaced: true)
        }
    }

    /// `minutes` as "45 min", "1 h 30 min" or "2 h" in `language` (a BCP 47 tag; nil for English).
    public static func short(_ minutes: Int, language: String?) -> String {
        let words = units(language)
        let gap = words.spaced ? " " : ""
        let join = words.spaced ? " " : ""
        if minutes < 60 { return "\(minutes)\(gap)\(words.minutes)" }
        let rest = minutes % 60
        let hours = "\(minutes / 60)\(gap)\(words.hours)"
        return rest == 0 ? hours : "\(hours)\(join)\(rest)\(gap)\(words.minutes)"
    }
}
