import Foundation
import LarderCard
import LarderLocalization
import LarderModel
import LarderStore
import LarderInterchange

// MARK: - Cards edited outside Larder

extension CardFolderSync {
    /// Both ways: takes cards edited since Larder wrote them into the store,
    /// and cards that arrived (from another machine, or written by hand),
    /// moves the recipes whose cards were removed into the trash, then applies
    /// the store's changes to the folder (``sync()``).
    ///
    /// A recorded card whose bytes differ from the recorded digest was edited.
    /// When its recipe did not change since (the store's card would still be
    /// the recorded bytes), the card's content becomes the recipe, in one
    /// write transaction that checks the recipe is still the one compared.
    /// When the recipe changed too, the edited card is renamed to a conflict
    /// copy and the store's version is written under the card's name: both
    /// are kept for the user to settle (``resolve(_:keeping:)``). A card
    /// that does not parse is reported with its line and left alone, and its
    /// recipe is not touched.
    ///
    /// A card of a recipe whose own card is not in the folder (see
    /// ``takeArrivals(_:report:)``) is that recipe's card now: a rename or an
    /// edit on another machine, or a recipe new to this store.
    ///
    /// A recorded card that is gone from the folder moves its recipe into the
    /// store's trash (restorable for ``RecipeStore/trashDays`` days), unless
    /// the recipe changed since (then its card is written again), or every
    /// card is gone at once (an emptied or unmounted folder: nothing is trashed,
    /// and ``CardSyncReport/folderLooksEmptied`` says so).
    ///
    /// - Parameter namesFirst: card names known to have changed (a watcher's
    ///   events): their edits are taken before the rest of the folder is
    ///   compared, so that a saved card is a recipe without waiting for a pass
    ///   over every card. Every card is compared either way.
    @discardableResult
    public func reconcile(takingFirst namesFirst: Set<String> = []) throws -> CardSyncReport {
        try requireFolder()
        let lock = try folder.begin()
        defer { folder.end(lock) }
        var report = CardSyncReport()
        let unrecorded = try unrecordedCards()
        report.refused = unrecorded.refused
        try takeEdits(&report, acceptingRemovals: true, arriving: Set(unrecorded.arrivals.keys), first: namesFirst)
        try takeArrivals(unrecorded.arrivals, report: &report)
        try takeNewCards(unrecorded.handWritten, report: &report)
        try syncLocked(&report)
        // Exact copies of a recipe's card stay: in a shared folder one may be
        // a rename on another machine, whose old name has not gone yet.
        return report
    }

    /// Cards written by hand (a card without a `uri` line): each becomes a
    /// new recipe, and the file its card, rewritten in Larder's form (with
    /// its new identity) by the sync that follows. The recipe and the record
    /// of its card are one transaction, so a crash cannot take a card twice.
    /// Its identity and dates come from the file (``HandWrittenCard``), so a
    /// machine that sees the card before another machine's result makes the
    /// same recipe; when that recipe is here already with the card's content,
    /// the hand-written file has been taken in, and goes.
    func takeNewCards(_ cards: [CardFile], report: inout CardSyncReport) throws {
        for file in cards {
            let fileTime = folder.modificationTime(file.name) ?? Date()
            let made = Result { () throws(ImportError) in
                try HandWrittenCard.recipe(from: file.card, fileName: file.name, bytes: file.bytes, fileTime: fileTime)
            }
            if case .success(let recipe) = made, let existing = try wrap({ try store.recipe(id: recipe.id) }) {
                if existing.hasSameContent(as: recipe), try wrap({ try store.cardFile(for: recipe.id) })?.fileName != file.name {
                    removeCard(file.name)
                    report.removed += 1
                }
                continue
            }
            try insert(made, from: file, report: &report)
        }
    }

