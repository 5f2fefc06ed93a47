/// The columns a ``RecipeSummary`` is read from, in the order a query
/// selects them: the query's text and the positions the rows are read at
/// both come from here. They are read by position because a lookup by name
/// lowercases the name on every read (a third of `larder list`'s time on its
/// rows). Qualified, so that they can be joined with the search tables, which
/// have columns of the same names.
enum SummaryColumn: Int, CaseIterable {
    case uuid, name, category, cuisine, totalMinutes, prepMinutes, cookMinutes, yieldText, servings, language, rating,
         lastCooked, modified, homeStore, hasPhoto

    /// The column's expression in a query over `recipe`.
    var expression: String {
        switch self {
        case .uuid: return "recipe.uuid"
        case .name: return "recipe.name"
        case .category: return "recipe.category"
        case .cuisine: return "recipe.cuisine"
        case .totalMinutes: return "recipe.total_minutes"
        case .prepMinutes: return "recipe.prep_minutes"
        case .cookMinutes: return "recipe.cook_minutes"
        case .yieldText: return "recipe.yield_text"
        case .servings: return "recipe.servings"
        case .language: return "recipe.language"
        case .rating: return "recipe.rating"
        case .lastCooked: return "recipe.last_cooked"
        case .modified: return "recipe.modified"
        case .homeStore: return "recipe.home_store"
        case .hasPhoto: return "EXISTS (SELECT 1 FROM photo WHERE photo.recipe_id = recipe.id)"
        }
    }

    /// Every column, comma-separated, for a SELECT list.
    static let selectList = allCases.map(\.expression).joined(separator: ", ")

    /// The position of a query's first own column after the summary's.
    static let afterLast = allCases.count
}
