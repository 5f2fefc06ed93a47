/// How Larder writes a unit it chose itself (after a conversion, or
/// 1000 g becoming 1 kg), in the recipe's language.
enum WrittenUnit {
    private static let metric: [String: [String: String]] = [
        "zh": ["g": "克", "kg": "千克", "ml": "毫升", "l": "升"],
        "ru": ["g": "г", "kg": "кг", "ml": "мл", "l": "л"],
    ]

    private static let spoons: [String: (tablespoon: String, teaspoon: String)] = [
        "en": ("tbsp", "tsp"), "de": ("EL", "TL"), "fr": ("c. à soupe", "c. à café"), "it": ("cucchiaio", "cucchiaino"),
        "ru": ("ст. л.", "ч. л."), "ja": ("大さじ", "小さじ"), "zh": ("汤匙", "茶匙"),
    ]

    /// The spelling of `unit` for `value` in `language`.
    static func text(_ unit: KitchenUnit, for value: Double, language: String) -> String {
        switch unit.key {
        case "g", "kg", "ml", "l":
            return metric[language]?[unit.key] ?? unit.key
        case "tbsp", "tsp":
            let pair = spoons[language] ?? spoons["en"]!
            let word = unit.key == "tbsp" ? pair.tablespoon : pair.teaspoon
            return language == "it" ? UnitSpellings.inflected(word, for: value, language: "it") : word
        case "cup":
            return value > 1 ? "cups" : "cup"
        default:
            return unit.key
        }
    }

    /// Japanese writes its spoons and cups before the number: 大さじ2, カップ1.
    static func comesFirst(_ unit: KitchenUnit, language: String) -> Bool {
        language == "ja" && (unit.key == "tbsp" || unit.key == "tsp" || unit.key == "jp cup")
    }
}
