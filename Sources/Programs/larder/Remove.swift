import ArgumentParser
import Foundation
import LarderActions
import LarderStore

extension Larder {
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm",
            abstract: "Delete recipes.",
            discussion: """
                Every RECIPE must match exactly one recipe; if one does not, nothing is deleted. \
                Deleted recipes stay in the trash for \(RecipeStore.trashDays) days: `larder trash` \
                lists them, `larder restore` brings them back.
                """)

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("Recipes to delete: IDs, ID prefixes, URIs or names.", valueName: "recipe"))
        var references: [String]

        func validate() throws {
            if references.isEmpty { throw ValidationError("Name at least one recipe to delete") }
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
                Output.line("Deleted “\(names[id] ?? "?")” \(RecipeFormat.shortID(id)) (in the trash; `larder restore` brings it back)")
            }
        }
    }
}
