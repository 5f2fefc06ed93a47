import Foundation
import LarderCard
import LarderLocalization
import LarderModel
import LarderStore
import LarderInterchange

/// Keeps the card folder in step with the store: one `NAME.recipe.md` per
/// recipe, written atomically, renamed with its recipe, removed with it.
/// It follows the store's change journal from its own cursor, so its work
/// is proportional to the changes, and after a crash (or changes made by
/// another process) the next run catches up. It never overwrites or removes
/// a file that is not a card of this store, nor a card someone edited since
/// Larder wrote it (the recorded digest tells): an edited card is taken into
/// the store, or kept as a conflict copy (see ``reconcile()``).
public final class CardFolderSync {
    /// The store whose recipes the cards show.
    public let store: RecipeStore
    let folder: CardFolder
    /// Flush each card to disk before renaming it into place (off only in benchmarks).
    public var syncsToDisk = true
    /// Where each card's thumbnail goes as the card is written (and whence a
    /// removed card's goes), so the file manager needs no thumbnailer run;
    /// nil (the default) writes none. Never a reason for an export to fail.
    public var thumbnails: ThumbnailCache?

    /// A card folder sync of `store`'s recipes to the card folder at path `folder`.
    public init(store: RecipeStore, folder: String) {
        self.store = store
        self.folder = CardFolder(path: folder)
    }

    // MARK: - Sync

    /// Checks that the card folder is there. The automatic syncs (after a
    /// change, two-way) never make it anew: a folder that vanished (unmounted,
    /// renamed away) and came back holding a few cards would look as if every
    /// other card had been removed. Only setting it up and `--repair` make it.
    /// - Throws: ``CardFolderError`` when it is missing.
    public func requireFolder() throws {
        guard FileManager.default.fileExists(atPath: folder.path) else {
            // TRANSLATORS: %@ is a folder's path; `larder export --repair` is a command.
            throw CardFolderError(tr("The card folder %@ is missing (unmounted?); no card was written or removed. `larder export --repair` writes every card again", folder.path))
        }
    }

    /// Applies every journal entry after the card folder sync's cursor. A card
    /// edited since Larder wrote it is never overwritten: when its recipe
    /// changed too, the edit is kept as a conflict copy.
    @discardableResult
    public func sync() throws -> CardSyncReport {
        let lock = try folder.begin()
        defer { folder.end(lock) }
        var report = CardSyncReport()
        try syncLocked(&report)
        return report
    }

    /// ``sync()`` under the folder's lock, taken by the caller.
    func syncLocked(_ report: inout CardSyncReport) throws {
        var cursor = try wrap { try store.journalCursor(for: RecipeStore.cardFolderConsumer) }
        if cursor < (try wrap { try store.journalPrunedThrough() }) {
            // The journal no longer holds every change since this folder was
            // last synced: compare every recipe instead (writing only what differs).
            try resync(&report)
            return
        }
        while true {
            let entries = try wrap { try store.journalEntries(after: cursor, limit: 5_000) }
            guard !entries.isEmpty else { break }
            let changes = ChangeSet(coalescing: entries)
            try apply(upserts: changes.inserted + changes.updated, deletes: changes.deleted, force: false,
                      cursor: changes.lastSequence, report: &report)
            cursor = changes.lastSequence
        }
    }

    /// Brings every card in step without the journal: writes the cards that
    /// differ, removes those of recipes deleted meanwhile, and moves the
    /// cursor to the end of the journal. Exact copies of a card stay, as in
    /// every automatic sync (one may be a card moved on another machine
    /// sharing the folder); `--repair` removes them.
    private func resync(_ report: inout CardSyncReport) throws {
        let last = try wrap { try store.lastJournalSequence() }
        let ids = try wrap { try store.recipeIDs() }
        let existing = Set(ids)
        let deleted = try wrap { try store.cardFiles() }.keys.filter { !existing.contains($0) }
        try apply(upserts: ids, deletes: deleted, force: false, cursor: last, report: &report)
    }

    /// Takes edited cards into the store (see ``reconcile()``), then rewrites
    /// every card and removes orphans.
    @discardableResult
    public func rebuild() throws -> CardSyncReport {
        let lock = try folder.begin()
        defer { folder.end(lock) }
        var report = CardSyncReport()
        report.cleanedTemporary = try folder.removeTemporaryFiles().count
        try takeEdits(&report)
        let last = try wrap { try store.lastJournalSequence() }
        let ids = try wrap { try store.recipeIDs() }
        try apply(upserts: ids, deletes: [], force: true, cursor: last, report: &report)
        try removeOrphans(&report)
        return report
    }

