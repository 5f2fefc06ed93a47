import LarderIndexer

/// What one desktop indexer says of the card folder, before it is compared
/// with the store: read from Tracker or LocalSearch (``tracker(folder:)``)
/// or from Baloo (``baloo(folder:)``).
public struct IndexerView {
    /// The indexer's name ("LocalSearch 3.8", "Baloo 6.13"); nil when Larder knows none installed.
    public var indexer: String?
    /// The folder of the indexer's settings that covers the card folder; nil when none does.
    public var indexRoot: String?
    /// What a user does when no index root covers the card folder.
    public var howToCover: String
    /// Whether the indexer's daemon answers on the session bus.
    public var running: Bool
    /// What it is doing, when it runs.
    public var state: String?
    /// Its progress from 0 to 1, when it says.
    public var progress: Double?
    /// The cards in the folder it keeps a document for.
    public var cards: [IndexedCard]
    /// Files in the folder it failed on, by path, with the reason.
    public var failures: [String: String]
    /// What is missing from the installation.
    public var problems: [String]
}
