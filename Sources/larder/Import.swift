import ArgumentParser
import Foundation
import LarderActions
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

                Other programs' files are read too: Cooklang (.cook), Meal-Master (.mmf, .mm) and \
                MasterCook (.mxp, .mx2); a .txt file or standard input holding Meal-Master or \
                MasterCook text is recognised by its content. Files that are not UTF-8 are read \
                as windows-1252.

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

        func run() throws {
            let sources = ImportSources(paths: paths)
            let store = try storeOptions.open()
            let reader = RecipeFileReader()
            var report = ImportReport()
            report.summary.ignoredFiles = sources.ignored
            let progress = ProgressBar(total: sources.sources.count, label: "files",
                                       enabled: !json && sources.sources.count >= 20 && Output.isTerminal(STDERR_FILENO))
            func record(_ line: ImportReport.FileLine) {
                report.add(line)
                guard !json else { return }
                progress.clear()
                ImportReport.lines(for: line, quiet: quiet).forEach(Output.line)
            }
            let session = ImportSession(store: store, onFileDone: record)
            for (index, source) in sources.sources.enumerated() {
                session.read(source, with: reader)
                progress.update(index + 1)
            }
            session.finish()
            progress.clear()
            CardSyncNotes.afterChange(store, quiet: json)

            if json {
                try Output.json(report)
            } else {
                Output.line(report.summaryLine)
            }
            if report.summary.failed > 0 { throw ExitCode(CLIError.partialFailureCode.rawValue) }
        }
    }
}
