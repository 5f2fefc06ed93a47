import ArgumentParser
import Foundation
import LarderActions
import LarderLocalization
import LarderStore

extension Larder {
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "open",
            abstract: tr("Open a recipe (a card file, ID, URI or name) in the browser."),
            discussion: tr("""
                A card names its recipe by its object URI; `larder open CARD` finds that recipe \
                in this store and opens its page in the desktop's default browser. \
                Without a graphical session it prints the page's path instead. A card from another \
                store is imported first with --import, and explained otherwise. --print shows the \
                recipe in the terminal. --servings and --units show it scaled and converted \
                (the recipe itself is not changed).
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("A recipe card file, ID, larder:// URI or name."), valueName: "recipe"))
        var target: String

        @OptionGroup var adjustmentOptions: AdjustmentOptions

        @Flag(help: ArgumentHelp(tr("Show the recipe in the terminal instead of the browser."))) var print = false
        @Flag(name: .customLong("import"), help: ArgumentHelp(tr("Import a card from another store before opening it."))) var importCard = false

        func run() throws {
            let store = try storeOptions.open()
            let recipe = try adjustmentOptions.applied(to: RecipeArgument.recipe(target, in: store, importing: importCard))
            if print {
                Output.line(RecipeFormat.full(recipe, uri: store.objectURI(for: recipe)))
                return
            }
            let page: String
            do {
                page = try RecipePages().write(recipe, store: store, variant: adjustmentOptions.adjustment.name)
            } catch {
                // TRANSLATORS: %@ is the reason from the system.
                throw CLIError(tr("Cannot write the recipe's page: %@", error.localizedDescription))
            }
            do {
                if try !RecipePages.open(page) { Output.line(page) }
            } catch {
                // TRANSLATORS: %1$@ is the page's file path, %2$@ the reason from the system.
                throw CLIError(tr("Could not open %@: %@ (is a browser installed?)", page, String(describing: error)))
            }
        }
    }
}
