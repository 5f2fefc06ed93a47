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
    /// Every card Larder writes has one; nil for a card written by hand,
    /// which is new: Larder gives it an identity when it takes it in.
    public var uri: String?
    /// The recipe's name (`title`).
    public var title: String
    /// The `category` field, such as "Dessert"; nil when absent.
    public var category: String?
    /// The `cuisine` field; nil when absent.
    public var cuisine: String?
    /// The `tags` field, in order; empty when the card has none.
    public var tags: [String]
    /// The `yield` field as written ("4 servings"); nil when absent.
    public var yield: String?
    /// The `servings` field: the number of servings; nil when absent.
    public var servings: Int?
    /// The `prep-minutes` field: preparation time in minutes; nil when absent.
    public var prepMinutes: Int?
    /// The `cook-minutes` field: cooking time in minutes; nil when absent.
    public var cookMinutes: Int?
    /// The `total-minutes` field: total time in minutes; nil when absent.
    public var totalMinutes: Int?
    /// The `rating` field, from 0 to 5; nil when absent.
    public var rating: Double?
    /// The `last-cooked` field: when the recipe was last cooked, as ISO 8601 text; nil when absent.
    public var lastCooked: String?
    /// The `created` field: when the recipe was created, as ISO 8601 text; nil when absent.
    public var created: String?
    /// The `modified` field: when the recipe last changed, as ISO 8601 text; nil when absent.
    public var modified: String?
    /// The `source` field: where the recipe came from, usually a URL; nil when absent.
    public var source: String?
    /// The `author` field; nil when absent.
    public var author: String?
    /// The `language` field: a BCP 47 tag such as `en`; nil when absent.
    public var language: String?
    /// The `external-id` field: the recipe's identifier where it was imported
    /// from; nil when absent.
    public var externalID: String?
    /// The description, shown under the title.
    public var summary: String
    /// The ingredient lines, in order, as written, each in its group if any.
    public var ingredients: [Ingredient]
    /// The method steps, in order.
    public var steps: [Step]
    /// The notes section's text; empty when there are none.
    public var notes: String
    /// The dish photo, downscaled, carried inside the card.
    public var photo: Photo?

    /// One ingredient line; lines that share a group are shown under its heading.
    /// A string literal is a line outside any group.
    public struct Ingredient: Sendable, Equatable, ExpressibleByStringLiteral {
        /// The heading of the group this line belongs to ("For the sauce"); nil outside any group.
        public var group: String?
        /// The line as written; may span several lines.
        public var text: String

        /// A line with `text`, in `group` if given.
        public init(_ text: String, group: String? = nil) {
            self.text = text
            self.group = group
        }

        /// A line outside any group.
        public init(stringLiteral text: String) {
            self.init(text)
        }
    }

    /// One method step; steps that share a section are grouped under its heading.
    public struct Step: Sendable, Equatable {
        /// The heading of the section this step belongs to; nil outside any section.
        public var section: String?
        /// The step's text; may span several lines.
        public var text: String

        /// A step with `text`, in `section` if given.
        public init(_ text: String, section: String? = nil) {
            self.text = text
            self.section = section
        }
    }

    /// An image inside the card: its type, pixel size (as the writer said)
    /// and bytes.
    public struct Photo: Sendable, Equatable {
        /// `image/jpeg` or `image/png`.
        public var mediaType: String
        /// Width in pixels, as the card's photo line states it.
        public var width: Int
        /// Height in pixels, as the card's photo line states it.
        public var height: Int
        /// The encoded image file.
        public var bytes: [UInt8]

        /// A photo with the given type, pixel size and encoded bytes.
        public init(mediaType: String, width: Int, height: Int, bytes: [UInt8]) {
            self.mediaType = mediaType
            self.width = width
            self.height = height
            self.bytes = bytes
        }
    }

    /// A card with a URI and a title; every other field empty.
    public init(uri: String?, title: String) {
        self.uri = uri
        self.title = title
        self.tags = []
        self.summary = ""
        self.ingredients = []
        self.steps = []
        self.notes = ""
    }
}
