import LarderCardFolder
import LarderLocalization

/// How `larder index status` prints the report.
extension CardIndexStatus {
    func print() {
        // TRANSLATORS: the labels of this report are padded with spaces so that their values line up.
        Output.line(tr("Card folder:  %@", folder))
        // TRANSLATORS: %@ is the indexer's name (Tracker 3.4, LocalSearch 3.8, Baloo), or the words saying there is none.
        Output.line(tr("Indexer:      %@", indexer ?? tr("none Larder knows (see the problem below)")))
        // TRANSLATORS: %@ is the index root folder covering the card folder, or the words saying there is none.
        Output.line(tr("Index root:   %@", indexRoot ?? tr("none covers the card folder: %@", howToCover)))
        if indexerRunning {
            let state = indexerState ?? tr("state unknown")
            if let progress = indexerProgress {
                // TRANSLATORS: %1$@ is the indexer's state as it reports it, %2$@ a percentage (a number).
                Output.line(tr("State:        running, %@ (%@%%)", state, Int((progress * 100).rounded())))
            } else {
                // TRANSLATORS: %@ is the indexer's state as it reports it.
                Output.line(tr("State:        running, %@", state))
            }
        } else {
            Output.line(tr("State:        not running"))
        }
        // TRANSLATORS: %1$@ is the number of cards the store has recipes for, %2$@ of cards the indexer knows, %3$@ of those matching the store.
        Output.line(tr("Cards:        %@ from the store; the indexer knows %@ in the folder, %@ match the store", storeCards, indexed, matching))
        for file in missing { Output.line(tr("not indexed  %@", file)) }
        for item in stale {
            if let indexedName = item.indexedName {
                // TRANSLATORS: %1$@ is a card's file name, %2$@ the recipe name the indexer has, %3$@ the recipe's name now.
                Output.line(tr("stale        %@ (indexed as \"%@\", now \"%@\")", item.file, indexedName, item.name))
            } else {
                // TRANSLATORS: %1$@ is a card's file name, %2$@ the recipe's name now.
                Output.line(tr("stale        %@ (indexed as no name, now \"%@\")", item.file, item.name))
            }
        }
        for file in textOnly { Output.line(tr("text only    %@ (Larder's extractor module was not used)", file)) }
        // TRANSLATORS: %1$@ is a card's file name, %2$@ the reason the indexer gave.
        for item in failed { Output.line(tr("failed       %@: %@", item.file, item.message)) }
        for problem in problems { Output.line(tr("problem      %@", problem)) }
        if isComplete { Output.line(tr("Every card is indexed with its recipe's metadata.")) }
    }
}
