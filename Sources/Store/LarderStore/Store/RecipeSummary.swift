import Foundation
import LarderModel

/// The fields of a recipe that lists and search results show, read without
/// its ingredients, method or photo.
public struct RecipeSummary: Sendable, Equatable, Codable {
    /// The recipe's stable identity, as in ``Recipe/id``.
    public var id: UUID
    /// The recipe's name.
    public var name: String
    /// The recipe's category; nil when it has none.
    public var category: String?
    /// The recipe's cuisine; nil when it has none.
    public var cuisine: String?
    /// Total time in minutes: the recipe's total, else prep + cook;
    /// nil when none of the three is known.
    public var totalMinutes: Int?
    /// The yield as written ("4 servings"); nil when the recipe has none.
    public var yieldText: String?
    /// The yield's number of servings, when known.
    public var servings: Int?
    /// The recipe's language (BCP 47); nil when unknown.
    public var language: String?
    /// The rating, from 0 to 5; nil when unrated.
    public var rating: Double?
    /// When the recipe was last cooked; nil when never recorded.
    public var lastCooked: Date?
    /// When the recipe last changed.
    public var modified: Date
    /// True when the recipe has a photo.
    public var hasPhoto: Bool
    /// The store that created the recipe, when another one (``Recipe/homeStoreID``).
    public var homeStoreID: UUID?
}