    /// Inserts the recipe `made` from `file` and records the file as its
    /// card, in one transaction; a card that is not a valid recipe (or whose
    /// recipe appeared meanwhile) is reported as unreadable and not taken.
    func insert(_ made: Result<Recipe, ImportError>, from file: CardFile, report: inout CardSyncReport) throws {
        do {
            let recipe = try made.get()
            try store.save(recipe, ifStillEqualTo: nil, recordingCard: record(file, of: recipe.id))
            try recordStoreCard(file, of: recipe)
        } catch let error as StoreError where error.code == .invalidRecipe || error.code == .changedMeanwhile {
            report.unreadable.append(CardDifference(kind: .unreadable, fileName: file.name, recipeID: nil, message: error.description))
            return
        } catch let error as ImportError {
            report.unreadable.append(CardDifference(kind: .unreadable, fileName: file.name, recipeID: nil, message: error.message))
            return
        } catch let error as StoreError {
            throw CardFolderError(error.description)
        }
        report.imported.append(file.name)
    }

    /// The record of `file` as the card of `recipeID`, as if Larder had
    /// written it: its content is in the store, so the file may be replaced
    /// by Larder's own form of the card without being taken for a new edit.
    func record(_ file: CardFile, of recipeID: UUID) -> CardFileRecord {
        CardFileRecord(recipeID: recipeID, fileName: file.name, digest: CardDigest.of(file.bytes))
    }

    /// After `file`'s content became the recipe `taken`: records beside the
    /// file the digest of the card Larder writes for the recipe now
    /// (``CardFileRecord/storeDigest``), so that a second save of the file
    /// before that card is written counts as an edit of an unchanged recipe,
    /// not a conflict. Only when the stored recipe is still what was taken (no
    /// other process changed it meanwhile); otherwise the record stays as it is.
    func recordStoreCard(_ file: CardFile, of taken: Recipe) throws {
        guard let saved = try wrap({ try store.recipe(id: taken.id) }), saved.hasSameContent(as: taken) else { return }
        let record = CardFileRecord(recipeID: taken.id, fileName: file.name, digest: CardDigest.of(file.bytes),
                                    storeDigest: CardDigest.of(cardBytes(saved)))
        try wrap { try store.recordCardFiles(written: [record], removed: [], cursor: nil) }
    }

    /// Records `bytes` as the card of `recipeID` in `name` (see ``record(_:of:)``).
    func recordAsKnown(_ bytes: [UInt8], as name: String, of recipeID: UUID) throws {
        try wrap { try store.recordCardFiles(written: [CardFileRecord(recipeID: recipeID, fileName: name, digest: CardDigest.of(bytes))],
                                             removed: [], cursor: nil) }
    }

    /// Takes every edited card into the store, or keeps it as a conflict
    /// copy, and with `acceptingRemovals` trashes the recipes of removed
    /// cards (otherwise ``repair()`` writes them again), except those in
    /// `arriving`, whose card is back under another name; under the folder's
    /// lock, taken by the caller. The cards named in `first` are compared
    /// first, the others in name order.
    func takeEdits(_ report: inout CardSyncReport, acceptingRemovals: Bool = false, arriving: Set<UUID> = [],
                   first: Set<String> = []) throws {
        var rewrite: [UUID] = []
        var gone: [(UUID, CardFileRecord)] = []
        let records = try wrap({ try store.cardFiles() }).sorted { a, b in
            let aFirst = first.contains(a.value.fileName), bFirst = first.contains(b.value.fileName)
            return aFirst != bFirst ? aFirst : a.value.fileName < b.value.fileName
        }
        for (id, record) in records {
            guard let bytes = folder.read(record.fileName, limit: CardLimits.maximumCardBytes) else {
                if !folder.exists(record.fileName), !arriving.contains(id) { gone.append((id, record)) }
                continue
            }
            guard CardDigest.of(bytes) != record.digest else { continue }
            if try !takeEdit(bytes, of: id, record: record, report: &report) { rewrite.append(id) }
        }
        if acceptingRemovals, !gone.isEmpty {
            if gone.count == records.count, records.count >= 2 {
                report.folderLooksEmptied = true
            } else {
                try trashRemoved(gone, report: &report)
            }
        }
        // The store's version goes back under the names the conflict copies left.
        if !rewrite.isEmpty { try apply(upserts: rewrite, deletes: [], force: false, cursor: nil, report: &report) }
    }