    /// Fixes what ``check()`` finds: takes edited cards into the store, writes
    /// missing and stale cards (a removed card comes back: only ``reconcile()``
    /// takes a removal as a deletion), removes orphans and temporary files;
    /// foreign files and conflicts are left alone.
    @discardableResult
    public func repair() throws -> CardSyncReport {
        let lock = try folder.begin()
        defer { folder.end(lock) }
        var report = CardSyncReport()
        try takeEdits(&report)
        try syncLocked(&report)
        report.cleanedTemporary += try folder.removeTemporaryFiles().count
        let differences = try check()
        let ids = differences.filter { $0.kind == .missing || $0.kind == .stale }.compactMap(\.recipeID)
        try apply(upserts: ids, deletes: [], force: true, cursor: nil, report: &report)
        try removeOrphans(&report)
        let kept = Set(report.keptForeign)
        report.keptForeign += differences.filter { $0.kind == .foreign && !kept.contains($0.fileName) }.map(\.fileName)
        return report
    }

    // MARK: - Check

    /// Every difference between the store and the folder. Reads every card.
    public func check() throws -> [CardDifference] {
        var differences: [CardDifference] = []
        let records = try wrap { try store.cardFiles() }
        let recordedNames = Dictionary(records.values.map { ($0.fileName, $0.recipeID) }, uniquingKeysWith: { a, _ in a })
        try eachRecipe(try wrap { try store.recipeIDs() }) { _, recipe in
            guard let recipe else { return }
            let expected = cardBytes(recipe)
            guard let record = records[recipe.id], let actual = folder.read(record.fileName, limit: CardLimits.maximumCardBytes) else {
                let name = records[recipe.id]?.fileName ?? RecipeFileName.name(stem: RecipeFileName.stem(for: recipe.name), number: 1)
                differences.append(CardDifference(kind: .missing, fileName: name, recipeID: recipe.id))
                return
            }
            guard actual != expected else { return }
            if CardDigest.of(actual) == record.digest {
                differences.append(CardDifference(kind: .stale, fileName: record.fileName, recipeID: recipe.id))
            } else if case .failure(let error) = Result(catching: { try CardParser.parse(actual) }) {
                differences.append(CardDifference(kind: .unreadable, fileName: record.fileName, recipeID: recipe.id, message: "\(error)"))
            } else {
                let storeChanged = CardDigest.of(expected) != record.storeDigest
                differences.append(CardDifference(kind: storeChanged ? .conflict : .edited, fileName: record.fileName, recipeID: recipe.id))
            }
        }
        for name in folder.allNames() where name != CardFolder.progressMarker {
            if name.hasPrefix(CardFolder.temporaryPrefix) {
                differences.append(CardDifference(kind: .temporary, fileName: name, recipeID: nil))
            } else if recordedNames[name] == nil {
                let file = cardFile(name)
                if let file, let owner = recipeID(of: file.card) {
                    let kind: CardDifference.Kind
                    if let own = records[owner], folder.exists(own.fileName) {
                        kind = try isOrphan(file, of: owner) ? .orphaned : .conflict
                    } else {
                        // The recipe's own card is not here: this one arrived (a
                        // rename, another machine's card); --sync takes it in.
                        kind = .new
                    }
                    differences.append(CardDifference(kind: kind, fileName: name, recipeID: owner))
                } else {
                    // A card without a uri was written by hand; anything else, Larder did not write.
                    let isNew = file.map { $0.card.uri == nil } ?? false
                    differences.append(CardDifference(kind: isNew ? .new : .foreign, fileName: name, recipeID: nil))
                }
            }
        }
        return differences
    }

    // MARK: - Writing

    /// Recipes read and written per round: one read transaction each.
    static let chunkSize = 256

