/// How each unit is written in the seven languages of the sample collection
/// (docs/notes/cooking-measures.md §A.1), read longest first.
enum UnitSpellings {
    struct Spelling {
        let text: String
        let unit: KitchenUnit
        /// The languages that read it so; nil for every language.
        let languages: Set<String>?
        /// "T" is a tablespoon and "t" a teaspoon; "Cc" a cucchiaio and "cc" a cucchiaino.
        let caseSensitive: Bool
        /// Chinese and Japanese units, and abbreviations ending in ".", need no word break after them.
        let standsAlone: Bool
        let count: Int
    }

    private static func entries(_ unit: KitchenUnit, _ texts: [String], in languages: Set<String>? = nil, caseSensitive: Bool = false) -> [Spelling] {
        texts.map { text in
            let lowered = caseSensitive ? text : text.lowercased()
            let standsAlone = text.hasSuffix(".") || (text.unicodeScalars.first.map { $0.value >= 0x3000 } ?? false)
            return Spelling(text: lowered, unit: unit, languages: languages, caseSensitive: caseSensitive, standsAlone: standsAlone, count: lowered.count)
        }
    }

    static let all: [Spelling] = {
        var list: [Spelling] = []
        // English (and the abbreviations every language uses).
        list += entries(.cup, ["cups", "cup"])
        list += entries(.cup, ["c", "C", "c."], in: ["en"], caseSensitive: true)
        list += entries(.tablespoon, ["tablespoons", "tablespoon", "tbsp.", "tbsp", "tbs.", "tbs", "tbl"])
        list += entries(.tablespoon, ["T", "Tbsp", "Tbs"], in: ["en"], caseSensitive: true)
        list += entries(.teaspoon, ["teaspoons", "teaspoon", "tsp.", "tsp"])
        list += entries(.teaspoon, ["t"], in: ["en"], caseSensitive: true)
        list += entries(.fluidOunce, ["fluid ounces", "fluid ounce", "fl. oz.", "fl. oz", "fl oz"])
        list += entries(.pint, ["pints", "pint", "pt"], in: ["en"])
        list += entries(.quart, ["quarts", "quart", "qt"], in: ["en"])
        list += entries(.gallon, ["gallons", "gallon", "gal"], in: ["en"])
        list += entries(.ounce, ["ounces", "ounce", "oz."])
        list += entries(.ounce, ["oz"])
        list += entries(.pound, ["pounds", "pound", "lbs.", "lbs", "lb.", "lb"])
        list += entries(.millilitre, ["millilitres", "millilitre", "milliliters", "milliliter", "ml", "mL", "cc"].filter { $0 != "cc" })
        list += entries(.millilitre, ["cc"], in: ["ja", "zh"])
        list += entries(.centilitre, ["cl"])
        list += entries(.decilitre, ["dl"])
        list += entries(.litre, ["litres", "litre", "liters", "liter", "l", "lt", "ℓ"])
        list += entries(.milligram, ["mg"])
        list += entries(.gram, ["grams", "gram", "grammes", "gramme", "gr.", "gr", "g"])
        list += entries(.kilogram, ["kilograms", "kilogram", "kilos", "kilo", "kg"])
        list += entries(.count("clove"), ["cloves", "clove"], in: ["en"])
        list += entries(.count("can"), ["cans", "can", "tins", "tin"], in: ["en"])
        list += entries(.count("stick"), ["sticks", "stick"], in: ["en"])
        list += entries(.count("slice"), ["slices", "slice"], in: ["en"])
        list += entries(.count("bunch"), ["bunches", "bunch"], in: ["en"])
        list += entries(.count("sprig"), ["sprigs", "sprig"], in: ["en"])
        list += entries(.count("handful"), ["handfuls", "handful"], in: ["en"])
        list += entries(.count("piece"), ["pieces", "piece"], in: ["en"])
        list += entries(.vague("pinch"), ["pinches", "pinch", "dashes", "dash", "splash"], in: ["en"])
        // German.
        list += entries(.tablespoon, ["Esslöffel", "Essl.", "EL"], in: ["de"])
        list += entries(.teaspoon, ["Teelöffel", "Teel.", "TL"], in: ["de"])
        list += entries(.count("Zehe"), ["Zehen", "Zehe"], in: ["de"])
        list += entries(.count("Bund"), ["Bund"], in: ["de"])
        list += entries(.count("Stück"), ["Stück", "Stk."], in: ["de"])
        list += entries(.count("Scheibe"), ["Scheiben", "Scheibe"], in: ["de"])
        list += entries(.count("Dose"), ["Dosen", "Dose"], in: ["de"])
        list += entries(.count("Päckchen"), ["Päckchen", "Pck.", "Pkg."], in: ["de"])
        list += entries(.count("Tasse"), ["Tassen", "Tasse", "Becher"], in: ["de"])
        list += entries(.vague("Prise"), ["Prisen", "Prise", "Msp.", "Messerspitze"], in: ["de"])
        // French.
        list += entries(.tablespoon, ["cuillères à soupe", "cuillère à soupe", "cuil. à soupe", "c. à soupe", "c. à s.", "c.à.s.", "c.à.s", "cas", "cs"], in: ["fr"])
        list += entries(.teaspoon, ["cuillères à café", "cuillère à café", "cuil. à café", "c. à café", "c. à c.", "c.à.c.", "c.à.c", "cac", "cc"], in: ["fr"])
        list += entries(.count("gousse"), ["gousses", "gousse"], in: ["fr"])
        list += entries(.count("tranche"), ["tranches", "tranche"], in: ["fr"])
        list += entries(.count("botte"), ["bottes", "botte"], in: ["fr"])
        list += entries(.count("brin"), ["brins", "brin"], in: ["fr"])
        list += entries(.count("sachet"), ["sachets", "sachet"], in: ["fr"])
        list += entries(.count("verre"), ["verres", "verre", "tasses", "tasse", "bols", "bol"], in: ["fr"])
        list += entries(.vague("pincée"), ["pincées", "pincée"], in: ["fr"])
        // Italian.
        list += entries(.tablespoon, ["cucchiai", "cucchiaio"], in: ["it"])
        list += entries(.tablespoon, ["Cc"], in: ["it"], caseSensitive: true)
        list += entries(.teaspoon, ["cucchiaini", "cucchiaino"], in: ["it"])
        list += entries(.teaspoon, ["cc"], in: ["it"], caseSensitive: true)
        list += entries(.hectogram, ["etti", "etto", "hg"], in: ["it"])
        list += entries(.count("spicchio"), ["spicchi", "spicchio"], in: ["it"])
        list += entries(.count("fetta"), ["fette", "fetta"], in: ["it"])
        list += entries(.count("bicchiere"), ["bicchieri", "bicchiere", "tazze", "tazza"], in: ["it"])
        list += entries(.vague("pizzico"), ["pizzichi", "pizzico"], in: ["it"])
        // Russian.
        list += entries(.tablespoon, ["столовые ложки", "столовая ложка", "столовых ложек", "ст. ложки", "ст. л.", "ст.л."], in: ["ru"])
        list += entries(.teaspoon, ["чайные ложки", "чайная ложка", "чайных ложек", "ч. ложки", "ч. л.", "ч.л."], in: ["ru"])
        list += entries(.russianGlass, ["стаканов", "стакана", "стакан"], in: ["ru"])
        list += entries(.gram, ["граммов", "грамма", "грамм", "гр.", "гр", "г"], in: ["ru"])
        list += entries(.kilogram, ["кг"], in: ["ru"])
        list += entries(.millilitre, ["мл"], in: ["ru"])
        list += entries(.litre, ["литра", "литров", "литр", "л"], in: ["ru"])
        list += entries(.count("зубчик"), ["зубчиков", "зубчика", "зубчик"], in: ["ru"])
        list += entries(.count("шт."), ["штуки", "штук", "штука", "шт.", "шт"], in: ["ru"])
        list += entries(.count("пучок"), ["пучка", "пучок"], in: ["ru"])
        list += entries(.vague("щепотка"), ["щепотки", "щепотка"], in: ["ru"])
        // Japanese.
        list += entries(.tablespoon, ["大さじ", "大匙"], in: ["ja"])
        list += entries(.teaspoon, ["小さじ", "小匙"], in: ["ja"])
        list += entries(.japaneseCup, ["カップ"], in: ["ja"])
        list += entries(.riceCup, ["合"], in: ["ja"])
        list += entries(.gram, ["グラム"], in: ["ja"])
        for counter in ["個", "本", "枚", "片", "かけ", "束", "袋", "缶", "丁", "房", "尾", "匹", "玉"] {
            list += entries(.count(counter), [counter], in: ["ja"])
        }
        list += entries(.vague("少々"), ["少々", "ひとつまみ", "適量", "適宜"], in: ["ja"])
        // Chinese.
        list += entries(.tablespoon, ["汤匙", "湯匙", "大勺", "大匙"], in: ["zh"])
        list += entries(.teaspoon, ["茶匙", "小勺", "小匙"], in: ["zh"])
        list += entries(.chineseCup, ["杯"], in: ["zh"])
        list += entries(.gram, ["克"], in: ["zh"])
        list += entries(.kilogram, ["千克", "公斤"], in: ["zh"])
        list += entries(.jin, ["斤"], in: ["zh"])
        list += entries(.millilitre, ["毫升"], in: ["zh"])
        list += entries(.litre, ["升"], in: ["zh"])
        for counter in ["个", "個", "根", "瓣", "片", "块", "塊", "颗", "顆", "只", "隻", "把", "碗", "勺"] {
            list += entries(.count(counter), [counter], in: ["zh"])
        }
        list += entries(.vague("适量"), ["适量", "適量", "少许", "少許"], in: ["zh"])
        return list.sorted { $0.count > $1.count }
    }()

