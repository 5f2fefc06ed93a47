import LarderStore

/// The recipes a printed cookbook holds, in book order: those a search
/// finds (or all), of one category if asked, by category and then by name.
public enum CookbookSelection {
    /// The recipes `query` finds (all without one), of `category` if given, in book order.
    public static func recipes(in store: RecipeStore, query: [String], category: String?) throws -> [RecipeSummary] {
        var chosen = query.isEmpty
            ? try store.summaries()
            : try store.search(query.joined(separator: " "), limit: Int(Int32.max)).map(\.recipe)
        if let category {
            let wanted = category.lowercased()
            chosen = chosen.filter { $0.category?.lowercased() == wanted }
        }
        // Recipes without a category come last, as the book's last chapter; a category's case does not split it.
        return chosen.sorted {
            let a = ($0.category == nil ? 1 : 0, $0.category?.lowercased() ?? "", $0.name.lowercased(), $0.id.uuidString)
            let b = ($1.category == nil ? 1 : 0, $1.category?.lowercased() ?? "", $1.name.lowercased(), $1.id.uuidString)
            return a < b
        }
    }
}
