import LarderActions
import LarderLocalization
import LarderModel
import LarderStore

/// The recipe a command's argument names (``RecipeTarget``), saying so
/// when a card had to be imported first.
enum RecipeArgument {
    static func recipe(_ argument: String, in store: RecipeStore, importing: Bool = false) throws -> Recipe {
        let found = try CLIError.wrapping { try RecipeTarget.recipe(argument, in: store, importing: importing) }
        if found.importedFromCard {
            // TRANSLATORS: %@ is a recipe's name.
            Output.note(tr("Imported “%@” from the card.", found.recipe.name))
            AfterChangeNotes.run(store)
        }
        return found.recipe
    }
}