    /// The spellings by their first character (lowercased), longest first.
    private static let byFirstCharacter: [Character: [Spelling]] = {
        var table: [Character: [Spelling]] = [:]
        for spelling in all {
            guard let first = spelling.text.first else { continue }
            table[Character(first.lowercased()), default: []].append(spelling)
        }
        return table
    }()

    private static let longest = all.map(\.count).max() ?? 0

    /// The unit written at the start of `text` in `language`, and the text after it.
    static func read(_ text: Substring, language: String) -> (spelling: Spelling, rest: Substring)? {
        guard let first = text.first, let candidates = byFirstCharacter[Character(first.lowercased())] else { return nil }
        // French sets "c. à café" with no-break spaces: they match a space.
        let head = String(text.prefix(longest + 1).map { $0 == "\u{A0}" || $0 == "\u{202F}" ? " " : $0 })
        let lowered = head.lowercased()
        for spelling in candidates {
            if let languages = spelling.languages, !languages.contains(language) { continue }
            let matches = spelling.caseSensitive ? head.hasPrefix(spelling.text) : lowered.hasPrefix(spelling.text)
            guard matches else { continue }
            let rest = text.dropFirst(spelling.count)
            let endsWord = rest.first.map { !$0.isLetter && !$0.isNumber || spelling.standsAlone || $0.isCJK } ?? true
            if endsWord { return (spelling, rest) }
        }
        return nil
    }

