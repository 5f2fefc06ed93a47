import ArgumentParser
import LarderLocalization
import LarderStore

extension Larder {
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: tr("Find recipes by words in any field."),
            discussion: tr("""
                Every word must match, as a prefix ("carbo" finds Carbonara), with or without \
                accents ("creme brulee" finds Crème brûlée). Chinese and Japanese match any \
                run of two or more characters ("罗宋" finds 罗宋汤). Best matches first, those \
                whose name matches before the others; among equal matches the most recently \
                cooked, then the most recently added. Any text is a valid query.

                With --tracker the search goes through Tracker, GNOME's desktop search \
                index, over D-Bus: it finds the recipe cards the desktop sees (every word, \
                in any order, as a prefix; Tracker's own rules for accents apply), and shows \
                each card's file and, when the card is this store's, the recipe's short ID.
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("Words to look for."), valueName: "words"))
        var words: [String]

        @Option(help: ArgumentHelp(tr("Show at most this many results.")))
        var limit = 50

        @Flag(help: ArgumentHelp(tr("Print a JSON array with a relevance score, for scripts.")))
        var json = false

        @Flag(help: ArgumentHelp(tr("Search the recipe cards through the desktop's index (Tracker, LocalSearch) instead of the store.")))
        var tracker = false

        func validate() throws {
            if limit < 0 { throw ValidationError(tr("--limit must be 0 or more")) }
        }

        func run() throws {
            let store = try storeOptions.openForReading()
            if tracker {
                try TrackerSearch.run(words.joined(separator: " "), limit: limit, json: json, store: store)
                return
            }
            let hits = try CLIError.wrapping { try store.search(words.joined(separator: " "), limit: limit) }
            if json {
                try Output.json(hits.map { SummaryJSON($0.recipe, store: store, score: $0.score) })
            } else if hits.isEmpty {
                Output.note(tr("No recipe matches."))
            } else {
                hits.forEach { Output.line(RecipeFormat.row($0.recipe)) }
            }
        }
    }
}
