import LarderCardFolder

/// How `larder index status` prints the report.
extension CardIndexStatus {
    func print() {
        Output.line("Card folder:  \(folder)")
        Output.line("Indexer:      \(indexer ?? "none Larder knows (see the problem below)")")
        Output.line("Index root:   \(indexRoot ?? "none covers the card folder: \(howToCover)")")
        if indexerRunning {
            let percent = indexerProgress.map { " (\(Int(($0 * 100).rounded()))%)" } ?? ""
            Output.line("State:        running, \(indexerState ?? "state unknown")\(percent)")
        } else {
            Output.line("State:        not running")
        }
        Output.line("Cards:        \(storeCards) from the store; the indexer knows \(indexed) in the folder, \(matching) match the store")
        for file in missing { Output.line("not indexed  \(file)") }
        for item in stale { Output.line("stale        \(item.file) (indexed as \(item.indexedName.map { "\"\($0)\"" } ?? "no name"), now \"\(item.name)\")") }
        for file in textOnly { Output.line("text only    \(file) (Larder's extractor module was not used)") }
        for item in failed { Output.line("failed       \(item.file): \(item.message)") }
        for problem in problems { Output.line("problem      \(problem)") }
        if isComplete { Output.line("Every card is indexed with its recipe's metadata.") }
    }
}