    /// Singular and plural forms of units kept as written, so that "1 cup"
    /// scaled by two reads "2 cups" and "2 gousses" halved reads "1 gousse".
    private static let forms: [String: [(one: String, other: String)]] = [
        "en": [("cup", "cups"), ("tablespoon", "tablespoons"), ("teaspoon", "teaspoons"), ("ounce", "ounces"),
               ("pound", "pounds"), ("clove", "cloves"), ("can", "cans"), ("tin", "tins"), ("stick", "sticks"),
               ("slice", "slices"), ("bunch", "bunches"), ("sprig", "sprigs"), ("handful", "handfuls"), ("piece", "pieces"),
               ("gram", "grams"), ("kilogram", "kilograms"), ("litre", "litres"), ("liter", "liters"), ("pint", "pints"),
               ("quart", "quarts"), ("gallon", "gallons"), ("fluid ounce", "fluid ounces"), ("lb", "lbs")],
        "de": [("Zehe", "Zehen"), ("Scheibe", "Scheiben"), ("Dose", "Dosen"), ("Tasse", "Tassen")],
        "fr": [("cuillère à soupe", "cuillères à soupe"), ("cuillère à café", "cuillères à café"), ("gousse", "gousses"),
               ("tranche", "tranches"), ("botte", "bottes"), ("brin", "brins"), ("sachet", "sachets"), ("verre", "verres")],
        "it": [("cucchiaio", "cucchiai"), ("cucchiaino", "cucchiaini"), ("spicchio", "spicchi"), ("fetta", "fette"),
               ("bicchiere", "bicchieri"), ("etto", "etti")],
    ]

    /// `written` in the number `value` asks for (CLDR: in French below 2 is singular).
    static func inflected(_ written: String, for value: Double, language: String) -> String {
        if language == "ru" { return RussianPlural.inflected(written, for: value) }
        guard let pairs = forms[language] else { return written }
        let plural = language == "fr" ? value >= 2 : value > 1
        for pair in pairs {
            if written == pair.one || written == pair.other { return plural ? pair.other : pair.one }
            if written.lowercased() == pair.one.lowercased() || written.lowercased() == pair.other.lowercased() {
                return plural ? pair.other : pair.one
            }
        }
        return written
    }
}

extension Character {
    /// Chinese or Japanese script, which writes units with no space.
    var isCJK: Bool {
        guard let value = unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(value) || (0x3400...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
    }
}
