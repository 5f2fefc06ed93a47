/// The language part of a recipe's language tag, the one rule by which the
/// words Larder adds (servings, headings, time labels) follow the recipe.
enum LanguageCode {
    /// The primary subtag of a BCP 47 tag, lowercased: "fr" for "fr-FR",
    /// "zh" for "zh-Hans" (and "fr_CA", as POSIX locales write it); "" for none.
    static func primary(_ tag: String?) -> String {
        guard let tag else { return "" }
        return String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }
}
