import LarderCore
import LarderDesktop

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

    /// Asks a running indexer to look at the card folder now. Quietly does
    /// nothing, and returns false, when there is no session bus, no running
    /// indexer, or the folder is outside its roots (there IndexLocation would
    /// index it only while this process lives).
    ///
    /// IndexLocation on a folder inside a root picks up new and changed files
    /// but not deleted ones (tracker-miners 3.4); only a root is re-crawled
    /// with deletions. So after deletions, when the miner's file monitors are
    /// off (and nothing else tells it), the root is asked too.
    @discardableResult
    static func askToIndex(_ folder: String, afterRemoving removed: Bool = false) -> Bool {
        guard let roots = try? TrackerIndexRoots(), case .covered(let root, _) = roots.coverage(of: folder),
              let miner = try? TrackerMiner(), miner.isRunning else { return false }
        guard (try? miner.indexLocation(folder)) != nil else { return false }
        if removed && !roots.monitorsEnabled { try? miner.indexLocation(root) }
        return true
    }
}
