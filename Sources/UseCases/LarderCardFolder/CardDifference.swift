import Foundation

/// One way the card folder differs from the store (`larder export --check`).
public struct CardDifference: Sendable, Equatable, Encodable {
    /// The kind of difference.
    public enum Kind: String, Sendable, Encodable {
        /// A recipe has no card: `--sync` takes a removed card as a deletion
        /// (the recipe goes to the trash), `--repair` writes the card again.
        case missing
        /// A card's content is not what the recipe says now, and nobody edited it.
        case stale
        /// A card edited outside Larder while its recipe did not change:
        /// `larder export --sync` takes its content into the store.
        case edited
        /// A version of a recipe that is not the store's, kept beside it: a card
        /// edited while its recipe changed in the store too (the next sync
        /// keeps it as a conflict copy), a conflict copy, or a card of a recipe
        /// deleted since. `larder resolve` settles it either way.
        case conflict
        /// An edited card that does not parse; the store is not touched until it is fixed.
        case unreadable
        /// A card written by hand (no `uri` line), or a card of a recipe whose
        /// own card is not in the folder (renamed, or from another machine):
        /// `--sync` takes it in.
        case new
        /// A second copy of a recipe's card, the same as the store's (left by
        /// an interrupted run): `--repair` removes it.
        case orphaned
        /// A file Larder did not write: listed, never touched.
        case foreign
        /// A temporary file left by an interrupted run.
        case temporary
    }

    /// What kind of difference this is.
    public var kind: Kind
    /// The file name in the card folder (for `missing`, the name it would get).
    public var fileName: String
    /// The recipe concerned, when there is one.
    public var recipeID: UUID?
    /// Why, for `unreadable`: the parser's message with its line.
    public var message: String?

    /// A difference of `kind` in `fileName`.
    public init(kind: Kind, fileName: String, recipeID: UUID?, message: String? = nil) {
        self.kind = kind
        self.fileName = fileName
        self.recipeID = recipeID
        self.message = message
    }
}
