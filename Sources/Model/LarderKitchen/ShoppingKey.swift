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

    /// The item's text before a comma or a parenthesis: "butter" in "butter, melted".
    static func withoutNote(_ item: String) -> String {
        var text = Substring(item)
        if let cut = text.firstIndex(where: { ",(，、（;".contains($0) }) { text = text[..<cut] }
        return String(text).trimming(" \t\u{3000}")
    }

    /// The key lines are merged by, and whether the item was written in the plural.
    static func key(of item: String, language: String) -> String {
        let all = core(of: item).split(separator: " ").map(String.init)
        let first = all.firstIndex { !preparations.contains($0) } ?? max(0, all.count - 1)
        var words = Array(all[min(first, max(0, all.count - 1))...])
        if language == "en", let last = words.last { words[words.count - 1] = singular(last) }
        return words.joined(separator: " ")
    }

    /// An English plural made singular: eggs, tomatoes, berries, radishes.
    static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
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
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        if word.hasSuffix("sh") || word.hasSuffix("ch") || word.hasSuffix("x") || word.hasSuffix("to") { return word + "es" }
        return word + "s"
    }
}
