/// A recipe card as Tracker's index has it.
public struct IndexedCard: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// `nie:title`, when Larder's module extracted the card.
    public var title: String?
    /// `nie:identifier`: the recipe's object URI, when Larder's module extracted the card.
    public var objectURI: String?
    /// `tracker:extractorHash`: which rule's output this is; nil while extraction is pending.
    public var extractorHash: String?
    /// Whether Tracker keeps a document for it (false: only the file is known).
    public var hasDocument: Bool
}
