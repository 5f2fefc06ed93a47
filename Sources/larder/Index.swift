import ArgumentParser

extension Larder {
    /// `larder index`: the card folder in Tracker, GNOME's desktop search index.
    struct Index: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Make the recipe cards part of desktop search (Tracker), and check they are.",
            discussion: """
                Tracker's file indexer (tracker-miner-fs-3) reads the cards in the card folder \
                through Larder's extractor module, so Files, `tracker3 search` and other \
                desktop searches find recipes by name, keyword and text. `setup` makes sure \
                the indexer covers the card folder; `status` compares what it indexed with \
                the store. `larder search --tracker WORDS` searches through Tracker.
                """,
            subcommands: [IndexSetup.self, IndexStatus.self]
        )
    }
}
