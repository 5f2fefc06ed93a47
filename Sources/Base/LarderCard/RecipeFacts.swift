/// The short line of facts shown under a recipe's name wherever it appears
/// (the thumbnail, the preview sheet, the CLI, the search provider, the
/// recipe page): "Dessert · 1 h 5 min · 6 personnes". One rule, in the
/// lowest layer every one of them imports.
public enum RecipeFacts {
    /// What separates the facts.
    public static let separator = " · "

    /// The non-empty parts joined by ``separator``.
    public static func line(_ parts: [String?]) -> String {
        // Appended in place: `larder list` makes one line per recipe, and the
        // arrays of compactMap, filter and joined were 4.8% of its processor time.
        var line = ""
        for case let part? in parts where !part.isEmpty {
            if !line.isEmpty { line += separator }
            line += part
        }
        return line
    }

    /// "category · total time · yield": the line lists, results and thumbnails show.
    /// - Parameters:
    ///   - yield: the yield as written; a bare number ("6") gets a word in `language`.
    ///   - servings: the yield's number of servings, used when there is no text.
    ///   - language: the recipe's language (BCP 47, "fr", "zh-Hans"), for the servings word.
    public static func summary(category: String?, totalMinutes: Int?, yield: String?, servings: Int?, language: String?) -> String {
        line([category, totalMinutes.map { DurationText.short($0, language: language) }, self.yield(yield, servings: servings, language: language)])
    }

    /// The yield for a person: as written, unless it is a bare number, which
    /// gets the word for servings in the recipe's language ("6 personnes",
    /// "6 порций", "6人份"); with no text, the number of servings likewise.
    public static func yield(_ text: String?, servings: Int?, language: String?) -> String? {
        if let text, !text.isEmpty {
            guard mayBeBareNumber(text), let count = Int(String(text.unicodeScalars.filter { $0 != " " })) else { return text }
            return ServingsWord.text(count, language: language)
        }
        return servings.map { ServingsWord.text($0, language: language) }
    }

    /// False when the text has a byte that no bare number has: most yields
    /// ("4 servings") are told apart without building a string.
    private static func mayBeBareNumber(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
