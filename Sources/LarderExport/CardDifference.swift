import Foundation

/// One way the card folder differs from the store (`larder export --check`).
public struct CardDifference: Sendable, Equatable, Encodable {
    /// The kind of difference.
    public enum Kind: String, Sendable, Encodable {
        /// A recipe has no card.
        case missing
        /// A card's content is not what the recipe says now.
        case stale
        /// A card of this store whose recipe is gone, or that is not recorded.
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
}
