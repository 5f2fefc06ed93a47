import ArgumentParser
import Foundation
import LarderCore
import LarderInterchange

extension Larder {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import schema.org recipes from JSON-LD files, saved web pages and folders.",
            discussion: """
                PATH can be a .json or .jsonld file (one Recipe, an array, or a @graph), a saved \
                web page (.html) with embedded JSON-LD, a folder (read recursively; other files \
                are ignored), or - for standard input. Photos given as relative paths, file: or \
                data: URLs are imported; web URLs are not downloaded.

                Importing a recipe again (same ID, identifier or source URL) updates it; your \
                own photo, rating, notes and date cooked are kept. Each recipe is saved \
                atomically: a bad file never stops the others, and never leaves half a recipe.

                Exit code 2 when any file or recipe failed; each failure is reported.
                """)

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("Files, folders, or - for stdin.", valueName: "path"))
        var paths: [String]

        @Flag(name: .shortAndLong, help: "Report only failures, warnings and the summary.")
        var quiet = false

        @Flag(help: "Print the report as JSON, for scripts.")
        var json = false

        func validate() throws {
            if paths.isEmpty { throw ValidationError("Name at least one file or folder to import (or - for stdin)") }
            if paths.filter({ $0 == "-" }).count > 1 { throw ValidationError("Standard input (-) can be read only once") }
        }

        /// Recipes wait here until a batch is worth a transaction.
        private struct PendingFile {
            var path: String
            var results: [Result<ImportedRecipe, ImportError>]
        }

        func run() throws {
            let sources = ImportSources(paths: paths)
            let store = try storeOptions.open()
            let reader = RecipeFileReader()
            var report = ImportReport()
            report.summary.ignoredFiles = sources.ignored
            let progress = ProgressBar(total: sources.sources.count, label: "files",
                                       enabled: !json && sources.sources.count >= 20 && Output.isTerminal(STDERR_FILENO))
            var pending: [PendingFile] = []
            var pendingRecipes = 0
            var pendingBytes = 0

            func flush() {
                let recipes = pending.flatMap { $0.results.compactMap { try? $0.get().recipe } }
                var outcomes = store.saveAll(recipes, matching: .byIDOrOrigin)[...]
                for file in pending {
                    var line = ImportReport.FileLine(path: file.path, error: nil, recipes: [])
                    for result in file.results {
                        switch result {
                        case .failure(let error):
                            line.recipes.append(.init(name: nil, id: nil, status: .failed, error: error.message, warnings: []))
                        case .success(let imported):
                            let outcome = outcomes.removeFirst()
                            line.recipes.append(Self.recipeLine(imported, outcome))
                        }
                    }
                    record(line)
                }
                pending.removeAll()
                pendingRecipes = 0
                pendingBytes = 0
            }

            func record(_ line: ImportReport.FileLine) {
                report.add(line)
                guard !json else { return }
                progress.clear()
                ImportReport.lines(for: line, quiet: quiet).forEach(Output.line)
            }

            func enqueue(_ path: String, _ result: Result<[Result<ImportedRecipe, ImportError>], ImportError>) {
                switch result {
                case .failure(let error):
                    if !pending.isEmpty { flush() }
                    record(.init(path: path, error: error.message, recipes: []))
                case .success(let results):
                    pending.append(PendingFile(path: path, results: results))
                    for case .success(let imported) in results {
                        pendingRecipes += 1
                        pendingBytes += imported.recipe.photo?.data.count ?? 0
                    }
                }
            }

            for (index, source) in sources.sources.enumerated() {
                switch source {
                case .missing(let path):
                    if !pending.isEmpty { flush() }
                    record(.init(path: path, error: "no such file or folder (or no permission to read it)", recipes: []))
                case .standardInput:
                    let data = FileHandle.standardInput.readDataToEndOfFile()
                    let result = reader.read(data: data, kind: .init(sniffingData: data),
                                             baseDirectory: FileManager.default.currentDirectoryPath)
                    enqueue("(stdin)", result)
                case .file(let path):
                    enqueue(path, reader.read(path: path))
                }
                if pendingRecipes >= 200 || pendingBytes >= 64 << 20 { flush() }
                progress.update(index + 1)
            }
            if !pending.isEmpty { flush() }
            progress.clear()

            if json {
                try Output.json(report)
            } else {
                Output.line(report.summaryLine)
            }
            if report.summary.failed > 0 { throw ExitCode(CLIError.partialFailureCode.rawValue) }
        }

        private static func recipeLine(_ imported: ImportedRecipe, _ outcome: Result<SaveOutcome, StoreError>) -> ImportReport.RecipeLine {
            let name = imported.recipe.name
            switch outcome {
            case .failure(let error):
                return .init(name: name, id: nil, status: .failed, error: error.message, warnings: imported.warnings)
            case .success(let saved):
                let status: ImportReport.Status
                switch saved {
                case .inserted: status = .imported
                case .updated: status = .updated
                case .unchanged: status = .unchanged
                }
                return .init(name: name, id: saved.recipeID.uuidString.lowercased(), status: status, error: nil, warnings: imported.warnings)
            }
        }
    }
}
