import Foundation

/// One recipe, with every field Larder keeps.
///
/// A value type: read it from a ``RecipeStore``, change it, and save it back.
public struct Recipe: Sendable, Equatable, Codable {
    /// Stable identity; part of the recipe's ``ObjectURI``.
    public var id: UUID
    public var name: String
    /// A short introduction ("description" in schema.org).
    public var summary: String
    public var yield: RecipeYield?
    public var category: String?
    public var cuisine: String?
    /// Free keywords, in the order the user gave them.
    public var tags: [String]
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var ingredients: [Ingredient]
    public var steps: [MethodStep]
    public var notes: String
    public var sourceURL: String?
    public var author: String?
    /// A BCP 47 language tag such as `en`, `fr`, `zh-CN`.
    public var language: String?
    /// From 0 to 5.
    public var rating: Double?
    public var lastCooked: Date?
    public var created: Date
    public var modified: Date
    /// At most one photo, kept at full size.
    public var photo: Photo?
    /// The identifier the recipe had where it was imported from (schema.org
    /// `identifier` or `@id`), so that importing it again updates it.
    public var externalID: String?

    /// A recipe with a fresh identity and the given name; every other field empty.
    public init(id: UUID = UUID(), name: String, now: Date = Date()) {
        self.id = id
        self.name = name
        self.summary = ""
        self.yield = nil
        self.category = nil
        self.cuisine = nil
        self.tags = []
        self.ingredients = []
        self.steps = []
        self.notes = ""
        self.created = now
        self.modified = now
    }

    /// The total time if known, else prep + cook when either is known.
    public var effectiveTotalMinutes: Int? {
        if let totalMinutes { return totalMinutes }
        if prepMinutes == nil && cookMinutes == nil { return nil }
        return (prepMinutes ?? 0) + (cookMinutes ?? 0)
    }

    /// True when both recipes say the same thing, ignoring identity and timestamps.
    public func hasSameContent(as other: Recipe) -> Bool {
        var a = self, b = other
        a.id = b.id
        a.created = b.created
        a.modified = b.modified
        return a == b
    }
}
