import LarderCard
import LarderFiles
import LarderIndexer

extension IndexerView {
    /// Asks Baloo, KDE's file indexer, about `folder` through its own tools.
    public static func baloo(folder: String) throws -> IndexerView {
        let howToCover = "add it in System Settings → Search → File Search, or run `balooctl6 config add includeFolders \(folder)`"
        guard BalooInstallation.isInstalled else {
            return IndexerView(indexer: nil, indexRoot: nil, howToCover: "install Baloo first", running: false, state: nil, progress: nil,
                               cards: [], failures: [:], problems: BalooInstallation.problems())
        }
        let index = BalooCardIndex()
        let state = try index.state()
        var problems = BalooInstallation.problems()
        guard state.enabled else {
            problems.append("Baloo's file indexing is off: turn on File Search in System Settings → Search, or run `balooctl6 enable`")
            return IndexerView(indexer: BalooInstallation.name, indexRoot: nil, howToCover: howToCover, running: false, state: nil,
                               progress: nil, cards: [], failures: [:], problems: problems)
        }
        if !state.hasIndex {
            problems.append("Baloo has no index yet: it has not run since file indexing was turned on (logging in to Plasma starts it)")
        }
        let found = try index.cards(in: folder)
        if !found.contentIndexing {
            problems.append("Baloo indexes only file names: turn on \"Also index file content\" in System Settings → Search → File Search, "
                            + "or run `balooctl6 config set contentIndexing yes`")
        }
        // Baloo keeps no reason, and indexes a card Larder's extractor refused
        // by its name alone: the card parser the extractor uses tells those
        // apart from cards indexed without the extractor, and gives the reason.
        var failures: [String: String] = [:]
        for path in found.failed { failures[path] = refusal(of: path) ?? "Baloo could not index its content" }
        var cards: [IndexedCard] = []
        for card in found.cards {
            if !card.hasLarderMetadata, found.contentIndexing, let refusal = refusal(of: card.path) {
                failures[card.path] = refusal
            } else {
                cards.append(card)
            }
        }
        return IndexerView(indexer: BalooInstallation.name, indexRoot: found.covered ? found.includedBy : nil, howToCover: howToCover,
                           running: state.running, state: state.activity, progress: nil, cards: cards, failures: failures,
                           problems: problems)
    }

    /// Why Larder's extractor refuses the card at `path`; nil when it reads it.
    private static func refusal(of path: String) -> String? {
        do {
            _ = try CardParser.parse(try FileBytes.read(path, limit: CardLimits.maximumCardBytes))
            return nil
        } catch {
            return "\(error)"
        }
    }
}