    /// Moves into the trash the recipes whose cards were removed, when the
    /// recipe is still what its card showed; a recipe changed since keeps its
    /// place and gets its card back from the journal.
    private func trashRemoved(_ gone: [(UUID, CardFileRecord)], report: inout CardSyncReport) throws {
        var ids: [UUID] = []
        for (id, record) in gone {
            guard let recipe = try wrap({ try store.recipe(id: id) }), CardDigest.of(cardBytes(recipe)) == record.storeDigest else { continue }
            ids.append(id)
            report.trashed.append(recipe.name)
        }
        guard !ids.isEmpty else { return }
        _ = try wrap { try store.deleteRecipes(ids: ids, reason: .cardRemoved) }
    }

    /// One edited card; returns false when the store's card must be written
    /// again (the edit became a conflict copy, or only its date was older).
    private func takeEdit(_ bytes: [UInt8], of id: UUID, record: CardFileRecord, report: inout CardSyncReport) throws -> Bool {
        let card: RecipeCard
        do {
            card = try CardParser.parse(bytes)
        } catch {
            report.unreadable.append(CardDifference(kind: .unreadable, fileName: record.fileName, recipeID: id, message: error.description))
            return true
        }
        guard recipeID(of: card) == id else {
            let message = if let uri = card.uri {
                // TRANSLATORS: said of a card file; %@ is the object URI on its uri line (larder://…).
                tr("its uri line (%@) no longer names the recipe the card was written for", uri)
            } else {
                // TRANSLATORS: said of a card file whose uri line was removed.
                tr("its uri line (gone) no longer names the recipe the card was written for")
            }
            report.unreadable.append(CardDifference(kind: .unreadable, fileName: record.fileName, recipeID: id, message: message))
            return true
        }
        guard let stored = try wrap({ try store.recipe(id: id) }) else {
            // Deleted in the store, not yet from the folder: the edit outweighs
            // the deletion, as a card arriving for a deleted recipe does.
            try takeArrivals([id: [CardFile(name: record.fileName, bytes: bytes, card: card)]], report: &report)
            return true
        }
        let storeBytes = cardBytes(stored)
        if storeBytes == bytes {
            // Both sides made the same change: nothing to take, nothing to keep.
            try recordAsKnown(bytes, as: record.fileName, of: id)
            return true
        }
        guard CardDigest.of(storeBytes) == record.storeDigest else {
            try keepAsConflictCopy(record.fileName, title: card.title, report: &report)
            return false
        }
        let file = CardFile(name: record.fileName, bytes: bytes, card: card)
        switch try take(file, into: stored, report: &report) {
        case .taken: return true
        case .olderThanStore: return false
        case .changedMeanwhile:
            try keepAsConflictCopy(record.fileName, title: card.title, report: &report)
            return false
        }
    }

    /// What became of a card taken into a stored recipe.
    enum Taking {
        /// Its content is the recipe now (or it did not parse: reported).
        case taken
        /// It differs from the store's card only by an older date: the store's card is to be written.
        case olderThanStore
        /// The recipe changed since it was read: nothing was saved.
        case changedMeanwhile
    }

    /// Makes `file`'s content the recipe `stored` and records the file as its
    /// card, in one transaction that checks the recipe is still `stored`.
    func take(_ file: CardFile, into stored: Recipe, report: inout CardSyncReport) throws -> Taking {
        do {
            let edited = try CardConversion.applying(file.card, to: stored, cardPhoto: CardPhoto.make(for: stored, store: store),
                                                     fileModified: folder.modificationTime(file.name))
            let outcome = try store.save(edited, ifStillEqualTo: stored, recordingCard: record(file, of: stored.id))
            if case .unchanged = outcome { return .olderThanStore }
            try recordStoreCard(file, of: edited)
        } catch let error as StoreError where error.code == .changedMeanwhile {
            return .changedMeanwhile
        } catch let error as StoreError where error.code == .invalidRecipe {
            report.unreadable.append(CardDifference(kind: .unreadable, fileName: file.name, recipeID: stored.id, message: error.description))
            return .taken
        } catch let error as ImportError {
            report.unreadable.append(CardDifference(kind: .unreadable, fileName: file.name, recipeID: stored.id, message: error.message))
            return .taken
        } catch let error as StoreError {
            throw CardFolderError(error.description)
        }
        report.imported.append(file.name)
        return .taken
    }

