import Foundation
import LarderCore
import LarderDesktop
import LarderIndexer
import LarderGLib

/// `larder index status`: the store's cards against the indexer's index.
struct IndexStatusReport: Encodable {
    struct Stale: Encodable {
        var file: String
        var name: String
        var indexedName: String?
    }

    struct Failure: Encodable {
        var file: String
        var message: String
    }

    var folder: String
    /// The indexer Larder found installed ("LocalSearch 3.8"); nil when it knows none.
    var indexer: String?
    /// The index root that covers the folder; nil when none does.
    var indexRoot: String?
    var indexerRunning: Bool
    var indexerState: String?
    var indexerProgress: Double?
    /// Cards the store has written into the folder.
    var storeCards: Int
    /// Cards in the folder Tracker knows (the store's and any others).
    var indexed: Int
    /// The store's cards Tracker has with their object URI and current name.
    var matching: Int
    var missing: [String]
    var stale: [Stale]
    var textOnly: [String]
    var failed: [Failure]
    var problems: [String]

    var isComplete: Bool {
        missing.isEmpty && stale.isEmpty && textOnly.isEmpty && failed.isEmpty && indexRoot != nil && indexer != nil
    }

    static func make(store: RecipeStore, folder: String) throws -> IndexStatusReport {
        let roots = try TrackerIndexRoots()
        var indexRoot: String?
        if case .covered(let root, _) = roots.coverage(of: folder) { indexRoot = root }
        let platform = LarderGLib.IndexerPlatform.current
        let miner = try TrackerMiner()
        let running = miner.isRunning
        let state = running ? try? miner.progress() : nil
        // An indexer Larder does not know may still answer under the old
        // names: then its cards are counted; if nothing answers, none are.
        let indexedCards = platform == nil && !running ? [] : try TrackerCardIndex(endpoint: try TrackerEndpoint()).cards(in: folder)
        let byName = Dictionary(indexedCards.map { (($0.path as NSString).lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })

        let names = Dictionary(try store.summaries().map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var report = IndexStatusReport(folder: folder, indexer: platform?.name, indexRoot: indexRoot, indexerRunning: running, indexerState: state?.status,
                                       indexerProgress: state?.progress, storeCards: 0, indexed: indexedCards.count, matching: 0,
                                       missing: [], stale: [], textOnly: [], failed: [], problems: TrackerInstallation.problems())
        let failures = Dictionary(TrackerFailureReport.all().compactMap { failure in
            failure.path.map { ($0, failure.message) }
        }, uniquingKeysWith: { first, _ in first })
        for (id, record) in try store.cardFiles().sorted(by: { $0.value.fileName < $1.value.fileName }) {
            report.storeCards += 1
            let name = names[id] ?? ""
            if let message = failures[folder + "/" + record.fileName] {
                report.failed.append(Failure(file: record.fileName, message: message))
            } else if let card = byName[record.fileName], card.hasDocument {
                if card.objectURI == nil {
                    report.textOnly.append(record.fileName)
                } else if card.objectURI == store.objectURI(for: id).description && card.title == name {
                    report.matching += 1
                } else {
                    report.stale.append(Stale(file: record.fileName, name: name, indexedName: card.title))
                }
            } else {
                report.missing.append(record.fileName)
            }
        }
        // Other files in the folder the extractor refused (a hand-made card, say).
        let storeFiles = Set(try store.cardFiles().values.map(\.fileName))
        for (path, message) in failures.sorted(by: { $0.key < $1.key }) where (path as NSString).deletingLastPathComponent == folder {
            let file = (path as NSString).lastPathComponent
            if !storeFiles.contains(file) { report.failed.append(Failure(file: file, message: message)) }
        }
        return report
    }

    func print() {
        Output.line("Card folder:  \(folder)")
        Output.line("Indexer:      \(indexer ?? "none Larder knows (see the problem below)")")
        Output.line("Index root:   \(indexRoot ?? "none covers the card folder: run `larder index setup`")")
        if indexerRunning {
            let percent = indexerProgress.map { " (\(Int(($0 * 100).rounded()))%)" } ?? ""
            Output.line("State:        running, \(indexerState ?? "state unknown")\(percent)")
        } else {
            Output.line("State:        not running")
        }
        Output.line("Cards:        \(storeCards) from the store; the indexer knows \(indexed) in the folder, \(matching) match the store")
        for file in missing { Output.line("not indexed  \(file)") }
        for item in stale { Output.line("stale        \(item.file) (indexed as \(item.indexedName.map { "\"\($0)\"" } ?? "no name"), now \"\(item.name)\")") }
        for file in textOnly { Output.line("text only    \(file) (Larder's extractor module was not used)") }
        for item in failed { Output.line("failed       \(item.file): \(item.message)") }
        for problem in problems { Output.line("problem      \(problem)") }
        if isComplete { Output.line("Every card is indexed with its recipe's metadata.") }
    }
}
