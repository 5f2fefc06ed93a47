import CGLib
import LarderGLib
import LarderLocalization

/// Whether the card's MIME type is installed: every indexer chooses its
/// extractor by the type GIO or Qt guesses from the file name.
enum CardTypeCheck {
    /// The problem in words, or nil when `*.recipe.md` is a recipe card.
    static func problem() -> String? {
        let type = takeString(g_content_type_guess("card.recipe.md", nil, 0, nil)) ?? ""
        guard type != ApplicationID.cardMimeType else { return nil }
        // TRANSLATORS: the first %@ is the card's MIME type, the second the type the system
        // gives cards instead; `make install` is a command.
        return tr("the MIME type %@ is not installed (*.recipe.md is %@): run `make install`", ApplicationID.cardMimeType, type)
    }
}
