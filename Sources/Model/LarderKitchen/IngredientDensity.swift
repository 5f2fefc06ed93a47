/// Grams per millilitre of the few ingredients whose cups a cook may want
/// weighed (King Arthur's ingredient weight chart, docs/notes/cooking-measures.md
/// §C). Others stay volumes: salt, cocoa and chopped produce vary too much.
enum IngredientDensity {
    private struct Entry {
        let gramsPerMillilitre: Double
        let names: [String: [String]]
    }

    private static let entries: [Entry] = [
        Entry(gramsPerMillilitre: 0.900, names: ["en": ["brown sugar"], "de": ["brauner zucker"], "fr": ["cassonade", "sucre roux"]]),
        Entry(gramsPerMillilitre: 0.478, names: [
            "en": ["powdered sugar", "icing sugar", "confectioners' sugar", "confectioners sugar"], "de": ["puderzucker"],
            "fr": ["sucre glace"], "it": ["zucchero a velo"], "ru": ["сахарная пудра", "сахарной пудры"], "ja": ["粉糖"], "zh": ["糖粉"],
        ]),
        Entry(gramsPerMillilitre: 0.507, names: [
            "en": ["flour"], "de": ["mehl"], "fr": ["farine"], "it": ["farina"], "ru": ["мука", "муки"],
            "ja": ["小麦粉", "薄力粉", "強力粉"], "zh": ["面粉", "麵粉"],
        ]),
        Entry(gramsPerMillilitre: 0.837, names: [
            "en": ["sugar"], "de": ["zucker"], "fr": ["sucre"], "it": ["zucchero"], "ru": ["сахар", "сахара"],
            "ja": ["砂糖", "グラニュー糖"], "zh": ["白砂糖", "砂糖", "白糖"],
        ]),
        Entry(gramsPerMillilitre: 0.959, names: [
            "en": ["butter"], "de": ["butter"], "fr": ["beurre"], "it": ["burro"], "ru": ["сливочное масло", "масло сливочное", "сливочного масла", "масла сливочного"],
            "ja": ["バター"], "zh": ["黄油"],
        ]),
        Entry(gramsPerMillilitre: 0.837, names: [
            "en": ["rice"], "de": ["reis"], "fr": ["riz"], "it": ["riso"], "ru": ["рис", "риса"], "ja": ["米"], "zh": ["大米", "米"],
        ]),
        Entry(gramsPerMillilitre: 0.376, names: [
            "en": ["oats", "rolled oats"], "de": ["haferflocken"], "fr": ["flocons d'avoine"], "it": ["fiocchi d'avena"],
            "ru": ["овсяные хлопья", "овсяных хлопьев"], "ja": ["オートミール"], "zh": ["燕麦片"],
        ]),
        Entry(gramsPerMillilitre: 1.42, names: [
            "en": ["honey"], "de": ["honig"], "fr": ["miel"], "it": ["miele"], "ru": ["мёд", "мед", "мёда", "меда"], "ja": ["はちみつ", "蜂蜜"], "zh": ["蜂蜜"],
        ]),
    ]

    /// The density of `item` when the table knows it. The name must be the
    /// item's head: its last word in English ("all-purpose flour", not
    /// "rice vinegar" or "buttermilk"), the end of its last word in German
    /// ("Weizenmehl"), its first words in French, Italian and Russian
    /// ("farine de blé"), anywhere in Chinese and Japanese.
    static func gramsPerMillilitre(of item: String, language: String) -> Double? {
        let core = ShoppingKey.core(of: item)
        for entry in entries {
            for name in entry.names[language] ?? [] where heads(core, name, language: language) {
                return entry.gramsPerMillilitre
            }
        }
        return nil
    }

    private static func heads(_ core: String, _ name: String, language: String) -> Bool {
        switch language {
        case "en":
            return core == name || core.hasSuffix(" " + name) || core.hasSuffix("-" + name)
        case "de":
            return core.split(separator: " ").last.map { $0.hasSuffix(name) } ?? false || core == name
        case "ja", "zh":
            return core.contains(name)
        default:
            return core == name || core.hasPrefix(name + " ")
        }
    }
}
