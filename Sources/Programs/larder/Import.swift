import ArgumentParser
import Foundation
import LarderActions
import LarderLocalization
import LarderModel
import LarderInterchange

extension Larder {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: tr("Import recipes: web pages by address, saved pages, schema.org JSON-LD, other apps' exports, folders."),
            discussion: tr("""
                Each file is read by what it holds, not only by its name, and the report says \
                which reader it used ("read PATH as FORMAT"):
                  saved web pages (.html): schema.org JSON-LD, else microdata, else RDFa, in any \
                declared encoding; a page saved "complete" gets its photo from NAME_files/; \
                a page saved as a single file (.mhtml, .mht) its photo from inside it
                  schema.org JSON-LD (.json, .jsonld): one Recipe, an array, a @graph
                  recipe cards (.recipe.md), which keep their recipe's identity
                  Paprika (.paprikarecipes, .paprikarecipe), Nextcloud Cookbook (a zip or its \
                recipe folders), Mealie (export or backup zip, or its folders), Tandoor (zip), \
                Chowdown (the site's zip or folder, or a _recipes/*.md), Copy Me That and Recipe \
                Keeper (the zip, or its folder or recipes.html), Plan to Eat (the zip or its .csv), \
                My Recipe Box (.csv)
                  Cooklang (.cook), Meal-Master (.mmf, .mm), MasterCook (.mxp, .mx2); a .txt \
                or standard input holding Meal-Master or MasterCook text is recognised too

                PATH can be a file, a folder (read recursively; other files are ignored), - \
                for standard input, or a web page's address (http or https), which is fetched \
                and read as a saved page; several addresses are fetched side by side. Photos \
                are imported from relative paths, file: and data: URLs and exports, and \
                fetched from the web when a page or file names them by address (the recipe \
                comes in without its photo, with a warning, when it cannot be had). Zip archives \
                are read with limits on entries, size and compression ratio.

                The web: redirects followed, gzip, deflate and br undone, the system's \
                certificate authorities (LARDER_CA_FILE names a PEM file to trust instead), \
                GNOME's proxy settings or http_proxy, https_proxy and no_proxy; at most 60 s \
                and 50 MB a page, 20 MB a photo. --offline (or LARDER_OFFLINE=1) makes no \
                network request at all.

                Importing the same files again never adds their recipes twice: a recipe is known \
                again by its ID, its identifier, its address (a page's canonical address), else \
                its content (name, ingredients, steps), and updated; your own photo, rating, notes \
                and date cooked are kept. A killed import can simply be run again. Each recipe is saved atomically: a bad file never stops the others, \
                and never leaves half a recipe.

                Exit code 2 when any file or recipe failed; each failure is reported.
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("Files, folders, web addresses, or - for stdin."), valueName: "path"))
        var paths: [String]

        @Flag(name: .shortAndLong, help: ArgumentHelp(tr("Report only failures, warnings and the summary.")))
        var quiet = false

        @Flag(inversion: .prefixedNo,
              help: ArgumentHelp(tr("When a card folder is set up: put each card written in the thumbnail cache, so the file manager shows it at once.")))
        var thumbnails = true
        @Flag(help: ArgumentHelp(tr("Print the report as JSON, for scripts.")))
        var json = false

        @Flag(help: ArgumentHelp(tr("Make no network request: no page fetched, photos on the web left out (also LARDER_OFFLINE=1).")))
        var offline = false

        @Option(help: ArgumentHelp(tr("The most seconds a page or photo may take to fetch, in all."), valueName: "seconds"))
        var timeout: Double = 60

        @Flag(help: ArgumentHelp(tr("Also tell the result in a desktop notification (how the browser route, larder-import:ADDRESS, reports).")))
        var notify = false

        func validate() throws {
            if paths.isEmpty { throw ValidationError(tr("Name at least one file or folder to import (or - for stdin)")) }
            if paths.filter({ $0 == "-" }).count > 1 { throw ValidationError(tr("Standard input (-) can be read only once")) }
            if !(timeout > 0 && timeout <= 3600) { throw ValidationError(tr("--timeout takes seconds from more than 0 to 3600")) }
        }

        func run() throws {
            do {
                try importAll()
            } catch let error where notify && !(error is ExitCode) {
                // Started from the browser, no terminal shows the error: the notification does.
                ImportNotification.show(failure: "\(error)")
                throw error
            }
        }

        private func importAll() throws {
            let sources = ImportSources(paths: paths)
            let store = try storeOptions.open()
            let reader = RecipeFileReader()
            var report = ImportReport()
            report.summary.ignoredFiles = sources.ignored
            let pages = sources.sources.filter { $0.webAddress != nil }.count
            // TRANSLATORS: follows the progress bar's count, as in "12/40 files and pages".
            let label = pages > 0 ? tr("files and pages") : tr("files")
            let progress = ProgressBar(total: sources.sources.count, label: label,
                                       enabled: !json && (sources.sources.count >= 20 || pages > 1) && Output.isTerminal(STDERR_FILENO))
            func record(_ line: ImportReport.FileLine) {
                report.add(line)
                guard !json else { return }
                progress.clear()
                ImportReport.lines(for: line, quiet: quiet).forEach(Output.line)
            }
            let session = ImportSession(store: store, onFileDone: record)
            session.read(sources.sources, with: reader, web: WebAccess.importer(offline: offline, timeout: timeout)) { progress.update($0 + 1) }
            session.finish()
            progress.clear()
            AfterChangeNotes.run(store, quiet: json, thumbnails: thumbnails)

            if json {
                try Output.json(report)
            } else {
                Output.line(report.summaryLine)
            }
            if notify { ImportNotification.show(report) }
            if report.summary.failed > 0 { throw ExitCode(CLIError.partialFailureCode.rawValue) }
        }
    }
}
