import ArgumentParser
import Foundation
import LarderActions
import LarderLocalization
import LarderStore

extension Larder {
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm",
            abstract: tr("Delete recipes."),
            // TRANSLATORS: %@ is the number of days.
            discussion: trn("""
                Every RECIPE must match exactly one recipe; if one does not, nothing is deleted. \
                Deleted recipes stay in the trash for %@ day: `larder trash` \
                lists them, `larder restore` brings them back.
                """, """
                Every RECIPE must match exactly one recipe; if one does not, nothing is deleted. \
                Deleted recipes stay in the trash for %@ days: `larder trash` \
                lists them, `larder restore` brings them back.
                """, RecipeStore.trashDays, RecipeStore.trashDays))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("Recipes to delete: IDs, ID prefixes, URIs or names."), valueName: "recipe"))
        var references: [String]

        func validate() throws {
            if references.isEmpty { throw ValidationError(tr("Name at least one recipe to delete")) }
        }

        func run() throws {
            let store = try storeOptions.open()
            // Resolve all first: a typo in one reference must not delete the others.
            let ids = try references.map { reference in try CLIError.wrapping { try RecipeReference.resolve(reference, in: store) } }
            var names: [UUID: String] = [:]
            for id in ids { names[id] = try CLIError.wrapping { try store.recipe(id: id, includingPhoto: false)?.name } }
            let deleted = try CLIError.wrapping { try store.deleteRecipes(ids: ids) }
            AfterChangeNotes.run(store)
            for id in deleted {
                // TRANSLATORS: %1$@ is a recipe's name, %2$@ its short ID.
                Output.line(tr("Deleted “%@” %@ (in the trash; `larder restore` brings it back)", names[id] ?? "?", RecipeFormat.shortID(id)))
            }
        }
    }
}
