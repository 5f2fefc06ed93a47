import Foundation
import LarderStore
import LarderIndexer

/// The store's cards against the indexer's index: what `larder index
/// status` reports.
public struct CardIndexStatus: Encodable {
    /// A card the indexer has with an old name or another recipe's URI.
    public struct Stale: Encodable {
        /// The card's file name.
        public var file: String
        /// The recipe's name now.
        public var name: String
        /// The name the indexer has.
        public var indexedName: String?
    }

    /// A card the extractor refused.
    public struct Failure: Encodable {
        /// The card's file name.
        public var file: String
        /// The extractor's reason.
        public var message: String
    }

    /// The card folder.
    public var folder: String
    /// The indexer asked ("LocalSearch 3.8", "Baloo 6.13"); nil when Larder knows none installed.
    public var indexer: String?
    /// The index root that covers the folder; nil when none does.
    public var indexRoot: String?
    /// What a user does when no index root covers the folder.
    public var howToCover: String
    /// Whether the miner answers on the session bus.
    public var indexerRunning: Bool
    /// The miner's state ("Idle", "Crawling", ...), when it runs.
    public var indexerState: String?
    /// The miner's progress from 0 to 1, when it runs.
    public var indexerProgress: Double?
    /// Cards the store has written into the folder.
    public var storeCards: Int
    /// Cards in the folder the indexer keeps a document for (the store's and any others).
    public var indexed: Int
    /// The store's cards the indexer has with their current name (and, in Tracker, their object URI).
    public var matching: Int
    /// The store's cards the indexer does not know (yet).
    public var missing: [String]
    /// Cards indexed with an old name or URI.
    public var stale: [Stale]
    /// Cards indexed as plain text: Larder's extractor module was not used.
    public var textOnly: [String]
    /// Cards the extractor refused, the store's and others in the folder.
    public var failed: [Failure]
    /// What is missing from the installation (MIME type, rules, module).
    public var problems: [String]

    /// Every card indexed with its recipe's metadata, and nothing wrong.
    public var isComplete: Bool {
        missing.isEmpty && stale.isEmpty && textOnly.isEmpty && failed.isEmpty && indexRoot != nil && indexer != nil
    }

    /// Asks `indexer` about `folder` and compares its answers with `store`.
    public static func make(store: RecipeStore, folder: String, indexer: DesktopIndexer) throws -> CardIndexStatus {
        let view = switch indexer {
        case .tracker: try IndexerView.tracker(folder: folder)
        case .baloo: try IndexerView.baloo(folder: folder)
        }
        return try make(store: store, folder: folder, view: view)
    }

    /// Compares what an indexer said of `folder` with `store`.
    static func make(store: RecipeStore, folder: String, view: IndexerView) throws -> CardIndexStatus {
        let byName = Dictionary(view.cards.map { (($0.path as NSString).lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
        let summaries = Dictionary(try store.summaries().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var report = CardIndexStatus(folder: folder, indexer: view.indexer, indexRoot: view.indexRoot, howToCover: view.howToCover,
                                     indexerRunning: view.running, indexerState: view.state, indexerProgress: view.progress,
                                     storeCards: 0, indexed: view.cards.count, matching: 0,
                                     missing: [], stale: [], textOnly: [], failed: [], problems: view.problems)
        let cardFiles = try store.cardFiles()
        for (id, record) in cardFiles.sorted(by: { $0.value.fileName < $1.value.fileName }) {
            report.storeCards += 1
            let name = summaries[id]?.name ?? ""
            if let message = view.failures[folder + "/" + record.fileName] {
                report.failed.append(Failure(file: record.fileName, message: message))
            } else if let card = byName[record.fileName], card.hasDocument {
                // Baloo keeps no identifier: there the name alone must match.
                let expectedURI = summaries[id].map { store.objectURI(for: $0).description }
                if !card.hasLarderMetadata {
                    report.textOnly.append(record.fileName)
                } else if (card.objectURI == nil || card.objectURI == expectedURI) && card.title == name {
                    report.matching += 1
                } else {
                    report.stale.append(Stale(file: record.fileName, name: name, indexedName: card.title))
                }
            } else {
                report.missing.append(record.fileName)
            }
        }
        // Other files in the folder the extractor refused (a hand-made card, say).
        let storeFiles = Set(cardFiles.values.map(\.fileName))
        for (path, message) in view.failures.sorted(by: { $0.key < $1.key }) where (path as NSString).deletingLastPathComponent == folder {
            let file = (path as NSString).lastPathComponent
            if !storeFiles.contains(file) { report.failed.append(Failure(file: file, message: message)) }
        }
        return report
    }
}
