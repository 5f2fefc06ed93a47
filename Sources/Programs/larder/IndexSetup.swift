import ArgumentParser
import LarderStore
import LarderDesktop
import LarderIndexer
import LarderGLib
import LarderLocalization

extension Larder {
    struct IndexSetup: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "setup",
            abstract: tr("Make sure the desktop's indexer (Tracker, LocalSearch) indexes the card folder."),
            discussion: tr("""
                Looks at the file miner's index roots (its GSettings key \
                index-recursive-directories; `larder index platform` names the schema). When a \
                root such as your documents folder already covers the card folder, there is \
                nothing to do; otherwise the card folder is added as a root. Either way it \
                says what it found and did, and asks a running indexer to look at the folder now.
                """))

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let store = try storeOptions.open()
            let folder = try RequiredCardFolder.of(store)
            let roots = try CLIError.wrappingDesktop { try TrackerIndexRoots() }
            // The indexer's name ("Tracker 3.4"), nil when no indexer Larder knows is installed.
            let indexer = LarderGLib.IndexerPlatform.current?.name
            switch roots.coverage(of: folder) {
            case .covered(let root, let configured):
                switch (indexer, configured == root) {
                case (let indexer?, true):
                    // TRANSLATORS: %1$@ is the indexer's name (Tracker 3.4, LocalSearch 3.8), %2$@ the card folder, %3$@ the index root folder.
                    Output.line(tr("Nothing to change: %@ already indexes %@, which is inside the index root %@.", indexer, folder, root))
                case (let indexer?, false):
                    // TRANSLATORS: %1$@ is the indexer's name (Tracker 3.4, LocalSearch 3.8), %2$@ the card folder, %3$@ the index root folder, %4$@ the root as written in the settings (such as &DOCUMENTS).
                    Output.line(tr("Nothing to change: %@ already indexes %@, which is inside the index root %@ (configured as %@).", indexer, folder, root, configured))
                case (nil, true):
                    // TRANSLATORS: %1$@ is the card folder, %2$@ the index root folder.
                    Output.line(tr("Nothing to change: the file indexer already indexes %@, which is inside the index root %@.", folder, root))
                case (nil, false):
                    // TRANSLATORS: %1$@ is the card folder, %2$@ the index root folder, %3$@ the root as written in the settings (such as &DOCUMENTS).
                    Output.line(tr("Nothing to change: the file indexer already indexes %@, which is inside the index root %@ (configured as %@).", folder, root, configured))
                }
            case .ignored(let root, let skipped):
                if let indexer {
                    // TRANSLATORS: %1$@ is the card folder, %2$@ the index root folder, %3$@ the indexer's name (Tracker 3.4, LocalSearch 3.8), %4$@ the folder it skips.
                    throw CLIError(tr("""
                        %@ is inside the index root %@, but %@ skips the folder \
                        '%@' on the way (hidden, or in ignored-directories). Move the cards with \
                        `larder export --cards DIR` to a folder the indexer can see.
                        """, folder, root, indexer, skipped))
                }
                // TRANSLATORS: %1$@ is the card folder, %2$@ the index root folder, %3$@ the folder the indexer skips.
                throw CLIError(tr("""
                    %@ is inside the index root %@, but the file indexer skips the folder \
                    '%@' on the way (hidden, or in ignored-directories). Move the cards with \
                    `larder export --cards DIR` to a folder the indexer can see.
                    """, folder, root, skipped))
            case .notCovered:
                try CLIError.wrappingDesktop { try roots.addRecursiveRoot(folder) }
                if let indexer {
                    // TRANSLATORS: %1$@ is the card folder, %2$@ the indexer's name (Tracker 3.4, LocalSearch 3.8), %3$@ the list of index roots now.
                    Output.line(tr("Added %@ to %@'s index roots (index-recursive-directories is now %@).", folder, indexer, roots.configured))
                } else {
                    // TRANSLATORS: %1$@ is the card folder, %2$@ the list of index roots now.
                    Output.line(tr("Added %@ to the file indexer's index roots (index-recursive-directories is now %@).", folder, roots.configured))
                }
            }
            for problem in TrackerInstallation.problems() {
                // TRANSLATORS: %@ is a problem with the indexer's installation, in words.
                Output.note(tr("warning: %@", problem))
            }
            if IndexRequest.askToIndex([folder], in: folder, removedAny: false) {
                if let indexer {
                    // TRANSLATORS: %1$@ is the indexer's name (Tracker 3.4, LocalSearch 3.8), %2$@ the card folder.
                    Output.line(tr("Asked the running %@ to index %@ now; `larder index status` shows how far it is.", indexer, folder))
                } else {
                    // TRANSLATORS: %@ is the card folder.
                    Output.line(tr("Asked the running file indexer to index %@ now; `larder index status` shows how far it is.", folder))
                }
            } else if let indexer {
                // TRANSLATORS: %@ is the indexer's name (Tracker 3.4, LocalSearch 3.8).
                Output.line(tr("The indexer (%@) is not running; it indexes the cards when it starts (at your next login).", indexer))
            } else {
                Output.line(tr("The file indexer is not running; it indexes the cards when it starts (at your next login)."))
            }
        }
    }
}