    func apply(upserts: [UUID], deletes: [UUID], force: Bool, cursor: Int64?, report: inout CardSyncReport) throws {
        let thumbnailsBefore = thumbnails?.written ?? 0
        defer {
            report.thumbnailsCached += (thumbnails?.written ?? 0) - thumbnailsBefore
            report.thumbnailCacheProblem = thumbnails?.unavailable
        }
        var written: [CardFileRecord] = []
        var removed: [UUID] = []
        var claimed: [String: UUID] = [:]
        var deletions = deletes
        var start = 0
        while start < upserts.count {
            let chunk = Array(upserts[start..<min(start + Self.chunkSize, upserts.count)])
            start += chunk.count
            let recipes = try wrap { try store.recipes(ids: chunk) }
            let records = try wrap { try store.cardFiles(for: chunk) }
            // Who owns each recipe's first name, in one read for the chunk: a
            // new folder's export would otherwise ask once per card.
            let stems = recipes.mapValues { RecipeFileName.stem(for: $0.name) }
            let owners = try wrap { try store.cardFileOwners(named: stems.values.map { RecipeFileName.name(stem: $0, number: 1) }) }
            for id in chunk {
                guard let recipe = recipes[id], let stem = stems[id] else { deletions.append(id); continue }
                let card = card(for: recipe)
                let bytes = Array(CardWriter.text(of: card).utf8)
                let record = records[id]
                let name: String, absent: Bool
                if let record, RecipeFileName.matches(record.fileName, stem: stem), claimed[record.fileName] == nil {
                    (name, absent) = (record.fileName, false)
                } else {
                    (name, absent) = try allocate(stem: stem, for: id, claimed: claimed, owners: owners)
                }
                claimed[name] = id
                let current = absent ? nil : folder.read(name, limit: CardLimits.maximumCardBytes)
                let recordHere = record?.fileName == name ? record : nil
                let editedHere = current.map { $0 != bytes && CardDigest.of($0) != recordHere?.digest } ?? false
                if !force, current == bytes {
                    report.unchanged += 1
                    // Cached before thumbnails were (or after the cache was cleared).
                    if let thumbnails, !thumbnails.hasThumbnails(folder.file(name)) { thumbnails.store(card, at: folder.file(name)) }
                } else if !force, editedHere, let recordHere, CardDigest.of(bytes) == recordHere.storeDigest {
                    // Edited again since its content was taken in, and the recipe
                    // did not change since: the next two-way sync takes this edit
                    // in too. Nothing is written over it.
                    written.append(recordHere)
                    continue
                } else {
                    // Someone changed the file since Larder wrote it (or wrote
                    // it unrecorded): keep that version beside the store's.
                    if editedHere { try keepAsConflictCopy(name, title: recipe.name, report: &report) }
                    guard try folder.write(bytes, as: name, over: editedHere ? nil : current, sync: syncsToDisk) else {
                        // Saved by someone while this card was written: nothing
                        // is written over it, and its record stays, so the next
                        // two-way sync takes that save in (the watcher's is due).
                        report.keptForeign.append(name)
                        continue
                    }
                    thumbnails?.store(card, at: folder.file(name))
                    report.written += 1
                    report.writtenFiles.append(name)
                }
                written.append(CardFileRecord(recipeID: id, fileName: name, digest: CardDigest.of(bytes)))
                // Not when the card was under its recipe's name already and the
                // old name holds the same bytes: on another machine sharing the
                // folder the old name may be the live one (a card moved there),
                // and removing it could remove the card everywhere. It stays, a
                // copy `--check` lists (`--repair` removes it while it is exact).
                if let record, record.fileName != name,
                   current != bytes || folder.read(record.fileName, limit: CardLimits.maximumCardBytes) != bytes {
                    if removeIfOurs(record, report: &report) { report.renamed += 1 }
                }
            }
        }
        for (id, record) in try wrap({ try store.cardFiles(for: deletions) }) {
            if removeIfOurs(record, report: &report) { report.removed += 1 }
            removed.append(id)
        }
        try wrap { try store.recordCardFiles(written: written, removed: removed, cursor: cursor) }
    }

    /// Calls `body` with each recipe (nil when it no longer exists), reading
    /// them a chunk at a time.
    private func eachRecipe(_ ids: [UUID], _ body: (UUID, Recipe?) throws -> Void) throws {
        for start in stride(from: 0, to: ids.count, by: Self.chunkSize) {
            let chunk = Array(ids[start..<min(start + Self.chunkSize, ids.count)])
            let recipes = try wrap { try store.recipes(ids: chunk) }
            for id in chunk { try body(id, recipes[id]) }
        }
    }

    /// The first free name for `stem`: not recorded for another recipe, not
    /// claimed in this batch, and either absent or already this recipe's card.
    /// - Parameter owners: the owners of names already looked up (nil: none).
    /// - Returns: the name, and whether no file had it (so it need not be read).
    private func allocate(stem: String, for id: UUID, claimed: [String: UUID], owners: [String: UUID?]) throws -> (name: String, absent: Bool) {
        for number in 1...100_000 {
            let candidate = RecipeFileName.name(stem: stem, number: number)
            if let other = claimed[candidate], other != id { continue }
            let owner = try owners[candidate] ?? wrap { try store.cardFileOwner(named: candidate) }
            if owner == id { return (candidate, false) }
            if owner != nil { continue }
            if !folder.exists(candidate) { return (candidate, true) }
            if cardFile(candidate).flatMap({ recipeID(of: $0.card) }) == id { return (candidate, false) }
        }
        // TRANSLATORS: the first %@ is a recipe's name as a file name, the second a folder's path.
        throw CardFolderError(tr("No free file name for “%@” in %@", stem, folder.path))
    }

