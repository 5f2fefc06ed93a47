import Foundation
import LarderStore
import LarderGLib

/// The live two-way sync: watches the card folder and the store, and after
/// any change runs ``CardFolderSync/reconcile()`` and asks the indexer to look
/// at what it wrote (`larder sync --watch`, the `larder-sync` user service).
///
/// It uses GIO file monitors (inotify), never polling: one on the card folder
/// (moves included, so an editor's rename-over-save is seen), one on the
/// store's folder (its file and `-wal`: another process committed), and one
/// on the card folder's parent (the folder vanishing and coming back). Events
/// are gathered until none came for ``quietMilliseconds`` (and at most
/// ``longestDelayMilliseconds`` after the first), then one reconcile handles
/// them all: it compares the whole folder, so no event needs to be read.
/// When every file written in the folder has been closed or renamed into
/// place (an editor's save), nothing is half-written: the wait is then only
/// ``settledMilliseconds``, enough to gather the events of one save.
///
/// Its own writes bring at most one more reconcile, which writes nothing;
/// hidden files (the card folder sync's temporaries and marker) are ignored, and a
/// store commit only counts when the card folder sync's cursor is behind the journal
/// (or the card folder setting changed). A missing folder is waited for,
/// never reconciled (nothing is trashed); errors are reported and the watch
/// goes on.
public final class CardWatcher {
    /// What the watcher reports, as it happens.
    public enum Event {
        /// Watching `folder`; a reconcile follows.
        case watching(folder: String)
        /// No card folder is set up in the store yet (`larder export --cards`); waiting for one.
        case noCardFolder
        /// The card folder is gone (unmounted, renamed away): nothing is synced until it is back.
        case folderMissing(folder: String)
        /// One reconcile ran: its report (the indexer was asked to look at what it wrote).
        case synced(folder: String, report: CardSyncReport)
        /// A reconcile, or a look at the store, failed; the watcher goes on.
        case failed(folder: String?, error: any Error)
    }

    /// The store synced.
    public let store: RecipeStore
    /// How long no event must come before a reconcile, while a file in the
    /// folder is open for writing (a change seen, not yet its close).
    public let quietMilliseconds: UInt32
    /// How long no event must come before a reconcile when every write seen
    /// was closed or renamed into place.
    public let settledMilliseconds: UInt32
    /// The longest a reconcile waits after the first event of a stream.
    public let longestDelayMilliseconds: UInt32
    /// Whether each card written goes into the thumbnail cache too.
    public let cachesThumbnails: Bool
    private let report: (Event) -> Void

    private let loop = MainLoop()
    private var storeMonitor: FileMonitor?
    private var folderMonitor: FileMonitor?
    private var parentMonitor: FileMonitor?
    /// The folder being watched (the store's setting), and the identity of the directory monitored.
    private var folder: String?
    private var folderIdentity: FileIdentity?
    private var quietTimer: MainLoopTimer?
    private var deadlineTimer: MainLoopTimer?
    /// What the pending events were about.
    private var folderTouched = false
    /// The card names the pending folder events named: the reconcile takes their edits first.
    private var namesTouched: Set<String> = []
    /// The files changed in place and not closed since (GIO's "changes done"):
    /// possibly half-written, so the reconcile waits the longer quiet period.
    private var namesBeingWritten: Set<String> = []
    private var storeTouched = false
    /// Said once per period, not on every event.
    private var saidMissing = false
    private var saidNoFolder = false
    /// The files named like cards that could not be taken in, as last said,
    /// with why: each is said once, and again only when its reason changes.
    private var refusalsSaid: [String: String] = [:]

    /// A watcher of `store` and its card folder; `report` is called on the
    /// watcher's thread for each ``Event``.
    /// - Parameter cachesThumbnails: put each card written in the thumbnail
    ///   cache (``CardFolderSync/thumbnails``).
    public init(store: RecipeStore, quietMilliseconds: UInt32 = 150, settledMilliseconds: UInt32 = 20,
                longestDelayMilliseconds: UInt32 = 1_500, cachesThumbnails: Bool = true, report: @escaping (Event) -> Void) {
        self.store = store
        self.cachesThumbnails = cachesThumbnails
        self.quietMilliseconds = quietMilliseconds
        self.settledMilliseconds = settledMilliseconds
        self.longestDelayMilliseconds = longestDelayMilliseconds
        self.report = report
    }

