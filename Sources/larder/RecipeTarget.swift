import Foundation
import LarderCard
import LarderCore
import LarderInterchange

/// What `open` and `preview` take: a recipe card file, or anything
/// ``RecipeReference`` resolves (ID, URI, name).
enum RecipeTarget {
    /// The recipe meant by `argument` in `store`. A card of another store is
    /// imported when `importing` is set, and explained otherwise.
    static func recipe(_ argument: String, in store: RecipeStore, importing: Bool = false) throws -> Recipe {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue {
            return try fromCard(argument, in: store, importing: importing)
        }
        let id = try CLIError.wrapping { try RecipeReference.resolve(argument, in: store, allowingSearch: true) }
        guard let recipe = try CLIError.wrapping({ try store.recipe(id: id) }) else {
            throw CLIError("The recipe was deleted meanwhile", exitCode: CLIError.notFoundCode)
        }
        return recipe
    }

    private static func fromCard(_ path: String, in store: RecipeStore, importing: Bool) throws -> Recipe {
        guard let bytes = FileManager.default.contents(atPath: path) else { throw CLIError("Cannot read \(path)") }
        let card: RecipeCard
        do {
            card = try CardParser.parse(bytes)
        } catch {
            throw CLIError("\(path) is not a recipe card: \(error)")
        }
        let (recipe, storeID): (Recipe, UUID)
        do {
            (recipe, storeID) = try CardConversion.recipe(from: card)
        } catch {
            throw CLIError("\(path): \(error)")
        }
        if storeID == store.storeID, let stored = try CLIError.wrapping({ try store.recipe(id: recipe.id) }) {
            return stored
        }
        guard importing else {
            let whose = storeID == store.storeID ? "its recipe was deleted from this store" : "it comes from another Larder store (\(storeID.uuidString.lowercased()))"
            throw CLIError("“\(card.title)”: \(whose). Add --import to import the card, or run `larder import \(path)`.",
                           exitCode: CLIError.notFoundCode)
        }
        let outcome = try CLIError.wrapping { try store.save(recipe, matching: .byIDOrOrigin) }
        Output.note("Imported “\(recipe.name)” from the card.")
        CardSync.afterChange(store)
        guard let saved = try CLIError.wrapping({ try store.recipe(id: outcome.recipeID) }) else {
            throw CLIError("The imported recipe could not be read back")
        }
        return saved
    }
}
