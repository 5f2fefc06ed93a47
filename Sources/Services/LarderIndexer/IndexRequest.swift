/// Asks a running indexer to look at cards Larder just wrote or removed.
public enum IndexRequest {
    /// Asks to index `locations` (files or folders) and to notice removed
    /// cards. Quietly does nothing, and returns false, when there is no
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
    public static func askToIndex(_ locations: [String], in folder: String, removedAny: Bool) -> Bool {
        guard !locations.isEmpty || removedAny,
              let roots = try? TrackerIndexRoots(), case .covered(let root, _) = roots.coverage(of: folder),
              let miner = try? TrackerMiner(), miner.isRunning else { return false }
        for location in locations {
            guard (try? miner.indexLocation(location)) != nil else { return false }
        }
        if removedAny && !roots.monitorsEnabled { try? miner.indexLocation(root) }
        return true
    }
}
