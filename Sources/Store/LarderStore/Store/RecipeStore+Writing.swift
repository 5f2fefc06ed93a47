import Foundation
import GRDB
import LarderLocalization
import LarderModel

extension RecipeStore {
    /// Saves one recipe in its own transaction: inserts it, or updates the
    /// stored recipe it matches. Dependents are told after the commit.
    /// - Returns: what was done, with the stored recipe's identity.
    /// - Throws: ``StoreError`` (`.invalidRecipe` for an empty name or a rating out of range).
    @discardableResult
    public func save(_ recipe: Recipe, matching: SaveMatching = .byID, now: Date = Date()) throws -> SaveOutcome {
        let results = saveAll([recipe], matching: matching, now: now)
        return try results[0].get()
    }

    /// Saves many recipes, each atomically (a savepoint per recipe), committing
    /// in batches so that a large import is fast but holds the write lock only
    /// briefly. A recipe that fails is rolled back alone; the others are saved.
    /// An error that aborts the transaction (disk full, I/O) fails the whole
    /// batch with that first error; earlier batches stay committed.
    /// - Parameters:
    ///   - batchSize: recipes per transaction.
    ///   - progress: called after each batch commits with the number saved so far.
    /// - Returns: one result per recipe, in order.
    public func saveAll(_ recipes: [Recipe], matching: SaveMatching = .byIDOrOrigin, now: Date = Date(),
                        batchSize: Int = 1000, progress: ((Int) -> Void)? = nil) -> [Result<SaveOutcome, StoreError>] {
        var results: [Result<SaveOutcome, StoreError>] = []
        results.reserveCapacity(recipes.count)
        let now = StoreDate.normalized(now)
        var start = recipes.startIndex
        while start < recipes.endIndex {
            let batch = recipes[start..<min(start + max(1, batchSize), recipes.endIndex)]
            var changes = ChangeSet()
            do {
                let batchResults = try pool.write { db -> [Result<SaveOutcome, StoreError>] in
                    let batchResults = try Self.writeAtOnce(batch, matching: matching, now: now, storeID: storeID, in: db)
                        ?? Self.writeOneByOne(batch, matching: matching, now: now, storeID: storeID, storePath: path, in: db)
                    changes = try Self.journal(batchResults, in: db)
                    try Self.pruneJournal(db)
                    return batchResults
                }
                results += batchResults
                notifyObservers(changes)
            } catch {
                let failure = (error as? StoreError) ?? (error as? DatabaseError).map { StoreError($0, path: path) }
                    ?? StoreError(.database, "\(error)", path: path)
                results += batch.map { _ in .failure(failure) }
            }
            start = batch.endIndex
            progress?(results.count)
        }
        return results
    }

    /// Saves `edited` only if the stored recipe is still `original`, as it was
    /// read when an edit began (nil: only if no recipe has `edited`'s
    /// identity): the check and the save are one write transaction, so no
    /// change by another process can slip between them.
    /// - Parameter card: the card file the change was read from, recorded as
    ///   the recipe's card in the same transaction, so that a crash cannot
    ///   leave the recipe taken in but the card unrecorded (and taken in twice).
    /// - Throws: ``StoreError`` `.changedMeanwhile` when the recipe changed or
    ///   was deleted (or, with nil, was created) since; nothing is saved then.
    @discardableResult
    public func save(_ edited: Recipe, ifStillEqualTo original: Recipe?, recordingCard card: CardFileRecord? = nil,
                     now: Date = Date()) throws -> SaveOutcome {
        let now = StoreDate.normalized(now)
        var changes = ChangeSet()
        let outcome = try writing { db in
            let current = try Self.fetchRecipe(db, uuid: original?.id ?? edited.id, includingPhoto: true)
            guard current == original else {
                let name = original?.name ?? edited.name
                throw StoreError(.changedMeanwhile, tr("“%@” changed, was deleted or was created since it was read", name))
            }
            let outcome = try Self.write(edited, matching: .byID, now: now, storeID: storeID, in: db)
            if let card { try Self.recordCardFile(db, card) }
            changes = try Self.journal([.success(outcome)], in: db)
            try Self.pruneJournal(db)
            return outcome
        }
        notifyObservers(changes)
        return outcome
    }

