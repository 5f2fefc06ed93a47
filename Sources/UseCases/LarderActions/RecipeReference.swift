import Foundation
import LarderLocalization
import LarderModel
import LarderStore

/// Finds the recipe a user means: an object URI, an ID or its first
/// characters (at least 4), or an exact name (ignoring case). Commands that
/// only read may also accept the single recipe a search finds.
public enum RecipeReference {
    /// - Parameter allowingSearch: when nothing else matches, accept the one
    ///   recipe a full-text search finds ("carbonara" → Spaghetti Carbonara).
    ///   Never for commands that delete.
    public static func resolve(_ reference: String, in store: RecipeStore, allowingSearch: Bool = false) throws -> UUID {
        let text = reference.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw RecipeLookupError.notFound(tr("An empty recipe reference; give an ID, a URI or a name")) }
        if let uri = ObjectURI(text) {
            // The recipe ID is the identity; the store part names where the recipe was created.
            guard try store.recipe(id: uri.recipeID, includingPhoto: false) != nil else {
                if uri.storeID == store.storeID {
                    // TRANSLATORS: %@ is a recipe's object URI (larder://…).
                    throw RecipeLookupError.notFound(tr("No recipe %@ in this store (it may have been deleted)", text))
                }
                // TRANSLATORS: the first %@ is a recipe's object URI (larder://…), the second a store's ID.
                throw RecipeLookupError.notFound(tr("No recipe %@ in this store (it was created in another store, %@, and has not reached this one)",
                                                    text, uri.storeID.uuidString.lowercased()))
            }
            return uri.recipeID
        }
        var candidates: [UUID] = []
        if let uuid = UUID(uuidString: text), try store.recipe(id: uuid, includingPhoto: false) != nil {
            return uuid
        }
        if text.count >= 4 {
            candidates = try store.recipeIDs(withPrefix: text)
        }
        if candidates.isEmpty {
            candidates = try store.recipeIDs(named: text)
        }
        if candidates.count == 1 { return candidates[0] }
        if candidates.count > 1 {
            let names = try candidates.prefix(10).compactMap { id in
                try store.recipe(id: id, includingPhoto: false).map { "  \(id.uuidString.lowercased())  \($0.name)" }
            }
            // TRANSLATORS: the %@ are what the user typed, the number of recipes, and a list of
            // recipe IDs with their names, one a line.
            throw RecipeLookupError.ambiguous(trn("“%@” matches %@ recipe; use one of these IDs:\n%@", "“%@” matches %@ recipes; use one of these IDs:\n%@",
                                                 candidates.count, text, candidates.count, names.joined(separator: "\n")))
        }
        let suggestions = try store.search(text, limit: 5)
        if allowingSearch, suggestions.count == 1 { return suggestions[0].recipe.id }
        let list = suggestions.map { "  \(String($0.recipe.id.uuidString.lowercased().prefix(8)))  \($0.recipe.name)" }.joined(separator: "\n")
        if allowingSearch, !suggestions.isEmpty {
            // TRANSLATORS: the first %@ is what the user typed, the second a list of recipe IDs with their names, one a line.
            throw RecipeLookupError.ambiguous(tr("“%@” matches several recipes; use one of these IDs:\n%@", text, list))
        }
        if !suggestions.isEmpty {
            // TRANSLATORS: the first %@ is what the user typed, the second a list of recipe IDs with their names, one a line.
            throw RecipeLookupError.notFound(tr("No recipe matches “%@” (looked for an ID, an object URI and an exact name). Search finds:\n%@", text, list))
        }
        // TRANSLATORS: %@ is what the user typed.
        throw RecipeLookupError.notFound(tr("No recipe matches “%@” (looked for an ID, an object URI and an exact name)", text))
    }
}
