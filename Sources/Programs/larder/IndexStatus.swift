import ArgumentParser
import Foundation
import LarderStore
import LarderDesktop
import LarderIndexer
import LarderLocalization
import LarderCardFolder

extension Larder {
    struct IndexStatus: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: tr("Compare what the desktop's indexer indexed in the card folder with the store."),
            discussion: tr("""
                Asks the file indexer which cards it knows, and compares them with the store: \
                GNOME's Tracker or LocalSearch over D-Bus (a card matches when it has the \
                recipe's object URI and current name), or KDE's Baloo through balooctl6 and \
                balooshow6 (a card matches when it has the recipe's current name). Lists cards \
                not indexed (yet), indexed with an old name, indexed as text only (Larder's \
                extractor was not used), and the ones the extractor refused, with its reason. \
                Exit code 5 when anything is listed; indexing may still be under way (the \
                indexer's state is shown).

                Without --indexer, a KDE Plasma session (XDG_CURRENT_DESKTOP) with Baloo \
                installed is asked about Baloo, any other session about Tracker or LocalSearch.
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: ArgumentHelp(tr("The indexer to ask: tracker (Tracker or LocalSearch) or baloo."), valueName: "indexer"))
        var indexer: DesktopIndexer?

        @Flag(help: ArgumentHelp(tr("Print the report as JSON, for scripts."))) var json = false

        func run() throws {
            let store = try storeOptions.open()
            let folder = try RequiredCardFolder.of(store)
            let report = try CLIError.wrappingDesktop { try CardIndexStatus.make(store: store, folder: folder, indexer: indexer ?? .ofSession) }
            if json {
                try Output.json(report)
            } else {
                report.print()
            }
            if !report.isComplete { throw ExitCode(CLIError.differencesCode.rawValue) }
        }
    }
}