    /// Deletes the recipes with these identities (unknown ones are ignored),
    /// moving each into the trash in the same transaction, where it stays
    /// ``trashDays`` days; older trash is forgotten then.
    /// - Parameter reason: why, as ``trash()`` lists it.
    /// - Returns: the identities actually deleted.
    @discardableResult
    public func deleteRecipes(ids: [UUID], reason: TrashedRecipe.Reason = .deleted, now: Date = Date()) throws -> [UUID] {
        var changes = ChangeSet()
        try writing { db in
            try Self.emptyOldTrash(db, now: now)
            for id in ids {
                guard let rowID = try Self.rowID(db, uuid: id) else { continue }
                try Self.moveToTrash(db, id: id, reason: reason, now: now)
                try SearchRows.delete(rowID: rowID, in: db)
                try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [rowID])
                changes.deleted.append(id)
            }
            try Self.appendJournal(db, changes.deleted.map { ($0, .delete) })
            changes.lastSequence = try Self.lastJournalSequence(db)
            try Self.pruneJournal(db)
        }
        notifyObservers(changes)
        return changes.deleted
    }

    /// A batch in one savepoint, when none of its valid recipes fails to be
    /// written (the usual case): nil, with nothing written, when one does.
    /// A savepoint per recipe made SQLite keep a statement journal for each,
    /// 26 more writes to a file per recipe (strace), and cost two statements
    /// more: together a third of an import's processor time. Recipes that
    /// fail validation fail here as they would alone: validation writes nothing.
    private static func writeAtOnce(_ batch: ArraySlice<Recipe>, matching: SaveMatching, now: Date, storeID: UUID,
                                    in db: Database) throws -> [Result<SaveOutcome, StoreError>]? {
        var batchResults: [Result<SaveOutcome, StoreError>] = []
        batchResults.reserveCapacity(batch.count)
        var aRecipeFailed = false
        try db.inSavepoint {
            let searchRows = SearchRowBatch()
            for input in batch {
                let recipe: Recipe
                do throws(StoreError) {
                    recipe = try validated(input)
                } catch {
                    batchResults.append(.failure(error))
                    continue
                }
                do {
                    batchResults.append(.success(try write(validated: recipe, matching: matching, now: now, storeID: storeID,
                                                           searchRows: .deferred(searchRows), in: db)))
                    searchRows.keepStaged()
                } catch {
                    // An error that aborted the transaction fails the batch, as it would one by one.
                    guard db.isInsideTransaction else { throw error }
                    aRecipeFailed = true
                    return .rollback
                }
            }
            try searchRows.write(in: db)
            return .commit
        }
        return aRecipeFailed ? nil : batchResults
    }

    /// A batch recipe by recipe, each in its own savepoint: a recipe that
    /// fails is rolled back alone and the others are saved.
    private static func writeOneByOne(_ batch: ArraySlice<Recipe>, matching: SaveMatching, now: Date, storeID: UUID,
                                      storePath: String, in db: Database) throws -> [Result<SaveOutcome, StoreError>] {
        var batchResults: [Result<SaveOutcome, StoreError>] = []
        let searchRows = SearchRowBatch()
        for recipe in batch {
            do {
                var outcome: SaveOutcome?
                // GRDB's savepoint keeps the first error and knows an aborted transaction.
                try db.inSavepoint {
                    outcome = try write(recipe, matching: matching, now: now, storeID: storeID,
                                        searchRows: .deferred(searchRows), in: db)
                    return .commit
                }
                searchRows.keepStaged()
                batchResults.append(.success(outcome!))
            } catch {
                searchRows.dropStaged()
                // A full disk or an I/O error can abort the whole transaction:
                // then the batch fails with this first error, and no later
                // recipe is written outside a transaction.
                guard db.isInsideTransaction else { throw error }
                if let error = error as? StoreError {
                    batchResults.append(.failure(error))
                } else if let error = error as? DatabaseError {
                    batchResults.append(.failure(StoreError(error, path: storePath)))
                } else {
                    throw error
                }
            }
        }
        try searchRows.write(in: db)
        return batchResults
    }

    // MARK: - One recipe

    /// Writes one recipe inside the caller's transaction. A new recipe keeps
    /// the dates it has, and its home store unless that is `storeID` (this
    /// store: NULL). An update keeps the stored identity and creation date;
    /// its modification date is now, or the recipe's own when that is later
    /// than the stored one (a card from another machine, taken in as that
    /// machine dated it, so that both write the same card). The caller
    /// journals the outcome (``journal(_:in:)``), a batch's together.
    /// - Parameter searchRows: where its full-text rows go (a batch of saves writes them together).
    static func write(_ input: Recipe, matching: SaveMatching, now: Date, storeID: UUID,
                      searchRows: SearchRows = .immediate, in db: Database) throws -> SaveOutcome {
        try write(validated: validated(input), matching: matching, now: now, storeID: storeID, searchRows: searchRows, in: db)
    }

    /// ``write(_:matching:now:storeID:searchRows:in:)`` for a recipe already validated.
    private static func write(validated: Recipe, matching: SaveMatching, now: Date, storeID: UUID,
                              searchRows: SearchRows, in db: Database) throws -> SaveOutcome {
        var recipe = validated
        guard let existing = try matchingRecipe(recipe, matching: matching, in: db) else {
            if recipe.homeStoreID == storeID { recipe.homeStoreID = nil }
            recipe.created = StoreDate.normalized(recipe.created)
            recipe.modified = StoreDate.normalized(recipe.modified)
            let rowID = try insertRows(recipe, rowID: nil, in: db)
            try searchRows.write(SearchDocument(recipe), rowID: rowID, replacing: false, in: db)
            return .inserted(recipe.id)
        }
        let rowID = existing.rowID
        let stored = try fetchRecipe(db, uuid: existing.uuid, includingPhoto: true)!
        recipe.id = stored.id
        recipe.homeStoreID = stored.homeStoreID
        recipe.created = stored.created
        if matching == .byIDOrOrigin { recipe.keepUserFields(of: stored) }
        let modified = StoreDate.normalized(recipe.modified)
        // A later date alone is a change only for a save by identity (a card
        // taken in); a re-import of the same page is no change.
        if recipe.hasSameContent(as: stored), matching != .byID || modified <= stored.modified { return .unchanged(stored.id) }
        recipe.modified = modified > stored.modified ? modified : max(now, stored.modified)
        for table in ["recipe_tag", "ingredient", "method_step", "photo"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE recipe_id = ?", arguments: [rowID])
        }
        try insertRows(recipe, rowID: rowID, in: db)
        try searchRows.write(SearchDocument(recipe), rowID: rowID, replacing: true, in: db)
        return .updated(recipe.id)
    }

    private static func validated(_ recipe: Recipe) throws(StoreError) -> Recipe {
        var recipe = recipe
        recipe.name = recipe.name.trimming(" \t\r\n")
        guard !recipe.name.isEmpty else { throw StoreError(.invalidRecipe, tr("A recipe needs a name")) }
        if let rating = recipe.rating, !(0...5).contains(rating) {
            // TRANSLATORS: the first %@ is a recipe's name, the second its rating.
            throw StoreError(.invalidRecipe, tr("The rating of “%@” is %@; it must be between 0 and 5", recipe.name, rating))
        }
        for minutes in [recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes] {
            if let minutes, minutes < 0 || minutes > 525_600 {
                // TRANSLATORS: the first %@ is a recipe's name, the second a number of minutes.
                throw StoreError(.invalidRecipe, trn("A time of “%@” is %@ minute; it must be between 0 and one year",
                                                     "A time of “%@” is %@ minutes; it must be between 0 and one year",
                                                     minutes, recipe.name, minutes))
            }
        }
        recipe.lastCooked = recipe.lastCooked.map(StoreDate.normalized)
        return recipe
    }

    private static func matchingRecipe(_ recipe: Recipe, matching: SaveMatching, in db: Database) throws -> (rowID: Int64, uuid: UUID)? {
        if let rowID = try rowID(db, uuid: recipe.id) { return (rowID, recipe.id) }
        guard matching == .byIDOrOrigin else { return nil }
        // An identifier from the file names the recipe: when it matches nothing, the
        // recipe is new, even if another one came from the same address (a site's
        // recipes can share one, and so can two recipes of an app's export).
        let hasExternalID = !(recipe.externalID ?? "").isEmpty
        for (column, value) in [("external_id", recipe.externalID), ("source_url", hasExternalID ? nil : recipe.sourceURL)] {
            guard let value, !value.isEmpty else { continue }
            let statement = try db.cachedStatement(sql: "SELECT id, uuid FROM recipe WHERE \(column) = ? ORDER BY id LIMIT 1")
            if let row = try Row.fetchOne(statement, arguments: [value]),
               let uuid = UUIDText.uuid(row["uuid"]) {
                return (row["id"], uuid)
            }
        }
        return nil
    }

    /// Writes the recipe's own rows (not its full-text rows); returns its row ID.
    @discardableResult
    private static func insertRows(_ recipe: Recipe, rowID: Int64?, in db: Database) throws -> Int64 {
        // An upsert, never INSERT OR REPLACE: REPLACE deletes the row first, and
        // with foreign keys on the delete cascades into every table keyed on
        // the recipe (the card's cached photo among them).
        var row = try RowWrite(db, sql: """
            INSERT INTO recipe (id, uuid, name, summary, yield_text, servings, category, cuisine,
                prep_minutes, cook_minutes, total_minutes, notes, source_url, author, language, rating,
                last_cooked, created, modified, external_id, home_store)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET uuid = excluded.uuid, name = excluded.name, summary = excluded.summary,
                yield_text = excluded.yield_text, servings = excluded.servings, category = excluded.category,
                cuisine = excluded.cuisine, prep_minutes = excluded.prep_minutes, cook_minutes = excluded.cook_minutes,
                total_minutes = excluded.total_minutes, notes = excluded.notes, source_url = excluded.source_url,
                author = excluded.author, language = excluded.language, rating = excluded.rating,
                last_cooked = excluded.last_cooked, created = excluded.created, modified = excluded.modified,
                external_id = excluded.external_id, home_store = excluded.home_store
            """)
        row.bind(rowID)
        row.bind(UUIDText.string(recipe.id))
        row.bind(recipe.name)
        row.bind(recipe.summary)
        row.bind(recipe.yield?.text)
        row.bind(recipe.yield?.servings)
        row.bind(recipe.category)
        row.bind(recipe.cuisine)
        row.bind(recipe.prepMinutes)
        row.bind(recipe.cookMinutes)
        row.bind(recipe.totalMinutes)
        row.bind(recipe.notes)
        row.bind(recipe.sourceURL)
        row.bind(recipe.author)
        row.bind(recipe.language)
        row.bind(recipe.rating)
        row.bind(recipe.lastCooked.map(StoreDate.milliseconds))
        row.bind(StoreDate.milliseconds(recipe.created))
        row.bind(StoreDate.milliseconds(recipe.modified))
        row.bind(recipe.externalID)
        row.bind(recipe.homeStoreID.map(UUIDText.string))
        try row.run()
        let id = rowID ?? db.lastInsertedRowID
        var tag = try RowWrite(db, sql: "INSERT INTO recipe_tag (recipe_id, position, tag) VALUES (?, ?, ?)")
        for (position, value) in recipe.tags.enumerated() {
            tag.bind(id)
            tag.bind(position)
            tag.bind(value)
            try tag.run()
        }
        var ingredient = try RowWrite(db, sql: "INSERT INTO ingredient (recipe_id, position, line, quantity, unit, item, note, group_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        for (position, value) in recipe.ingredients.enumerated() {
            ingredient.bind(id)
            ingredient.bind(position)
            ingredient.bind(value.line)
            ingredient.bind(value.quantity)
            ingredient.bind(value.unit)
            ingredient.bind(value.item)
            ingredient.bind(value.note)
            ingredient.bind(value.group)
            try ingredient.run()
        }
        var step = try RowWrite(db, sql: "INSERT INTO method_step (recipe_id, position, section, text) VALUES (?, ?, ?, ?)")
        for (position, value) in recipe.steps.enumerated() {
            step.bind(id)
            step.bind(position)
            step.bind(value.section)
            step.bind(value.text)
            try step.run()
        }
        if let photo = recipe.photo {
            var row = try RowWrite(db, sql: "INSERT INTO photo (recipe_id, media_type, width, height, data) VALUES (?, ?, ?, ?, ?)")
            row.bind(id)
            row.bind(photo.mediaType)
            row.bind(photo.width)
            row.bind(photo.height)
            row.bind(photo.data)
            try row.run()
        }
        return id
    }
}
