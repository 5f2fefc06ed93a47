/// Numbers written as words, per language (docs/notes/cooking-measures.md §A.1).
/// Articles ("a", "un", "ein") count as one only before a unit: "a cup of
/// milk" is one cup, "a little butter" is no quantity.
enum NumberWords {
    struct Word {
        let text: String
        let value: Double
        /// Read as a number only before a unit.
        let needsUnit: Bool
    }

    private static func words(_ pairs: [(String, Double)], needsUnit: Bool = false) -> [Word] {
        pairs.map { Word(text: $0.0, value: $0.1, needsUnit: needsUnit) }
    }

    private static let numbersFromTwo: [String: [String]] = [
        "en": ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
        "de": ["zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
        "fr": ["deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"],
        "it": ["due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici", "dodici"],
        "ru": ["два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять", "одиннадцать", "двенадцать"],
    ]

    static let byLanguage: [String: [Word]] = {
        var table: [String: [Word]] = [:]
        for (language, names) in numbersFromTwo {
            table[language] = names.enumerated().map { Word(text: $0.element, value: Double($0.offset + 2), needsUnit: false) }
        }
        table["en", default: []] += words([("one", 1), ("half", 0.5), ("a dozen", 12), ("one dozen", 12)])
            + words([("a", 1), ("an", 1)], needsUnit: true)
        table["de", default: []] += words([("anderthalb", 1.5), ("eineinhalb", 1.5), ("zweieinhalb", 2.5), ("halbe", 0.5), ("halber", 0.5), ("halbes", 0.5), ("halb", 0.5)])
            + words([("ein", 1), ("eine", 1), ("einen", 1), ("einem", 1), ("einer", 1), ("eines", 1)], needsUnit: true)
        table["fr", default: []] += words([("une douzaine", 12), ("demi", 0.5), ("demie", 0.5)])
            + words([("un", 1), ("une", 1)], needsUnit: true)
        table["it", default: []] += words([("mezzo", 0.5), ("mezza", 0.5)])
            + words([("uno", 1), ("una", 1), ("un", 1), ("un'", 1)], needsUnit: true)
        table["ru", default: []] += words([("один", 1), ("одна", 1), ("одно", 1), ("одну", 1), ("две", 2),
                                           ("полтора", 1.5), ("полторы", 1.5), ("половина", 0.5), ("четверть", 0.25)])
        // Chinese numerals glued to a counter ("两个", "一根", "半杯").
        table["zh"] = words([("一", 1), ("二", 2), ("两", 2), ("三", 3), ("四", 4), ("五", 5), ("六", 6), ("七", 7),
                             ("八", 8), ("九", 9), ("十", 10), ("半", 0.5)], needsUnit: true)
        for (language, list) in table { table[language] = list.sorted { $0.text.count > $1.text.count } }
        return table
    }()

    /// Words joining a range's bounds ("2 to 3", "2 bis 3").
    static let rangeWords: [String: [String]] = [
        "en": ["to", "or"], "de": ["bis", "oder"], "fr": ["à", "a", "ou"], "it": ["a", "o"], "ru": ["до", "или"],
    ]

    /// Words before a range's first bound ("de 2 à 3", "от 2 до 3").
    static let rangeOpenings: [String: [String]] = [
        "en": ["from", "between"], "de": ["von", "zwischen"], "fr": ["de", "entre"], "it": ["da", "tra", "fra"], "ru": ["от"],
    ]

    /// Characters joining a range's bounds in any language.
    static let rangeMarks: Set<Character> = ["-", "–", "—", "~", "〜", "～", "至", "到"]
}
