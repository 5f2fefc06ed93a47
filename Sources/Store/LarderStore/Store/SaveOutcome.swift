import Foundation
import LarderModel

/// What saving one recipe did.
public enum SaveOutcome: Sendable, Equatable {
    case inserted(UUID)
    case updated(UUID)
    /// The store already had the same content; nothing was written.
    case unchanged(UUID)

    /// The saved recipe's identity (for an update, the stored recipe's).
    public var recipeID: UUID {
        switch self {
        case .inserted(let id), .updated(let id), .unchanged(let id): return id
        }
    }
}

/// How a saved recipe finds the stored recipe it replaces.
public enum SaveMatching: Sendable {
    /// Only by its ``Recipe/id``.
    case byID
    /// By id, then by ``Recipe/externalID``, then (for a recipe with no
    /// external ID) by ``Recipe/sourceURL``: importing the same recipe again
    /// updates it instead of duplicating it.
    case byIDOrOrigin
}
