import ArgumentParser
import LarderStore
import LarderDesktop
import LarderIndexer
import LarderGLib

extension Larder {
    struct IndexSetup: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "setup",
            abstract: "Make sure the desktop's indexer (Tracker, LocalSearch) indexes the card folder.",
            discussion: """
                Looks at the file miner's index roots (its GSettings key \
                index-recursive-directories; `larder index platform` names the schema). When a \
                root such as your documents folder already covers the card folder, there is \
                nothing to do; otherwise the card folder is added as a root. Either way it \
                says what it found and did, and asks a running indexer to look at the folder now.
                """)

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let store = try storeOptions.open()
            let folder = try RequiredCardFolder.of(store)
            let roots = try CLIError.wrappingDesktop { try TrackerIndexRoots() }
            let indexer = LarderGLib.IndexerPlatform.current?.name ?? "the file indexer"
            switch roots.coverage(of: folder) {
            case .covered(let root, let configured):
                let how = configured == root ? "" : " (configured as \(configured))"
                Output.line("Nothing to change: \(indexer) already indexes \(folder), which is inside the index root \(root)\(how).")
            case .ignored(let root, let skipped):
                throw CLIError("""
                    \(folder) is inside the index root \(root), but \(indexer) skips the folder \
                    '\(skipped)' on the way (hidden, or in ignored-directories). Move the cards with \
                    `larder export --cards DIR` to a folder the indexer can see.
                    """)
            case .notCovered:
                try CLIError.wrappingDesktop { try roots.addRecursiveRoot(folder) }
                Output.line("Added \(folder) to \(indexer)'s index roots (index-recursive-directories is now \(roots.configured)).")
            }
            for problem in TrackerInstallation.problems() { Output.note("warning: \(problem)") }
            if IndexRequest.askToIndex([folder], in: folder, removedAny: false) {
                Output.line("Asked the running \(indexer) to index \(folder) now; `larder index status` shows how far it is.")
            } else {
                Output.line("The indexer (\(indexer)) is not running; it indexes the cards when it starts (at your next login).")
            }
        }
    }
}