    /// Reconciles once, then watches until SIGTERM or SIGINT (or ``stop()``).
    ///
    /// - Returns: the signal that ended it, if one did.
    /// - Throws: ``GLibError`` when the store's folder cannot be monitored.
    @discardableResult
    public func run() throws -> Int32? {
        let storePath = URL(fileURLWithPath: store.path).standardizedFileURL
        let storeNames: Set<String> = [storePath.lastPathComponent, storePath.lastPathComponent + "-wal"]
        storeMonitor = try FileMonitor(directory: storePath.deletingLastPathComponent().path) { [unowned self] event in
            guard storeNames.contains(event.name) || event.otherName.map(storeNames.contains) == true else { return }
            storeTouched = true
            schedule(postponing: false)
        }
        folderTouched = true
        syncNow()
        loop.run(quittingOn: [SIGTERM, SIGINT])
        quietTimer = nil
        deadlineTimer = nil
        folderMonitor = nil
        parentMonitor = nil
        storeMonitor = nil
        return loop.endingSignal
    }

    /// Makes ``run()`` return (from the watcher's own thread).
    public func stop() {
        loop.quit()
    }

    // MARK: - Events

    /// Syncs once no event came for ``quietMilliseconds``, or only
    /// ``settledMilliseconds`` when no file is being written; a store event does
    /// not postpone a sync already planned (other processes reading the store
    /// touch its files too, and must not hold back a card's edit).
    private func schedule(postponing: Bool = true, settled: Bool = false) {
        if postponing || quietTimer == nil {
            let quiet = settled && namesBeingWritten.isEmpty ? settledMilliseconds : quietMilliseconds
            quietTimer = MainLoopTimer(milliseconds: quiet) { [unowned self] in syncNow() }
        }
        if deadlineTimer == nil {
            deadlineTimer = MainLoopTimer(milliseconds: longestDelayMilliseconds) { [unowned self] in syncNow() }
        }
    }

    private func folderEvent(_ event: FileMonitor.Event) {
        if event.isDirectoryItself {
            // Removed or moved away: the parent's monitor sees it too; look again.
            attachFolder()
        } else if Self.isHidden(event.name) && event.otherName.map(Self.isHidden) ?? true {
            return  // the card folder sync's temporaries and marker, an editor's swap files
        }
        for name in [event.name, event.otherName].compactMap({ $0 }) where !name.isEmpty && !Self.isHidden(name) { namesTouched.insert(name) }
        trackWrites(event)
        folderTouched = true
        schedule(settled: true)
    }

    /// Follows which files are open for writing: a change or a creation opens
    /// one, its close ("changes done"), deletion or move out ends it, a rename
    /// carries it to the new name. Hidden files never get here (folderEvent).
    private func trackWrites(_ event: FileMonitor.Event) {
        switch event.kind {
        case .created, .changed:
            namesBeingWritten.insert(event.name)
        case .changesDone, .deleted, .movedOut:
            namesBeingWritten.remove(event.name)
        case .renamed, .movedIn:
            if namesBeingWritten.remove(event.name) != nil, let newName = event.otherName { namesBeingWritten.insert(newName) }
        case .attributeChanged, .unmounted, .other:
            break
        }
    }

    private func parentEvent(_ event: FileMonitor.Event) {
        guard let folder else { return }
        let name = (folder as NSString).lastPathComponent
        guard event.name == name || event.otherName == name else { return }
        attachFolder()
        folderTouched = true
        schedule()
    }

    private static func isHidden(_ name: String) -> Bool {
        name.hasPrefix(".")
    }

    // MARK: - Syncing

