import Foundation
import LarderCard
import LarderLocalization
import LarderModel
import LarderStore
import LarderInterchange

/// What opening and previewing take: a recipe card file, or anything
/// ``RecipeReference`` resolves (ID, URI, name).
public enum RecipeTarget {
    /// The recipe found, and how.
    public struct Found {
        /// The recipe as the store has it now.
        public var recipe: Recipe
        /// The card came from another store (or its recipe was deleted) and was imported.
        public var importedFromCard: Bool
    }

    /// The recipe meant by `argument` in `store`. A card of another store is
    /// imported when `importing` is set, and explained otherwise.
    public static func recipe(_ argument: String, in store: RecipeStore, importing: Bool = false) throws -> Found {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue {
            return try fromCard(argument, in: store, importing: importing)
        }
        let id = try RecipeReference.resolve(argument, in: store, allowingSearch: true)
        guard let recipe = try store.recipe(id: id) else { throw RecipeLookupError.notFound(tr("The recipe was deleted meanwhile")) }
        return Found(recipe: recipe, importedFromCard: false)
    }

    private static func fromCard(_ path: String, in store: RecipeStore, importing: Bool) throws -> Found {
        guard let bytes = FileManager.default.contents(atPath: path) else { throw RecipeLookupError.unreadableCard(tr("Cannot read %@", path)) }
        let card: RecipeCard
        do {
            card = try CardParser.parse(bytes)
        } catch {
            // TRANSLATORS: the first %@ is a file path, the second what is wrong with the card.
            throw RecipeLookupError.unreadableCard(tr("%@ is not a recipe card: %@", path, "\(error)"))
        }
        let (recipe, storeID): (Recipe, UUID?)
        do {
            (recipe, storeID) = try CardConversion.recipe(from: card)
        } catch {
            throw RecipeLookupError.unreadableCard("\(path): \(error)")
        }
        // The recipe ID is the identity; the URI's store part names where it was created.
        if storeID != nil, let stored = try store.recipe(id: recipe.id) {
            return Found(recipe: stored, importedFromCard: false)
        }
        guard importing else {
            switch storeID {
            case store.storeID:
                // TRANSLATORS: the first %@ is a recipe card's title, the second its file path;
                // --import is an option and `larder import` a command.
                throw RecipeLookupError.notFound(tr("“%@”: its recipe was deleted from this store. Add --import to import the card, or run `larder import %@`.",
                                                    card.title, path))
            case let other?:
                // TRANSLATORS: the %@ are a recipe card's title, a store's ID and the card's file path;
                // --import is an option and `larder import` a command.
                throw RecipeLookupError.notFound(tr("“%@”: its recipe was created in another Larder store (%@) and is not in this one. Add --import to import the card, or run `larder import %@`.",
                                                    card.title, other.uuidString.lowercased(), path))
            case nil:
                // TRANSLATORS: the first %@ is a recipe card's title, the second its file path;
                // --import is an option and `larder import` a command.
                throw RecipeLookupError.notFound(tr("“%@”: it is a new card, written by hand, not yet in any store. Add --import to import the card, or run `larder import %@`.",
                                                    card.title, path))
            }
        }
        let outcome = try store.save(recipe, matching: .byIDOrOrigin)
        guard let saved = try store.recipe(id: outcome.recipeID) else { throw RecipeLookupError.notFound(tr("The imported recipe was deleted meanwhile")) }
        return Found(recipe: saved, importedFromCard: true)
    }
}
