import LarderCore
import LarderDesktop
import LarderIndexer
import LarderExport

/// The CLI's side of Tracker: the card folder it indexes, and the nudge
/// after cards change.
enum DesktopIndex {
    static func cardFolder(of store: RecipeStore) throws -> String {
        guard let folder = try CLIError.wrapping({ try store.cardFolder() }) else {
            throw CLIError("No card folder is set up yet; run `larder export --cards [DIR]` first")
        }
        return folder
    }

    /// Problems with Larder's Tracker pieces (MIME type, extract rule).
    static func installationProblems() -> [String] {
        TrackerInstallation.problems()
    }

    /// Asks a running indexer to index the cards just written, and to notice
    /// removed ones. Quietly does nothing, and returns false, when there is no
    /// session bus, no running indexer, or the folder is outside its roots
    /// (there IndexLocation would index it only while this process lives).
    ///
    /// A few cards are named one by one: IndexLocation on the whole folder
    /// makes the miner re-check every card, which delays the new one by a
    /// second in a folder of 2,000. IndexLocation on a folder inside a root
    /// does not notice deleted files (tracker-miners 3.4); only a root is
    /// re-crawled with deletions. So after deletions, when the miner's file
    /// monitors are off (and nothing else tells it), the root is asked.
    @discardableResult
    static func askToIndex(_ locations: [String], in folder: String, removedAny: Bool) -> Bool {
        guard !locations.isEmpty || removedAny,
              let roots = try? TrackerIndexRoots(), case .covered(let root, _) = roots.coverage(of: folder),
              let miner = try? TrackerMiner(), miner.isRunning else { return false }
        for location in locations {
            guard (try? miner.indexLocation(location)) != nil else { return false }
        }
        if removedAny && !roots.monitorsEnabled { try? miner.indexLocation(root) }
        return true
    }

    /// After an exporter run: the cards it wrote (the folder, when many).
    @discardableResult
    static func askToIndex(_ folder: String, after report: CardExportReport) -> Bool {
        let locations = report.writtenFiles.count <= 20 ? report.writtenFiles.map { folder + "/" + $0 } : [folder]
        return askToIndex(locations, in: folder, removedAny: report.removed + report.renamed > 0)
    }
}