    /// Removes a recorded card if the file is still the card Larder wrote
    /// there. One edited since is left in place (a conflict to settle), and
    /// a file that is no longer a card of that recipe is left as foreign.
    private func removeIfOurs(_ record: CardFileRecord, report: inout CardSyncReport) -> Bool {
        guard let bytes = folder.read(record.fileName, limit: CardLimits.maximumCardBytes) else {
            if folder.exists(record.fileName) { report.keptForeign.append(record.fileName) }
            return false
        }
        // A conflict copy taken in as a recipe's card (it arrived before the
        // card itself) stays: on the machine that made it, it may hold the only
        // copy of an edit its store's version crossed.
        if RecipeFileName.isConflictCopy(record.fileName) {
            report.conflicts.append(record.fileName)
            return false
        }
        // The bytes Larder recorded: its own card, or a card written by hand
        // whose content is in the store now.
        if CardDigest.of(bytes) == record.digest {
            removeCard(record.fileName)
            return true
        }
        if (try? CardParser.parse(bytes)).flatMap(recipeID(of:)) == record.recipeID {
            report.conflicts.append(record.fileName)
        } else {
            report.keptForeign.append(record.fileName)
        }
        return false
    }

    /// Removes unrecorded cards that are orphans (``isOrphan(_:of:)``). Any
    /// other version is someone's: kept.
    private func removeOrphans(_ report: inout CardSyncReport) throws {
        let recorded = Set(try wrap { try store.cardFiles() }.values.map(\.fileName))
        for name in folder.allNames() where name.hasSuffix(RecipeFileName.suffix) && !recorded.contains(name) {
            if let file = cardFile(name), let owner = recipeID(of: file.card), try isOrphan(file, of: owner) {
                removeCard(name)
                report.removed += 1
            }
        }
    }

    /// Removes the card `name` from the folder, and its thumbnails from the cache.
    func removeCard(_ name: String) {
        folder.remove(name)
        thumbnails?.forget(folder.file(name))
    }

    /// Whether the unrecorded card `file` of `recipeID` is an orphan, to be
    /// removed: exactly the card Larder writes for the recipe now (left by an
    /// interrupted run). A conflict copy never is, even one equal to the card:
    /// removing it would remove it on every machine sharing the folder, and on
    /// the one that made it the edit it holds may be nowhere else; `resolve`
    /// settles it.
    func isOrphan(_ file: CardFile, of recipeID: UUID) throws -> Bool {
        guard !RecipeFileName.isConflictCopy(file.name), let recipe = try wrap({ try store.recipe(id: recipeID) }) else { return false }
        return file.bytes == cardBytes(recipe)
    }

    /// The card file `name` in the folder, read and parsed once; nil for a
    /// file that is not a card (another name, unreadable, does not parse).
    func cardFile(_ name: String) -> CardFile? {
        try? readCardFile(name)?.get()
    }

    /// The card file `name` read and parsed, or why it is no card Larder can
    /// take in (the parser's message with its line); nil for a file not named
    /// as a card is (`*.recipe.md`).
    func readCardFile(_ name: String) -> Result<CardFile, CardError>? {
        guard name.hasSuffix(RecipeFileName.suffix) else { return nil }
        guard let bytes = folder.read(name, limit: CardLimits.maximumCardBytes) else {
            // TRANSLATORS: said of a card file; %@ is the largest card size in megabytes.
            return .failure(CardError(.tooLarge, tr("cannot be read (no permission, not a regular file, or larger than %@ MB)", CardLimits.maximumCardBytes >> 20)))
        }
        return Result { try CardParser.parse(bytes) }.map { CardFile(name: name, bytes: bytes, card: $0) }
            .mapError { $0 as? CardError ?? CardError(.notACard, "\($0)") }
    }

    /// The recipe `card` shows, or nil for a card written by hand. The recipe
    /// ID is the identity, whichever store the URI names as the recipe's home:
    /// a card written on another machine is a card of the same recipe.
    func recipeID(of card: RecipeCard) -> UUID? {
        card.uri.flatMap(ObjectURI.init)?.recipeID
    }

    /// The card for a recipe as the store has it now.
    func card(for recipe: Recipe) -> RecipeCard {
        CardConversion.card(for: recipe, storeID: store.storeID, photo: CardPhoto.make(for: recipe, store: store))
    }

    /// The card file's bytes for a recipe as the store has it now.
    func cardBytes(_ recipe: Recipe) -> [UInt8] {
        Array(CardWriter.text(of: card(for: recipe)).utf8)
    }

    func wrap<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as StoreError { throw CardFolderError(error.description) }
    }
}
