import ArgumentParser
import LarderActions
import LarderLocalization
import LarderStore

extension Larder {
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: tr("Show one recipe in full."),
            discussion: tr("""
                RECIPE is an ID (or its first characters), an object URI, or an exact name.

                --servings scales the ingredients (the method stays as written); --units converts \
                them and the method's oven temperatures. The store keeps the recipe as it is.

                Examples:
                  larder show "Buttermilk Pancakes" --servings 8
                  larder show "Buttermilk Pancakes" --units metric
                  larder show carbonara --servings 2 --units us --json
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("The recipe: ID, ID prefix, larder:// URI, or name."), valueName: "recipe"))
        var reference: String

        @OptionGroup var adjustmentOptions: AdjustmentOptions

        @Flag(help: ArgumentHelp(tr("Print every field as JSON, for scripts.")))
        var json = false

        func run() throws {
            let store = try storeOptions.openForReading()
            let id = try CLIError.wrapping { try RecipeReference.resolve(reference, in: store, allowingSearch: true) }
            guard let stored = try CLIError.wrapping({ try store.recipe(id: id) }) else {
                throw CLIError(tr("The recipe was deleted meanwhile"), exitCode: CLIError.notFoundCode)
            }
            let recipe = try adjustmentOptions.applied(to: stored)
            if json {
                try Output.json(RecipeJSON(recipe, uri: store.objectURI(for: recipe)))
            } else {
                Output.line(RecipeFormat.full(recipe, uri: store.objectURI(for: recipe)))
            }
        }
    }
}
