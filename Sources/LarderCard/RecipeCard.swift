/// The content of one recipe card, format version 1, as plain values: what
/// `NAME.recipe.md` files carry. No Foundation: this target runs inside
/// tracker-extract and the thumbnailer's sandbox.
///
/// Dates are kept as the ISO 8601 text the card holds
/// ("2026-11-22T10:30:00.000Z"); times are whole minutes.
public struct RecipeCard: Sendable, Equatable {
    /// The format version this code writes.
    public static let formatVersion = 1

    /// `larder://STORE-UUID/recipe/RECIPE-UUID`: the recipe this card shows.
    public var uri: String
    public var title: String
    public var category: String?
    public var cuisine: String?
    public var tags: [String]
    public var yield: String?
    public var servings: Int?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var rating: Double?
    public var lastCooked: String?
    public var created: String?
    public var modified: String?
    public var source: String?
    public var author: String?
    public var language: String?
    public var externalID: String?
    /// The description, shown under the title.
    public var summary: String
    public var ingredients: [String]
    public var steps: [Step]
    public var notes: String
    /// The dish photo, downscaled, carried inside the card.
    public var photo: Photo?

    /// One method step; steps that share a section are grouped under its heading.
    public struct Step: Sendable, Equatable {
        public var section: String?
        public var text: String

        public init(_ text: String, section: String? = nil) {
            self.text = text
            self.section = section
        }
    }

    /// An image inside the card: its type, pixel size (as the writer said)
    /// and bytes.
    public struct Photo: Sendable, Equatable {
        public var mediaType: String
        public var width: Int
        public var height: Int
        public var bytes: [UInt8]

        public init(mediaType: String, width: Int, height: Int, bytes: [UInt8]) {
            self.mediaType = mediaType
            self.width = width
            self.height = height
            self.bytes = bytes
        }
    }

    /// A card with a URI and a title; every other field empty.
    public init(uri: String, title: String) {
        self.uri = uri
        self.title = title
        self.tags = []
        self.summary = ""
        self.ingredients = []
        self.steps = []
        self.notes = ""
    }
}
