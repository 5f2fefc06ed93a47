import ArgumentParser
import LarderLocalization

extension Larder {
    /// `larder index`: the card folder in the desktop's search index (Tracker or LocalSearch).
    struct Index: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "index",
            abstract: tr("Make the recipe cards part of desktop search (Tracker, LocalSearch, Baloo), and check they are."),
            discussion: tr("""
                GNOME's file indexer (Tracker 3.4 on GNOME 43, LocalSearch 3.8 on GNOME 48) \
                reads the cards in the card folder through Larder's extractor module, so \
                Files, `tracker3 search` or `localsearch search` and other desktop searches \
                find recipes by name, keyword and text. `setup` makes sure the indexer \
                covers the card folder; `status` compares what it indexed with the store; \
                `platform` says which indexer is installed. `larder search --tracker WORDS` \
                searches through the indexer. On KDE Plasma, Baloo reads the cards through \
                Larder's extractor, and `status --indexer baloo` asks it instead.
                """),
            subcommands: [IndexSetup.self, IndexStatus.self, IndexPlatform.self]
        )
    }
}
