import ArgumentParser
import Foundation
import LarderCore
import LarderDesktop
import LarderIndexer
import LarderSync

extension Larder {
    struct IndexStatus: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Compare what the desktop's indexer indexed in the card folder with the store.",
            discussion: """
                Asks the file indexer (Tracker or LocalSearch), over D-Bus, which cards it knows, and compares \
                them with the store: a card matches when the indexer has it with the recipe's \
                object URI and current name. Lists cards not indexed (yet), indexed with an \
                old name, indexed as text only (Larder's extractor module did not load), and \
                the ones the extractor refused, with its reason. Exit code 5 when anything \
                is listed; indexing may still be under way (the indexer's state is shown).
                """)

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "Print the report as JSON, for scripts.") var json = false

        func run() throws {
            let store = try storeOptions.open()
            let folder = try RequiredCardFolder.of(store)
            let report = try CLIError.wrappingDesktop { try CardIndexStatus.make(store: store, folder: folder) }
            if json {
                try Output.json(report)
            } else {
                report.print()
            }
            if !report.isComplete { throw ExitCode(CLIError.differencesCode.rawValue) }
        }
    }
}
