import ArgumentParser
import Foundation
import LarderCore
import LarderExport
import LarderInterchange

extension Larder {
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open a recipe (a card file, ID, URI or name) in the browser.",
            discussion: """
                A card names its recipe by its object URI; `larder open CARD` finds that recipe \
                in this store and opens its page with `gio open` (the desktop's default browser). \
                Without a graphical session it prints the page's path instead. A card from another \
                store is imported first with --import, and explained otherwise. --print shows the \
                recipe in the terminal.
                """)

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("A recipe card file, ID, larder:// URI or name.", valueName: "recipe"))
        var target: String

        @Flag(help: "Show the recipe in the terminal instead of the browser.") var print = false
        @Flag(name: .customLong("import"), help: "Import a card from another store before opening it.") var importCard = false

        func run() throws {
            let store = try storeOptions.open()
            let recipe = try RecipeTarget.recipe(target, in: store, importing: importCard)
            let uri = store.objectURI(for: recipe.id)
            if print {
                Output.line(RecipeFormat.full(recipe, uri: uri))
                return
            }
            let page = try Self.pagePath(for: recipe)
            try CLIError.wrapping { try AtomicFile.write(Data(RecipeHTML.render(recipe, uri: uri).utf8), to: page, mode: 0o600) }
            let environment = ProcessInfo.processInfo.environment
            let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
            guard hasDisplay, FileManager.default.isExecutableFile(atPath: "/usr/bin/gio") else {
                Output.line(page)
                return
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/gio")
            process.arguments = ["open", page]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CLIError("gio open could not open \(page) (is a browser installed?)")
            }
        }

        /// `$XDG_CACHE_HOME/larder/pages/ID.html`, in a private folder.
        static func pagePath(for recipe: Recipe) throws -> String {
            let folder = StoreLocation.cacheDirectory() + "/pages"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw CLIError("Cannot create \(folder): \(error.localizedDescription)")
            }
            return "\(folder)/\(recipe.id.uuidString.lowercased()).html"
        }
    }
}