    /// Renames `name` to a conflict copy, "TITLE (conflict 2026-11-22 19-40-05).recipe.md":
    /// still a card, so the indexer and the file manager show it, and never
    /// written over by Larder.
    func keepAsConflictCopy(_ name: String, title: String, report: inout CardSyncReport) throws {
        let copy = try conflictName(title: title)
        try folder.move(name, to: copy)
        report.conflicts.append(copy)
    }

    private func conflictName(title: String, now: Date = Date()) throws -> String {
        let stem = RecipeFileName.conflictStem(for: title, madeAt: now)
        for number in 1...1000 {
            let candidate = RecipeFileName.name(stem: stem, number: number)
            if !folder.exists(candidate) { return candidate }
        }
        // TRANSLATORS: the first %@ is a recipe's title, the second a folder's path.
        throw CardFolderError(tr("No free name for a conflict copy of “%@” in %@", title, folder.path))
    }

    // MARK: - Settling a conflict

    /// Which version of a recipe a conflict settles on.
    public enum Keeping: String, Sendable, CaseIterable {
        /// The card's content becomes the recipe (a deleted recipe comes back).
        case card
        /// The store's recipe stays; the conflicting card is removed.
        case store
    }

    /// Settles the conflict the card `name` holds (a file ``check()`` lists as
    /// a conflict): keeps its content as the recipe, or the store's version.
    /// Either way the conflicting file goes and the recipe's own card shows
    /// the version kept.
    /// - Throws: ``CardFolderError`` when the file is not a conflict of this
    ///   store, or does not parse (nothing changes then).
    @discardableResult
    public func resolve(_ name: String, keeping: Keeping) throws -> CardSyncReport {
        let lock = try folder.begin()
        defer { folder.end(lock) }
        let conflicts = try check().filter { $0.kind == .conflict }
        guard let conflict = conflicts.first(where: { $0.fileName == name }), let id = conflict.recipeID else {
            if conflicts.isEmpty {
                // TRANSLATORS: the first %@ is a file name, the second a folder's path; `larder export --check` is a command.
                throw CardFolderError(tr("%@ is not a conflict in %@ (`larder export --check` lists conflicts; there are none)", name, folder.path))
            }
            // TRANSLATORS: the first %@ is a file name, the second a folder's path, the third a list of
            // file names joined by ", "; `larder export --check` is a command.
            throw CardFolderError(tr("%@ is not a conflict in %@ (`larder export --check` lists conflicts; they are: %@)",
                                     name, folder.path, conflicts.map(\.fileName).joined(separator: ", ")))
        }
        guard let bytes = folder.read(name, limit: CardLimits.maximumCardBytes) else { throw CardFolderError(tr("Cannot read %@", folder.file(name))) }
        var report = CardSyncReport()
        if keeping == .card {
            let card: RecipeCard
            do {
                card = try CardParser.parse(bytes)
            } catch {
                // TRANSLATORS: the first %@ is a file name, the second what is wrong with it.
                throw CardFolderError(tr("%@ does not parse (%@); fix it in an editor, or keep the store's version", name, "\(error)"))
            }
            do {
                if let stored = try store.recipe(id: id) {
                    try store.save(CardConversion.applying(card, to: stored, cardPhoto: CardPhoto.make(for: stored, store: store)))
                } else {
                    try store.save(CardConversion.recipe(from: card).recipe)
                }
            } catch let error as StoreError {
                throw CardFolderError(error.description)
            } catch let error as ImportError {
                throw CardFolderError("\(name): \(error.message)")
            }
        }
        let records = try wrap { try store.cardFiles(for: [id]) }
        if records[id]?.fileName == name {
            // The recipe's own card: the store's version is written over it below.
            try recordAsKnown(bytes, as: name, of: id)
        } else {
            removeCard(name)
            report.removed += 1
        }
        try syncLocked(&report)
        if try wrap({ try store.recipe(id: id, includingPhoto: false) }) != nil {
            try apply(upserts: [id], deletes: [], force: false, cursor: nil, report: &report)
        }
        return report
    }
}