    /// Looks at the store's card folder setting and the folder, then reconciles if anything calls for it.
    private func syncNow() {
        quietTimer = nil
        deadlineTimer = nil
        let setting: String?
        do {
            setting = try store.cardFolder()
        } catch {
            report(.failed(folder: folder, error: error))
            return
        }
        if setting != folder {
            folder = setting
            folderTouched = true
            saidMissing = false
            watchParent()
            attachFolder()
            if let setting { report(.watching(folder: setting)) }
        }
        guard let folder else {
            if !saidNoFolder { report(.noCardFolder) }
            saidNoFolder = true
            return
        }
        saidNoFolder = false
        attachFolder()
        guard folderMonitor != nil else {
            if !saidMissing { report(.folderMissing(folder: folder)) }
            saidMissing = true
            return
        }
        if saidMissing {
            saidMissing = false
            folderTouched = true
            report(.watching(folder: folder))
        }
        guard folderTouched || (storeTouched && storeIsAhead()) else {
            storeTouched = false
            return
        }
        folderTouched = false
        storeTouched = false
        let namesFirst = namesTouched
        namesTouched = []
        // A file still open is seen changing again (GIO sends "changed" at least
        // once per rate-limit period while it is written): no name is kept forever.
        namesBeingWritten = []
        do {
            let folderSync = CardFolderSync(store: store, folder: folder)
            // A new cache each time: one that was not writable may be now.
            folderSync.thumbnails = cachesThumbnails ? ThumbnailCache() : nil
            var result = try folderSync.reconcile(takingFirst: namesFirst)
            result.refused = refusalsNotSaid(result.refused)
            if result.written + result.removed + result.renamed > 0 { AfterChange.askToIndex(folder, after: result) }
            report(.synced(folder: folder, report: result))
        } catch {
            report(.failed(folder: folder, error: error))
        }
        // A long-lived process: give back what a large reconcile used (SQLite's
        // page caches; the heap glibc would otherwise keep).
        store.releaseMemory()
        _ = mallocTrim(0)
    }

    /// The refusals not said yet (a new file, or a new reason); a file fixed
    /// or gone is forgotten, so that it is said again if it breaks again.
    private func refusalsNotSaid(_ refused: [CardDifference]) -> [CardDifference] {
        let current = Dictionary(refused.map { ($0.fileName, $0.message ?? "") }, uniquingKeysWith: { first, _ in first })
        defer { refusalsSaid = current }
        return refused.filter { refusalsSaid[$0.fileName] != ($0.message ?? "") }
    }

    /// True when the store has journal entries the card folder sync has not applied
    /// (a commit by another process that did not bring the cards up to date itself).
    private func storeIsAhead() -> Bool {
        do {
            return try store.journalCursor(for: RecipeStore.cardFolderConsumer) < store.lastJournalSequence()
        } catch {
            return true  // let the reconcile say what is wrong
        }
    }

    // MARK: - Monitors

    /// Watches the folder's parent, so the folder's return is seen.
    private func watchParent() {
        parentMonitor = nil
        guard let folder else { return }
        let parent = (folder as NSString).deletingLastPathComponent
        do {
            parentMonitor = try FileMonitor(directory: parent) { [unowned self] in parentEvent($0) }
        } catch {
            report(.failed(folder: folder, error: error))
        }
    }

    /// Monitors the folder when it exists (again, or as another directory
    /// than before); drops the monitor when it is gone.
    private func attachFolder() {
        guard let folder, let identity = FileIdentity(directory: folder) else {
            folderMonitor = nil
            folderIdentity = nil
            return
        }
        guard folderMonitor == nil || identity != folderIdentity else { return }
        do {
            folderMonitor = try FileMonitor(directory: folder) { [unowned self] in folderEvent($0) }
            folderIdentity = identity
        } catch {
            folderMonitor = nil
            folderIdentity = nil
            report(.failed(folder: folder, error: error))
        }
    }
}

/// A directory's device and inode: the same path may name another directory later.
private struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    init?(directory path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// glibc's `malloc_trim` (malloc.h, which Swift's Glibc module leaves out):
/// returns freed heap memory to the system.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
