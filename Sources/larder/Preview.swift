import ArgumentParser
import Foundation
import LarderCore
import LarderExport
import LarderInterchange

extension Larder {
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a recipe as a clean, printable page.",
            discussion: "RECIPE is a card file, an ID, a URI or a name. The HTML is self-contained: the photo is inline.")

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case html
        }

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("A recipe card file, ID, larder:// URI or name.", valueName: "recipe"))
        var target: String

        @Option(help: "The output format.") var format: Format = .html

        @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
        var output: String?

        func run() throws {
            let store = try storeOptions.open()
            let recipe = try RecipeTarget.recipe(target, in: store)
            let html = RecipeHTML.render(recipe, uri: store.objectURI(for: recipe.id))
            if let output {
                try CLIError.wrapping { try AtomicFile.write(Data(html.utf8), to: output) }
                Output.note("Wrote \(output)")
            } else {
                FileHandle.standardOutput.write(Data(html.utf8))
            }
        }
    }
}
