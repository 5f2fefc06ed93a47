import ArgumentParser
import Foundation
import LarderCore
import LarderInterchange

extension Larder {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write recipes out as schema.org JSON-LD.",
            discussion: """
                Without PATH, prints one JSON-LD document (a @graph of every recipe) to stdout. \
                With PATH, writes it to that file. With --split, PATH is a folder and each \
                recipe gets its own NAME.jsonld file. Photos are embedded as data: URLs unless \
                --no-photos. The output imports back with `larder import`, IDs included.
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case jsonld
        }

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: "The output format.") var format: Format = .jsonld
        @Flag(help: "Write one file per recipe into the folder PATH.") var split = false
        @Flag(inversion: .prefixedNo, help: "Embed photos as data: URLs.") var photos = true
        @Option(name: .customLong("recipe"), help: ArgumentHelp("Export only this recipe; repeat for more.", valueName: "recipe"))
        var references: [String] = []

        @Argument(help: ArgumentHelp("The output file (or folder, with --split); stdout when omitted.", valueName: "path"))
        var path: String?

        func validate() throws {
            if split && path == nil { throw ValidationError("--split needs a folder PATH") }
        }

        func run() throws {
            let store = try storeOptions.open()
            let ids = try CLIError.wrapping {
                references.isEmpty ? try store.summaries().map(\.id) : try references.map { try RecipeReference.resolve($0, in: store) }
            }
            let writer = JSONLDWriter(storeID: store.storeID, includesPhotos: photos)
            if split, let path {
                try exportSplit(ids, store: store, writer: writer, folder: path)
                return
            }
            let recipes = try CLIError.wrapping { try ids.compactMap { try store.recipe(id: $0, includingPhoto: photos) } }
            let data = try recipes.count == 1 ? writer.document(for: recipes[0]) : writer.document(for: recipes)
            if let path {
                try AtomicFile.write(data, to: path)
                Output.note("Exported \(recipes.count) recipes to \(path)")
            } else {
                FileHandle.standardOutput.write(data)
            }
        }

        private func exportSplit(_ ids: [UUID], store: RecipeStore, writer: JSONLDWriter, folder: String) throws {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CLIError("Cannot create the folder \(folder): \(error.localizedDescription)")
            }
            var taken = Set<String>()
            var count = 0
            for id in ids {
                // One recipe in memory at a time: photos can be large.
                guard let recipe = try CLIError.wrapping({ try store.recipe(id: id, includingPhoto: photos) }) else { continue }
                let name = FileNames.unique(FileNames.safeStem(recipe.name), extension: "jsonld", taken: &taken)
                try AtomicFile.write(try writer.document(for: recipe), to: "\(folder)/\(name)")
                count += 1
            }
            Output.note("Exported \(count) recipes to \(folder)/")
        }
    }
}
