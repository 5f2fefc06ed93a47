import LarderStore
import LarderIndexer

/// After a change to the store: brings the card folder up to date, if one
/// is set up, then asks the indexer to look at the cards that changed. The
/// change is already committed, so a failure here is for the front end to
/// report as a warning, with a way to catch up.
public enum AfterChange {
    /// What happened after the change.
    public enum Outcome {
        /// No card folder is set up: nothing to do.
        case noCardFolder
        case synced(folder: String, report: CardSyncReport)
        case failed(any Error)
    }

    /// Syncs the card folder with the store and asks the indexer to look; never throws.
    /// - Parameter cachingThumbnails: put each card written in the thumbnail cache too.
    public static func run(_ store: RecipeStore, cachingThumbnails: Bool = true) -> Outcome {
        do {
            guard let folder = try store.cardFolder() else { return .noCardFolder }
            let folderSync = CardFolderSync(store: store, folder: folder)
            folderSync.thumbnails = cachingThumbnails ? ThumbnailCache() : nil
            try folderSync.requireFolder()
            let report = try folderSync.sync()
            if report.written + report.removed + report.renamed > 0 { askToIndex(folder, after: report) }
            return .synced(folder: folder, report: report)
        } catch {
            return .failed(error)
        }
    }

    /// After a card folder sync run: the cards it wrote (the whole folder, when many).
    @discardableResult
    public static func askToIndex(_ folder: String, after report: CardSyncReport) -> Bool {
        let locations = report.writtenFiles.count <= 20 ? report.writtenFiles.map { folder + "/" + $0 } : [folder]
        return IndexRequest.askToIndex(locations, in: folder, removedAny: report.removed + report.renamed > 0)
    }
}
