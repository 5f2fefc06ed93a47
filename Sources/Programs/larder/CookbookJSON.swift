import LarderRender
import LarderStore

/// What `larder cookbook --json` prints: the file, its parts' pages, each recipe's first page.
struct CookbookJSON: Encodable {
    struct Recipe: Encodable {
        var id: String
        var name: String
        var category: String?
        var page: Int
    }

    var file: String
    var pages: Int
    var contents: [Int]
    var index: [Int]
    var recipes: [Recipe]

    init(file: String, summary: CookbookSummary, recipes: [RecipeSummary]) {
        self.file = file
        pages = summary.pages
        contents = [summary.contentsPages.lowerBound, summary.contentsPages.upperBound]
        index = [summary.indexPages.lowerBound, summary.indexPages.upperBound]
        self.recipes = zip(recipes, summary.recipeFirstPages).map {
            Recipe(id: $0.0.id.uuidString.lowercased(), name: $0.0.name, category: $0.0.category, page: $0.1)
        }
    }
}
