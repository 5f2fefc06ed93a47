/// What one card folder sync run did.
public struct CardSyncReport: Sendable, Equatable, Encodable {
    /// Cards written (new or changed).
    public var written = 0
    /// Cards already up to date.
    public var unchanged = 0
    /// Cards moved to a new name after a rename.
    public var renamed = 0
    /// Cards removed (their recipe was deleted, or an orphan).
    public var removed = 0
    /// Files left alone because Larder did not write them, or someone saved
    /// them since Larder read them (a save is never written over).
    public var keptForeign: [String] = []
    /// Temporary files of an interrupted run, removed.
    public var cleanedTemporary = 0
    /// Cards edited outside Larder whose content was taken into the store.
    public var imported: [String] = []
    /// Conflict copies made: a card edited while its recipe changed in the
    /// store too, kept under this name beside the store's version.
    public var conflicts: [String] = []
    /// Edited cards that do not parse, left alone with the reason; the store was not touched.
    public var unreadable: [CardDifference] = []
    /// Files named like cards (`*.recipe.md`) that Larder did not write and
    /// cannot take in, each with why (no `larder-card` line, a parse error
    /// with its line); left alone, and taken in once fixed.
    public var refused: [CardDifference] = []
    /// Recipes moved to the trash because their cards were removed from the folder.
    public var trashed: [String] = []
    /// Recipes brought back from the trash because a card of theirs arrived
    /// (edited on another machine while deleted on this one).
    public var restored: [String] = []
    /// Set when every card was missing: the folder looked emptied or
    /// unmounted, so no recipe was moved to the trash.
    public var folderLooksEmptied = false
    /// Cards whose thumbnails were put in the thumbnail cache (not in the JSON report).
    public var thumbnailsCached = 0
    /// Why the thumbnail cache could not be written, when it could not: the
    /// export went on without it (not in the JSON report).
    public var thumbnailCacheProblem: String?
    /// The names of the cards written, for whoever wants to tell an indexer
    /// (not in the JSON report: it can be every card).
    public var writtenFiles: [String] = []

    enum CodingKeys: String, CodingKey {
        case written, unchanged, renamed, removed, keptForeign, cleanedTemporary, imported, conflicts, unreadable, refused, trashed, restored, folderLooksEmptied
    }

    /// An empty report: every count zero.
    public init() {}
}
