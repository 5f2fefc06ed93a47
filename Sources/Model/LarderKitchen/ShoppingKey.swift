/// What makes two ingredient lines the same thing to buy: "30 g butter,
/// melted" and "15 g Butter" are both "butter"; "2 eggs" and "1 egg" both
/// "egg". The note after a comma or in parentheses, and a preparation word
/// before the item ("melted butter"), do not keep lines apart.
enum ShoppingKey {
    /// Preparation and size words that say how, not what.
    private static let preparations: Set<String> = [
        "chopped", "diced", "minced", "melted", "softened", "beaten", "grated", "sliced", "finely", "roughly", "fresh",
        "large", "medium", "small", "cold", "warm", "soft", "whole", "extra", "room-temperature", "ripe", "peeled", "crushed", "shredded",
        "gehackt", "gehackte", "gehackter", "geschmolzene", "weiche", "frisch", "frische", "frischer", "große", "kleine",
        "haché", "hachée", "hachés", "fondu", "frais", "fraîche", "gros", "grosse", "petit", "petite",
        "tritato", "tritata", "fuso", "fresco", "fresca", "grande", "piccolo", "piccola",
    ]

    /// The item's lowercased text before any note.
    static func core(of item: String) -> String {
        withoutNote(item).lowercased()
    }

    /// The item's text before a comma or a parenthesis: "butter" in "butter, melted",
    /// "unsalted butter" in "(226 g) unsalted butter, softened".
    static func withoutNote(_ item: String) -> String {
        var text = Substring(withoutLeadingAside(item))
        if let cut = text.firstIndex(where: { ",(，、（;".contains($0) }) { text = text[..<cut] }
        return String(text).trimming(" \t\u{3000}")
    }

    /// `text` without the word joining a unit to its item: "of milk" → "milk", "d'ail" → "ail".
    static func withoutLinkWord(_ text: Substring) -> Substring {
        let head = text.prefix(3).lowercased()
        for link in ["of ", "de ", "d'", "d’", "di "] where head.hasPrefix(link) { return text.dropFirst(link.count) }
        return text
    }

    /// `text` without a parenthesis it starts with: "(14 oz) can tomatoes" → "can tomatoes".
    static func withoutLeadingAside(_ text: String) -> String {
        let trimmed = Substring(text.trimming(" \t\u{3000}"))
        guard let first = trimmed.first, first == "(" || first == "（",
              let close = trimmed.firstIndex(where: { $0 == ")" || $0 == "）" }) else { return String(trimmed) }
        return trimmed[trimmed.index(after: close)...].trimming(" \t\u{3000}")
    }

    /// The key lines are merged by, and whether the item was written in the plural.
    static func key(of item: String, language: String) -> String {
        let all = core(of: item).split(separator: " ").map(String.init)
        let first = all.firstIndex { !preparations.contains($0) } ?? max(0, all.count - 1)
        var words = Array(all[min(first, max(0, all.count - 1))...])
        if language == "en", let last = words.last { words[words.count - 1] = singular(last) }
        return words.joined(separator: " ")
    }

    /// English words that end like plurals and are not: they stay as they are.
    private static let notPlural: Set<String> = ["molasses", "asparagus", "hummus", "couscous", "swiss", "grass", "glass", "citrus", "octopus", "series", "species"]

    /// Irregular English plurals and their singulars.
    private static let irregular: [(one: String, other: String)] = [("leaf", "leaves"), ("loaf", "loaves"), ("half", "halves"), ("knife", "knives")]

    /// An English plural made singular: eggs, tomatoes, berries, radishes, leaves.
    static func singular(_ word: String) -> String {
        guard word.count > 3, !notPlural.contains(word.lowercased()), !word.hasSuffix("us") else { return word }
        if let pair = irregular.first(where: { word.hasSuffix($0.other) }) { return word.dropLast(pair.other.count) + pair.one }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("shes") || word.hasSuffix("ches") || word.hasSuffix("xes") || word.hasSuffix("sses") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") && !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    /// An English singular made plural, for "1 egg" scaled to two.
    static func plural(_ word: String) -> String {
        guard let last = word.last, last.isLetter, !word.hasSuffix("s") else { return word }
        if let pair = irregular.first(where: { word.hasSuffix($0.one) }) { return word.dropLast(pair.one.count) + pair.other }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        if word.hasSuffix("sh") || word.hasSuffix("ch") || word.hasSuffix("x") || word.hasSuffix("to") { return word + "es" }
        return word + "s"
    }
}
