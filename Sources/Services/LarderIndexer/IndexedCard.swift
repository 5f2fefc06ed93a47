/// A recipe card as a desktop indexer (Tracker, LocalSearch, Baloo) has it.
public struct IndexedCard: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// The recipe's name (`nie:title`, Baloo's title), when Larder's extractor read the card.
    public var title: String?
    /// `nie:identifier`: the recipe's object URI, when Larder's Tracker module extracted the card
    /// (Baloo keeps no identifier).
    public var objectURI: String?
    /// `tracker:extractorHash`: which rule's output this is; nil while extraction is pending.
    public var extractorHash: String?
    /// Whether the indexer keeps a document for it (false: only the file is known).
    public var hasDocument: Bool
    /// Whether Larder's extractor gave the document its metadata (false: indexed as plain text).
    public var hasLarderMetadata: Bool
}
