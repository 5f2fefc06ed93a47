import ArgumentParser
import Foundation
import LarderActions
import LarderLocalization
import LarderModel
import LarderStore
import LarderCardFolder
import LarderFiles
import LarderInterchange

extension Larder {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: tr("Write recipe cards for the desktop, or schema.org JSON-LD."),
            discussion: tr("""
                Recipe cards: `larder export --cards [DIR]` sets up the card folder (default: \
                your documents folder + /Recipes, which Tracker indexes) and writes one \
                NAME.recipe.md per recipe, and its thumbnail into the thumbnail cache (256 and 512 \
                px, as the file manager's thumbnailer would draw them; --no-thumbnails does not). From then on every larder command that changes \
                recipes updates the cards; --sync catches up with changes made elsewhere \
                (another process, or before a crash) and takes cards edited in a text editor \
                into the store, cards written by hand (without a uri line) as new recipes, and a \
                removed card as a deletion (the recipe goes to the trash, see `larder trash`); \
                --check lists differences (missing, stale, edited, conflict, unreadable, new, \
                orphaned, foreign), --repair fixes them, --rebuild rewrites every card.

                A card edited since Larder wrote it is never overwritten. When its recipe did not \
                change meanwhile, --sync makes the card's content the recipe; when both changed, \
                the edited card is kept beside the store's version as a conflict copy, \
                "NAME (conflict DATE).recipe.md", until `larder resolve` settles it. An edited \
                card that does not parse is reported with its line and changes nothing. \
                Files Larder did not write are never changed or removed (--check lists them \
                as foreign). Exit code 5 when --check finds anything else.

                Live: `larder sync --watch` syncs whenever the folder or the store changes. When \
                the systemd user service larder-sync.service is installed and not enabled, --cards \
                prints the command that enables it; --watch-in-background runs that command.

                JSON-LD: without PATH, prints one document (a @graph of every recipe) to \
                stdout; with PATH, writes that file; with --split, PATH is a folder with one \
                NAME.jsonld per recipe. Photos are embedded as data: URLs unless --no-photos. \
                The output imports back with `larder import`, IDs included.

                Other apps, to leave Larder for them (PATH is needed): --format nextcloud writes a \
                zip of Nextcloud Cookbook recipe folders (recipe.json and full.jpg; unzip it into \
                the Recipes folder of your Nextcloud files); --format paprika writes a \
                .paprikarecipes file that Paprika imports; --format cooklang writes one NAME.cook \
                per recipe into the folder PATH. Ingredient groups and step sections become the \
                headings each app shows ("## Sauce", "Sauce:", "== Sauce =="). Each imports back \
                into Larder with `larder import`.
                """))

        enum Format: String, NamedValueArgument {
            case jsonld, nextcloud, paprika, cooklang
        }

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: ArgumentHelp(tr("Set up the card folder (PATH, or the default) and write every card."))) var cards = false
        @Flag(help: ArgumentHelp(tr("Take edited cards into the store, then bring the folder up to date from the store's change journal."))) var sync = false
        @Flag(help: ArgumentHelp(tr("List differences between the store and the card folder."))) var check = false
        @Flag(help: ArgumentHelp(tr("Fix the differences --check lists."))) var repair = false
        @Flag(help: ArgumentHelp(tr("Rewrite every card."))) var rebuild = false
        @Flag(help: ArgumentHelp(tr("With --check or a card action: print the result as JSON."))) var json = false
        @Flag(inversion: .prefixedNo,
              help: ArgumentHelp(tr("With a card action: put each card written in the thumbnail cache ($XDG_CACHE_HOME/thumbnails), so the file manager shows it at once.")))
        var thumbnails = true
        @Flag(help: ArgumentHelp(tr("With --cards: enable and start larder-sync.service, which keeps the cards and the store in step in the background.")))
        var watchInBackground = false

        @Option(help: ArgumentHelp(tr("The output format, without --cards."))) var format: Format = .jsonld
        @Flag(help: ArgumentHelp(tr("Write one file per recipe into the folder PATH."))) var split = false
        @Flag(inversion: .prefixedNo, help: ArgumentHelp(tr("Embed photos as data: URLs."))) var photos = true
        @Option(name: .customLong("recipe"), help: ArgumentHelp(tr("Export only this recipe; repeat for more."), valueName: "recipe"))
        var references: [String] = []

        @Argument(help: ArgumentHelp(tr("The output file (or folder, with --split); stdout when omitted."), valueName: "path"))
        var path: String?

        func validate() throws {
            let actions = [cards, sync, check, repair, rebuild].filter { $0 }.count
            if actions > 1 { throw ValidationError(tr("Choose one of --cards, --sync, --check, --repair, --rebuild")) }
            if actions == 1 && (split || !references.isEmpty) { throw ValidationError(tr("--split and --recipe are for JSON-LD, not cards")) }
            if actions == 1 && !cards && path != nil { throw ValidationError(tr("Only --cards takes a folder; the others use the folder set up before")) }
            if split && path == nil { throw ValidationError(tr("--split needs a folder PATH")) }
            if format != .jsonld && (actions > 0 || split) {
                // TRANSLATORS: %@ is a format name: nextcloud, paprika or cooklang.
                throw ValidationError(tr("--format %@ is an export of its own: not with a card action or --split", format.rawValue))
            }
            if format != .jsonld && path == nil {
                if format == .cooklang {
                    // TRANSLATORS: %@ is a format name: cooklang.
                    throw ValidationError(tr("--format %@ needs PATH (a folder)", format.rawValue))
                }
                // TRANSLATORS: %@ is a format name: nextcloud or paprika.
                throw ValidationError(tr("--format %@ needs PATH (the file to write)", format.rawValue))
            }
            if watchInBackground && !cards { throw ValidationError(tr("--watch-in-background goes with --cards")) }
            if !thumbnails && actions == 0 { throw ValidationError(tr("--no-thumbnails goes with a card action (--cards, --sync, --repair, --rebuild)")) }
        }

        func run() throws {
            let store = try storeOptions.open()
            if cards || sync || check || repair || rebuild {
                try runCards(store)
                return
            }
            let ids = try CLIError.wrapping {
                references.isEmpty ? try store.recipeIDs() : try references.map { try RecipeReference.resolve($0, in: store) }
            }
            if format != .jsonld, let path {
                try exportForApp(ids, store: store, to: path)
                return
            }
            let writer = JSONLDWriter(storeID: store.storeID, includesPhotos: photos)
            if split, let path {
                try exportSplit(ids, store: store, writer: writer, folder: path)
                return
            }
            let recipes = try CLIError.wrapping { try ids.compactMap { try store.recipe(id: $0, includingPhoto: photos) } }
            let data = try recipes.count == 1 ? writer.document(for: recipes[0]) : writer.document(for: recipes)
            if let path {
                try CLIError.wrapping { try AtomicFile.write(data, to: path) }
                // TRANSLATORS: %1$@ is a number of recipes, %2$@ a file path.
                Output.note(trn("Exported %@ recipes to %@", "Exported %@ recipes to %@", recipes.count, recipes.count, path))
            } else {
                FileHandle.standardOutput.write(data)
            }
        }

        private func runCards(_ store: RecipeStore) throws {
            let folder: String
            if cards {
                folder = path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? DefaultCardFolder.path
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    // TRANSLATORS: %1$@ is a folder path, %2$@ the reason from the system.
                    throw CLIError(tr("Cannot create the card folder %@: %@", folder, error.localizedDescription))
                }
                try CLIError.wrapping { try store.setCardFolder(folder) }
            } else {
                folder = try RequiredCardFolder.of(store)
            }
            let folderSync = CardFolderSync(store: store, folder: folder)
            folderSync.thumbnails = thumbnails ? ThumbnailCache() : nil
            do {
                if check {
                    let differences = try folderSync.check()
                    if json {
                        try Output.json(differences)
                    } else if differences.isEmpty {
                        // TRANSLATORS: %@ is the card folder.
                        Output.line(tr("The cards in %@ match the store.", folder))
                    } else {
                        for difference in differences {
                            let reason = difference.message.map { ": \($0)" } ?? ""
                            Output.line("\(difference.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(difference.fileName)\(reason)")
                        }
                        if differences.contains(where: { $0.kind == .conflict }) {
                            Output.line(tr("Settle each conflict with `larder resolve FILE --keep card` or `--keep store`."))
                        }
                    }
                    // Foreign files are listed, but they are the user's business, not a difference to fix.
                    if differences.contains(where: { $0.kind != .foreign }) { throw ExitCode(CLIError.differencesCode.rawValue) }
                    return
                }
                let report = try rebuild ? folderSync.rebuild() : repair ? folderSync.repair() : folderSync.reconcile()
                AfterChange.askToIndex(folder, after: report)
                try CardReportLines.print(report, in: folder, json: json)
                if cards { SyncServiceOffer.afterCardsSetUp(store: store, enabling: watchInBackground) }
            } catch let error as CardFolderError {
                throw CLIError(error.description)
            }
        }

        /// Writes the recipes as the app of `format` imports them.
        private func exportForApp(_ ids: [UUID], store: RecipeStore, to path: String) throws {
            var notes: [String] = []
            var taken = Set<String>()
            let folder = format == .cooklang ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                // TRANSLATORS: %1$@ is a folder path, %2$@ the reason from the system.
                throw CLIError(tr("Cannot create the folder %@: %@", folder, error.localizedDescription))
            }
            let zip: ZipWriter?
            do {
                zip = format == .cooklang ? nil : try ZipWriter(path: path)
            } catch {
                // TRANSLATORS: %1$@ is a file path, %2$@ the reason from the system.
                throw CLIError(tr("Cannot write %@: %@", path, error.localizedDescription))
            }
            for id in ids {
                guard let recipe = try CLIError.wrapping({ try store.recipe(id: id, includingPhoto: photos) }) else { continue }
                let stem = RecipeFileName.stem(for: recipe.name)
                try CLIError.wrapping {
                    switch format {
                    case .nextcloud:
                        let folder = RecipeFileName.unique(stem: stem, suffix: "", taken: &taken)
                        for file in try NextcloudCookbookWriter.files(for: recipe, folder: folder, notes: &notes) { try zip?.add(file.path, file.data) }
                    case .paprika:
                        try zip?.add(RecipeFileName.unique(stem: stem, suffix: ".paprikarecipe", taken: &taken), try PaprikaWriter.recipeFile(for: recipe))
                    case .cooklang:
                        // One recipe in memory at a time: each file is written as it comes.
                        let name = RecipeFileName.unique(stem: stem, suffix: ".cook", taken: &taken)
                        try AtomicFile.write(Data(CooklangWriter.text(for: recipe).utf8), to: "\(path)/\(name)")
                    case .jsonld:
                        break
                    }
                }
            }
            try CLIError.wrapping { try zip?.commit() }
            for note in notes {
                // TRANSLATORS: %@ is a note on what the other app's format could not hold.
                Output.note(tr("note: %@", note))
            }
            // TRANSLATORS: %1$@ is a number of recipes, %2$@ a file or folder path.
            Output.note(trn("Exported %@ recipes to %@", "Exported %@ recipes to %@", taken.count, taken.count, format == .cooklang ? path + "/" : path))
        }

        private func exportSplit(_ ids: [UUID], store: RecipeStore, writer: JSONLDWriter, folder: String) throws {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                // TRANSLATORS: %1$@ is a folder path, %2$@ the reason from the system.
                throw CLIError(tr("Cannot create the folder %@: %@", folder, error.localizedDescription))
            }
            var taken = Set<String>()
            var count = 0
            for id in ids {
                // One recipe in memory at a time: photos can be large.
                guard let recipe = try CLIError.wrapping({ try store.recipe(id: id, includingPhoto: photos) }) else { continue }
                let name = RecipeFileName.unique(stem: RecipeFileName.stem(for: recipe.name), suffix: ".jsonld", taken: &taken)
                try CLIError.wrapping { try AtomicFile.write(try writer.document(for: recipe), to: "\(folder)/\(name)") }
                count += 1
            }
            // TRANSLATORS: %1$@ is a number of recipes, %2$@ a folder path.
            Output.note(trn("Exported %@ recipes to %@", "Exported %@ recipes to %@", count, count, folder + "/"))
        }
    }
}
