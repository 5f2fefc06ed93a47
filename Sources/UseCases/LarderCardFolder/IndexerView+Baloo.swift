import LarderCard
import LarderFiles
import LarderIndexer
import LarderLocalization

extension IndexerView {
    /// Asks Baloo, KDE's file indexer, about `folder` through its own tools.
    public static func baloo(folder: String) throws -> IndexerView {
        // TRANSLATORS: how to have Baloo index the card folder; "System Settings → Search → File Search"
        // names Plasma's settings pages (use their names in your language); %@ is the folder's path.
        let howToCover = tr("add it in System Settings → Search → File Search, or run `balooctl6 config add includeFolders %@`", folder)
        guard BalooInstallation.isInstalled else {
            return IndexerView(indexer: nil, indexRoot: nil, howToCover: tr("install Baloo first"), running: false, state: nil, progress: nil,
                               cards: [], failures: [:], problems: BalooInstallation.problems())
        }
        let index = BalooCardIndex()
        let state = try index.state()
        var problems = BalooInstallation.problems()
        guard state.enabled else {
            // TRANSLATORS: "File Search" and "System Settings → Search" name Plasma's settings; `balooctl6 enable` is a command.
            problems.append(tr("Baloo's file indexing is off: turn on File Search in System Settings → Search, or run `balooctl6 enable`"))
            return IndexerView(indexer: BalooInstallation.name, indexRoot: nil, howToCover: howToCover, running: false, state: nil,
                               progress: nil, cards: [], failures: [:], problems: problems)
        }
        if !state.hasIndex {
            problems.append(tr("Baloo has no index yet: it has not run since file indexing was turned on (logging in to Plasma starts it)"))
        }
        let found = try index.cards(in: folder)
        if !found.contentIndexing {
            // TRANSLATORS: "Also index file content" and "System Settings → Search → File Search" name
            // Plasma's settings; `balooctl6 config set contentIndexing yes` is a command.
            problems.append(tr("Baloo indexes only file names: turn on \"Also index file content\" in System Settings → Search → File Search, or run `balooctl6 config set contentIndexing yes`"))
        }
        // Baloo keeps no reason, and indexes a card Larder's extractor refused
        // by its name alone: the card parser the extractor uses tells those
        // apart from cards indexed without the extractor, and gives the reason.
        var failures: [String: String] = [:]
        for path in found.failed { failures[path] = refusal(of: path) ?? tr("Baloo could not index its content") }
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
