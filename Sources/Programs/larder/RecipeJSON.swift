import Foundation
import LarderModel
import LarderStore

/// A recipe as `--json` shows it: every field, the object URI, and the
/// photo's description instead of its bytes.
struct RecipeJSON: Encodable {
    struct PhotoInfo: Encodable {
        var mediaType: String
        var width: Int?
        var height: Int?
        var bytes: Int
    }

    var id: String
    var uri: String
    var name: String
    var description: String
    var yield: RecipeYield?
    var category: String?
    var cuisine: String?
    var tags: [String]
    var prepMinutes: Int?
    var cookMinutes: Int?
    var totalMinutes: Int?
    var ingredients: [Ingredient]
    var steps: [MethodStep]
    var notes: String
    var sourceURL: String?
    var author: String?
    var language: String?
    var rating: Double?
    var lastCooked: Date?
    var created: Date
    var modified: Date
    var photo: PhotoInfo?

    init(_ recipe: Recipe, uri: ObjectURI) {
        id = recipe.id.uuidString.lowercased()
        self.uri = uri.description
        name = recipe.name
        description = recipe.summary
        yield = recipe.yield
        category = recipe.category
        cuisine = recipe.cuisine
        tags = recipe.tags
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        totalMinutes = recipe.totalMinutes
        ingredients = recipe.ingredients
        steps = recipe.steps
        notes = recipe.notes
        sourceURL = recipe.sourceURL
        author = recipe.author
        language = recipe.language
        rating = recipe.rating
        lastCooked = recipe.lastCooked
        created = recipe.created
        modified = recipe.modified
        photo = recipe.photo.map { PhotoInfo(mediaType: $0.mediaType, width: $0.width, height: $0.height, bytes: $0.data.count) }
    }
}

/// A summary as `list --json` and `search --json` show it.
struct SummaryJSON: Encodable {
    var id: String
    var uri: String
    var name: String
    var category: String?
    var cuisine: String?
    var totalMinutes: Int?
    var yield: String?
    var rating: Double?
    var lastCooked: Date?
    var modified: Date
    var hasPhoto: Bool
    /// Relevance, for search results (lower is better).
    var score: Double?

    init(_ summary: RecipeSummary, store: RecipeStore, score: Double? = nil) {
        id = summary.id.uuidString.lowercased()
        uri = store.objectURI(for: summary).description
        name = summary.name
        category = summary.category
        cuisine = summary.cuisine
        totalMinutes = summary.totalMinutes
        yield = summary.yieldText
        rating = summary.rating
        lastCooked = summary.lastCooked
        modified = summary.modified
        hasPhoto = summary.hasPhoto
        self.score = score
    }
}
