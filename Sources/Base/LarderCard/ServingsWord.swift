/// The word for servings after a number: the one Larder writes after a bare
/// number in each language ("6 personnes", "6 порций"), and the others
/// recipes write their yields with, so that a scaled yield's word agrees
/// with its new number (6 порций → 3 порции, 4 servings → 1 serving).
public enum ServingsWord {
    /// A word's forms after 1, after 2–4 and after 5 or more; the last two
    /// differ only in Russian.
    private struct Forms {
        let language: String
        let one: String
        let few: String
        let many: String

        init(_ language: String, _ one: String, _ other: String, many: String? = nil) {
            self.language = language
            self.one = one
            self.few = other
            self.many = many ?? other
        }

        func form(for count: Int) -> String {
            guard language == "ru" else { return count == 1 ? one : few }
            switch RussianNumberForm(count) {
            case .one: return one
            case .few: return few
            case .many: return many
            }
        }
    }

    /// Each language's own word first: the one written after a bare number.
    private static let words = [
        Forms("en", "serving", "servings"), Forms("fr", "personne", "personnes"), Forms("de", "Portion", "Portionen"),
        Forms("it", "porzione", "porzioni"), Forms("es", "ración", "raciones"), Forms("ru", "порция", "порции", many: "порций"),
        Forms("en", "portion", "portions"), Forms("de", "Person", "Personen"), Forms("it", "persona", "persone"),
        Forms("ru", "персона", "персоны", many: "персон"),
    ]

    /// `count` servings in `language`, its word in the form for the number;
    /// English for a language without its own word here.
    public static func text(_ count: Int, language: String?) -> String {
        switch LanguageCode.primary(language) {
        case "zh": return "\(count)人份"
        case "ja": return "\(count)人分"
        case let primary:
            let forms = words.first { $0.language == primary } ?? words[0]
            return "\(count) \(forms.form(for: count))"
        }
    }

    /// `written`, one of the forms of a servings word, in the form for
    /// `count`; nil for any other word.
    public static func agreeing(_ written: String, with count: Int) -> String? {
        words.first { [$0.one, $0.few, $0.many].contains(written) }?.form(for: count)
    }
}
