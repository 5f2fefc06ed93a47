import LarderGLib
import LarderIndexer
import LarderLocalization

extension IndexerView {
    /// Asks Tracker or LocalSearch, over D-Bus, about `folder`.
    public static func tracker(folder: String) throws -> IndexerView {
        let roots = try TrackerIndexRoots()
        var indexRoot: String?
        if case .covered(let root, _) = roots.coverage(of: folder) { indexRoot = root }
        let platform = IndexerPlatform.current
        let miner = try TrackerMiner()
        let running = miner.isRunning
        let state = running ? try? miner.progress() : nil
        // An indexer Larder does not know may still answer under the old
        // names: then its cards are counted; if nothing answers, none are.
        let cards = platform == nil && !running ? [] : try TrackerCardIndex(endpoint: try TrackerEndpoint()).cards(in: folder)
        let failures = Dictionary(TrackerFailureReport.all().compactMap { failure in
            failure.path.map { ($0, failure.message) }
        }, uniquingKeysWith: { first, _ in first })
        return IndexerView(indexer: platform?.name, indexRoot: indexRoot, howToCover: tr("run `larder index setup`"), running: running,
                           state: state?.status, progress: state?.progress, cards: cards, failures: failures,
                           problems: TrackerInstallation.problems())
    }
}
