import Foundation

/// One recipe, with every field Larder keeps.
///
/// A value type: read it from a ``RecipeStore``, change it, and save it back.
public struct Recipe: Sendable, Equatable, Codable {
    /// Stable identity, the same on every machine; part of the recipe's ``ObjectURI``.
    public var id: UUID
    /// The store the recipe was created in, when that is not the store
    /// holding it (a recipe that arrived as another machine's card); nil for
    /// a recipe created here. Its ``ObjectURI`` names that home store, so that
    /// every machine writes the same card for it.
    public var homeStoreID: UUID?
    /// The recipe's name; never empty in a saved recipe.
    public var name: String
    /// A short introduction ("description" in schema.org).
    public var summary: String
    /// How much the recipe makes; nil when not given.
    public var yield: RecipeYield?
    /// The course or kind of dish, such as "Dessert"; nil when not given.
    public var category: String?
    /// The cuisine, such as "Thai"; nil when not given.
    public var cuisine: String?
    /// Free keywords, in the order the user gave them.
    public var tags: [String]
    /// Preparation time in minutes; nil when not given.
    public var prepMinutes: Int?
    /// Cooking time in minutes; nil when not given.
    public var cookMinutes: Int?
    /// Total time in minutes as given; nil when not given (see ``effectiveTotalMinutes``).
    public var totalMinutes: Int?
    /// The ingredients, in order.
    public var ingredients: [Ingredient]
    /// The method steps, in order.
    public var steps: [MethodStep]
    /// Free-form notes; empty when there are none.
    public var notes: String
    /// The address of the page the recipe came from; nil when not known.
    public var sourceURL: String?
    /// Who wrote the recipe (several authors joined with ", "); nil when not known.
    public var author: String?
    /// A BCP 47 language tag such as `en`, `fr`, `zh-CN`.
    public var language: String?
    /// From 0 to 5.
    public var rating: Double?
    /// When the recipe was last cooked; nil when never recorded.
    public var lastCooked: Date?
    /// When the recipe was created.
    public var created: Date
    /// When the recipe last changed.
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

    /// True when both recipes say the same thing, ignoring identity (home store included) and timestamps.
    public func hasSameContent(as other: Recipe) -> Bool {
        var a = self, b = other
        a.id = b.id
        a.homeStoreID = b.homeStoreID
        a.created = b.created
        a.modified = b.modified
        return a == b
    }
}
