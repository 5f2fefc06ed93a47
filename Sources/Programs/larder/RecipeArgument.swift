import LarderActions
import LarderModel
import LarderStore

/// The recipe a command's argument names (``RecipeTarget``), saying so
/// when a card had to be imported first.
enum RecipeArgument {
    static func recipe(_ argument: String, in store: RecipeStore, importing: Bool = false) throws -> Recipe {
        let found = try CLIError.wrapping { try RecipeTarget.recipe(argument, in: store, importing: importing) }
        if found.importedFromCard {
            Output.note("Imported “\(found.recipe.name)” from the card.")
            AfterChangeNotes.run(store)
        }
        return found.recipe
    }
}
