import ArgumentParser
import Foundation
import LarderStore
import LarderCardFolder
import LarderLocalization

extension Larder {
    struct Sync: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sync",
            abstract: tr("Bring the card folder and the store in step, once or live."),
            discussion: tr("""
                Without --watch, one two-way sync, the same as `larder export --sync`: cards \
                edited in a text editor come into the store (both edited: a conflict copy), cards \
                written by hand become recipes, a removed card moves its recipe to the trash, \
                and then the folder is brought up to date from the store.

                With --watch, larder stays in the foreground and syncs whenever the card folder \
                or the store changes (file monitors, no polling): a card saved in an editor is in \
                the store, `larder search`, the desktop's search and the indexer within about a \
                second, and a recipe changed by another program reaches its card. Changes are \
                gathered until none came for 150 ms (at most 1.5 s), then synced at once; idle, \
                it uses no CPU. If the folder vanishes (unmounted, renamed away), nothing is \
                moved to the trash: it waits for the folder to come back and syncs then. Errors \
                are reported on stderr and the watch goes on; SIGTERM or Ctrl-C end it. It \
                prints a line per sync that changed something; with --json, one JSON object per \
                line for every event and every sync ("event": watching, synced, folder-missing, \
                no-card-folder, failed).

                The systemd user service larder-sync.service runs `larder sync --watch` for \
                you (make install puts it in place; `larder export --cards` offers it):
                  systemctl --user enable --now larder-sync.service

                Examples:
                  larder sync                  once, like larder export --sync
                  larder sync --watch          live, until Ctrl-C
                  larder sync --watch --json   live, one JSON object per line, for scripts
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: ArgumentHelp(tr("Stay in the foreground and sync whenever the card folder or the store changes."))) var watch = false
        @Flag(help: ArgumentHelp(tr("Print the result as JSON (with --watch: one object per line)."))) var json = false
        @Flag(inversion: .prefixedNo,
              help: ArgumentHelp(tr("""
                Put each card written in the thumbnail cache ($XDG_CACHE_HOME/thumbnails), so the file manager shows it at once \
                (default: on, but off with --watch).
                """)))
        var thumbnails: Bool?

        func run() throws {
            // The watcher reads from one thread: one reading connection keeps its memory small.
            let store = try storeOptions.open(maximumReaders: watch ? 1 : 5)
            guard watch else {
                let folder = try RequiredCardFolder.of(store)
                do {
                    let folderSync = CardFolderSync(store: store, folder: folder)
                    folderSync.thumbnails = thumbnails ?? true ? ThumbnailCache() : nil
                    let report = try folderSync.reconcile()
                    AfterChange.askToIndex(folder, after: report)
                    try CardReportLines.print(report, in: folder, json: json)
                } catch let error as CardFolderError {
                    throw CLIError(error.description)
                }
                return
            }
            // A long-lived watcher would keep the drawing libraries' pages
            // (about 5 MB after a burst of new cards); the commands that change
            // recipes cache their cards' thumbnails themselves, and the file
            // manager draws the few cards the watcher writes.
            let watcher = CardWatcher(store: store, cachesThumbnails: thumbnails ?? false) { event in
                if json {
                    try? Output.jsonLine(SyncWatchLine(event))
                } else {
                    Self.printLines(event)
                }
            }
            do {
                try watcher.run()
            } catch {
                // TRANSLATORS: %@ is the reason.
                throw CLIError(tr("Cannot watch the store's folder: %@", String(describing: error)))
            }
        }

        private static func printLines(_ event: CardWatcher.Event) {
            switch event {
            case .watching(let folder):
                // TRANSLATORS: %@ is the card folder's path.
                Output.flushedLine(tr("Watching %@ and the store; Ctrl-C ends.", folder))
            case .noCardFolder:
                Output.flushedLine(tr("No card folder is set up yet; waiting for `larder export --cards [DIR]`."))
            case .folderMissing(let folder):
                // TRANSLATORS: %@ is the card folder's path.
                Output.flushedLine(tr("The card folder %@ is missing (unmounted? renamed?): nothing is synced or trashed until it is back.", folder))
            case .synced(let folder, let report):
                let lines = CardReportLines.edits(of: report)
                guard report.written + report.renamed + report.removed > 0 || !lines.isEmpty else { return }
                Output.flushedLine(CardReportLines.summary(of: report, in: folder))
                lines.forEach(Output.flushedLine)
            case .failed(_, let error):
                // TRANSLATORS: %@ is the reason.
                Output.error(tr("sync failed, still watching: %@", String(describing: error)))
            }
        }
    }
}

/// One line of `larder sync --watch --json`.
struct SyncWatchLine: Encodable {
    var event: String
    var time: Date
    var folder: String?
    var report: CardSyncReport?
    var message: String?

    init(_ event: CardWatcher.Event) {
        time = Date()
        switch event {
        case .watching(let folder): self.event = "watching"; self.folder = folder
        case .noCardFolder: self.event = "no-card-folder"
        case .folderMissing(let folder): self.event = "folder-missing"; self.folder = folder
        case .synced(let folder, let report): self.event = "synced"; self.folder = folder; self.report = report
        case .failed(let folder, let error): self.event = "failed"; self.folder = folder; self.message = "\(error)"
        }
    }
}
