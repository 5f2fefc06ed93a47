import ArgumentParser
import Foundation
import LarderKitchen
import LarderLocalization
import LarderModel

extension Larder {
    struct Shop: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shop",
            abstract: tr("One shopping list for several recipes, each at its own servings."),
            discussion: tr("""
                Each RECIPE is an ID, a URI, a name or a card file; RECIPE@N buys for N servings \
                (a recipe whose name ends in @ and a number is named by its ID). The lines of all \
                the recipes are merged by item and unit: 2 eggs and 3 eggs are 5 eggs, 30 g butter, \
                melted and 15 g butter are 45 g butter, 1 cup and 250 ml of milk are added in one \
                system (--units, or the one most of the lines use). Weights and volumes of one item \
                are not converted into each other: both stay on its line. Lines without a quantity \
                ("salt to taste") are listed once. The list is ordered by the shop's aisles and \
                printed as a Markdown checklist.

                Examples:
                  larder shop "Buttermilk Pancakes@8" carbonara
                  larder shop "Buttermilk Pancakes@8" carbonara --units us -o ~/shopping.md
                  larder shop 5369103a 99bbfea0@16 --json
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("Recipes: ID, ID prefix, larder:// URI, name or card file, each optionally @SERVINGS."), valueName: "recipe[@servings]"))
        var recipes: [String]

        @Option(help: ArgumentHelp(tr("Write the merged amounts in metric (g, ml) or us (cups, oz) measures."), valueName: "metric|us"))
        var units: MeasureSystem?

        @Option(name: .shortAndLong, help: ArgumentHelp(tr("Write the list to this file instead of stdout."), valueName: "file"))
        var output: String?

        @Flag(help: ArgumentHelp(tr("Print the list as JSON, for scripts.")))
        var json = false

        func validate() throws {
            if recipes.isEmpty { throw ValidationError(tr("Name at least one recipe")) }
            for argument in recipes {
                if let servings = Self.split(argument).servings {
                    guard (1...RecipeAdjustment.maximumServings).contains(servings) else {
                        // TRANSLATORS: %1$@ is the argument given (NAME@N), %2$@ the largest number of servings.
                        throw ValidationError(tr("%@: the servings after @ must be a whole number from 1 to %@", argument, RecipeAdjustment.maximumServings))
                    }
                }
            }
        }

        /// "Pancakes@8" → ("Pancakes", 8); "Pancakes" → ("Pancakes", nil).
        static func split(_ argument: String) -> (recipe: String, servings: Int?) {
            guard let at = argument.lastIndex(of: "@") else { return (argument, nil) }
            let digits = argument[argument.index(after: at)...]
            let name = String(argument[..<at])
            guard !name.isEmpty, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { return (argument, nil) }
            // Something like a number that is not one ("1-2", "--") is an invalid count, not part of the name.
            return (name, digits.count <= 6 ? Int(digits) ?? 0 : 0)
        }

        func run() throws {
            let store = try storeOptions.open()
            var entries: [ShoppingList.Entry] = []
            for argument in recipes {
                let (reference, servings) = Self.split(argument)
                entries.append(ShoppingList.Entry(recipe: try RecipeArgument.recipe(reference, in: store), servings: servings))
            }
            let list: ShoppingList
            do { list = try ShoppingList(entries, units: units) } catch { throw CLIError(error.description) }
            let data: Data
            if json {
                data = try ShoppingListJSON.encoded(list, entries: entries)
            } else {
                data = Data(ShoppingListText.markdown(list, entries: entries).utf8)
            }
            // TRANSLATORS: %1$@ is a file path, %2$@ the number of items on the list (it
            // chooses the form), %3$@ the number of recipes. English says "items" for 1 too.
            try Output.deliver(data, to: output, note: trn("Wrote %@: %@ items for %@ recipes", "Wrote %@: %@ items for %@ recipes",
                                                           list.items.count, output ?? "", list.items.count, entries.count))
        }
    }
}
