import Foundation
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
        guard !text.isEmpty else { throw RecipeLookupError.notFound("An empty recipe reference; give an ID, a URI or a name") }
        if let uri = ObjectURI(text) {
            // The recipe ID is the identity; the store part names where the recipe was created.
            guard try store.recipe(id: uri.recipeID, includingPhoto: false) != nil else {
                let whose = uri.storeID == store.storeID ? "it may have been deleted" : "it was created in another store, \(uri.storeID.uuidString.lowercased()), and has not reached this one"
                throw RecipeLookupError.notFound("No recipe \(text) in this store (\(whose))")
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
            throw RecipeLookupError.ambiguous("“\(text)” matches \(candidates.count) recipes; use one of these IDs:\n" + names.joined(separator: "\n"))
        }
        let suggestions = try store.search(text, limit: 5)
        if allowingSearch, suggestions.count == 1 { return suggestions[0].recipe.id }
        let list = suggestions.map { "  \(String($0.recipe.id.uuidString.lowercased().prefix(8)))  \($0.recipe.name)" }.joined(separator: "\n")
        if allowingSearch, !suggestions.isEmpty {
            throw RecipeLookupError.ambiguous("“\(text)” matches several recipes; use one of these IDs:\n" + list)
        }
        var message = "No recipe matches “\(text)” (looked for an ID, an object URI and an exact name)"
        if !suggestions.isEmpty { message += ". Search finds:\n" + list }
        throw RecipeLookupError.notFound(message)
    }
}
