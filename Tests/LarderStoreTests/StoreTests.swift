import Foundation
import GRDB
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore

@Suite("Store")
struct StoreTests {
    let folder = TemporaryDirectory()

    func makeStore() throws -> RecipeStore {
        try RecipeStore(path: folder.file("data/larder/larder.sqlite"))
    }

    @Test("every field survives a save and a read")
    func roundTrip() throws {
        let store = try makeStore()
        let recipe = SampleRecipes.full()
        #expect(try store.save(recipe) == .inserted(recipe.id))
        let read = try #require(try store.recipe(id: recipe.id))
        #expect(read == recipe)
        #expect(read.photo?.width == 640 && read.photo?.height == 480)
        #expect(try store.recipe(id: recipe.id, includingPhoto: false)?.photo == nil)
    }

    @Test("saving the same content again is unchanged; a change is an update that keeps the creation date")
    func updateAndUnchanged() throws {
        let store = try makeStore()
        var recipe = SampleRecipes.full()
        try store.save(recipe)
        #expect(try store.save(recipe) == .unchanged(recipe.id))
        recipe.ingredients.append(Ingredient(line: "pepper"))
        recipe.photo = nil
        let later = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try store.save(recipe, now: later) == .updated(recipe.id))
        let read = try #require(try store.recipe(id: recipe.id))
        #expect(read.ingredients.count == 5)
        #expect(read.photo == nil)
        #expect(read.created == recipe.created)
        #expect(read.modified == later)
        #expect(try store.count() == 1)
    }

    @Test("an import matching by source URL updates and keeps the user's photo, rating and notes")
    func importMatchingKeepsUserFields() throws {
        let store = try makeStore()
        let original = SampleRecipes.full()
        try store.save(original)
        var again = Recipe(name: "Carbonara, revised")
        again.sourceURL = original.sourceURL
        let outcome = try store.save(again, matching: .byIDOrOrigin)
        #expect(outcome == .updated(original.id))
        let read = try #require(try store.recipe(id: original.id))
        #expect(read.name == "Carbonara, revised")
        #expect(read.photo == original.photo)
        #expect(read.rating == original.rating)
        #expect(read.notes == original.notes)
        #expect(try store.count() == 1)
    }

    @Test("an import with an identifier is matched by it alone: two recipes from one address stay two")
    func externalIDBeforeAddress() throws {
        let store = try makeStore()
        var first = Recipe(name: "Soda bread")
        first.externalID = "cooklang:soda"
        first.sourceURL = "https://example.org"
        try store.save(first, matching: .byIDOrOrigin)
        var second = Recipe(name: "Scones")
        second.externalID = "cooklang:scones"
        second.sourceURL = "https://example.org"
        #expect(try store.save(second, matching: .byIDOrOrigin) == .inserted(second.id))
        var withoutIdentifier = Recipe(name: "Soda bread, from the page")
        withoutIdentifier.sourceURL = "https://example.org"
        #expect(try store.save(withoutIdentifier, matching: .byIDOrOrigin) == .updated(first.id))
        #expect(try store.count() == 2)
    }

    @Test("an edit saves only if the recipe is still as it was read, in one transaction; a change by another connection wins and nothing is lost")
    func conditionalSave() throws {
        let store = try makeStore()
        var recipe = Recipe(name: "Toast")
        recipe.steps = [MethodStep("Toast.")]
        try store.save(recipe)
        let original = try #require(try store.recipe(id: recipe.id))
        var edited = original
        edited.name = "Better toast"
        // Another connection (another process) changes it meanwhile.
        let other = try RecipeStore(path: folder.file("data/larder/larder.sqlite"))
        var theirs = original
        theirs.notes = "Butter first."
        try other.save(theirs)
        #expect(throws: StoreError.self) { try store.save(edited, ifStillEqualTo: original) }
        #expect(try store.recipe(id: recipe.id)?.notes == "Butter first.", "their change stays")
        #expect(try store.recipe(id: recipe.id)?.name == "Toast", "the stale edit was not saved")
        // Read again, the edit goes through.
        let fresh = try #require(try store.recipe(id: recipe.id))
        edited = fresh
        edited.name = "Better toast"
        #expect(try store.save(edited, ifStillEqualTo: fresh) == .updated(recipe.id))
        try store.deleteRecipes(ids: [recipe.id])
        #expect(throws: StoreError.self) { try store.save(edited, ifStillEqualTo: fresh) }
        #expect(try store.recipe(id: recipe.id) == nil, "a deleted recipe is not brought back by a late edit")
    }

    @Test("a full disk in the middle of a batch: nothing is saved outside a transaction, nothing claimed saved is lost, the first error is reported")
    func diskFullMidBatch() throws {
        let store = try makeStore()
        try store.save(Recipe(name: "Before"))
        // SQLITE_FULL after a few more pages: the writer connection may not grow the file further.
        let pages = try store.pool.write { db in try Int.fetchOne(db, sql: "PRAGMA page_count")! }
        try store.pool.write { db in _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages + 12)") }
        let recipes = (0..<300).map { index in
            var recipe = Recipe(name: "Dish \(index)")
            recipe.notes = String(repeating: "Long notes \(index). ", count: 60)
            return recipe
        }
        let results = store.saveAll(recipes, matching: .byID, batchSize: 100)
        let saved = results.enumerated().compactMap { index, result in (try? result.get()).map { _ in recipes[index].id } }
        let failures = results.compactMap { result -> StoreError? in if case .failure(let error) = result { error } else { nil } }
        #expect(!failures.isEmpty, "the disk filled up")
        #expect(failures.allSatisfy { $0.message.lowercased().contains("full") }, "the first error, not a rollback's: \(failures.first?.message ?? "")")
        // What was reported saved is there; what was reported failed is not.
        try store.pool.write { db in _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = 1073741823") }
        let stored = Set(try store.summaries().map(\.id))
        #expect(Set(saved).isSubset(of: stored), "a recipe reported saved is missing")
        let failedIDs = results.enumerated().compactMap { index, result in (try? result.get()) == nil ? recipes[index].id : nil }
        #expect(Set(failedIDs).isDisjoint(with: stored), "a recipe reported failed was saved anyway")
        #expect(stored.count == saved.count + 1)
    }

    @Test("a bad recipe in a batch is rolled back alone")
    func batchIsolation() throws {
        let store = try makeStore()
        try store.setJournalCursor(0, for: "test")  // a consumer that has read nothing: every entry is kept
        var bad = SampleRecipes.simple("Bad")
        bad.rating = 9
        let results = store.saveAll([SampleRecipes.simple("One"), bad, SampleRecipes.simple("  "), SampleRecipes.simple("Two")])
        #expect(results.count == 4)
        #expect((try? results[0].get()) != nil)
        #expect(throws: StoreError.self) { try results[1].get() }
        #expect(throws: StoreError.self) { try results[2].get() }
        #expect((try? results[3].get()) != nil)
        #expect(try store.summaries().map(\.name) == ["One", "Two"])
        // No trace of the failed ones anywhere, the search index included.
        #expect(try store.search("Bad").isEmpty)
        #expect(try store.journalEntries(after: 0).count == 2)
    }

    @Test("a recipe refused halfway through its rows is rolled back alone, wherever it is in the batch")
    func batchIsolationMidWrite() throws {
        for position in [0, 2, 4] {
            let store = try RecipeStore(path: folder.file("position-\(position)/larder.sqlite"))
            try store.setJournalCursor(0, for: "test")
            // The recipe's own row and ingredients are written before its steps: the refusal comes halfway.
            try store.pool.write { db in
                try db.execute(sql: """
                    CREATE TEMP TRIGGER refuse_step BEFORE INSERT ON method_step WHEN NEW.text = 'explode'
                    BEGIN SELECT RAISE(ABORT, 'step refused'); END
                    """)
            }
            var refused = SampleRecipes.full(name: "Refused")
            refused.steps.append(MethodStep("explode"))
            var recipes = ["One", "Two", "Three", "Four"].map { SampleRecipes.simple($0) }
            recipes.insert(refused, at: position)
            let results = store.saveAll(recipes)
            for (index, result) in results.enumerated() {
                if index == position {
                    #expect(throws: StoreError.self) { try result.get() }
                } else {
                    #expect((try? result.get()) != nil, "recipe \(index) with the refused one at \(position)")
                }
            }
            #expect(try store.summaries().map(\.name).sorted() == ["Four", "One", "Three", "Two"])
            #expect(try store.search("Refused").isEmpty)
            #expect(try store.journalEntries(after: 0).count == 4)
            let orphans = try store.pool.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ingredient WHERE recipe_id NOT IN (SELECT id FROM recipe)")
            }
            #expect(orphans == 0)
            // Every saved recipe is found by its name.
            for name in ["One", "Two", "Three", "Four"] { #expect(try store.search(name).map(\.recipe.name).contains(name)) }
        }
    }

    @Test("deleting removes the recipe, its rows and its index entry")
    func delete() throws {
        let store = try makeStore()
        let recipe = SampleRecipes.full()
        try store.save(recipe)
        #expect(try store.deleteRecipes(ids: [recipe.id, UUID()]) == [recipe.id])
        #expect(try store.recipe(id: recipe.id) == nil)
        #expect(try store.search("carbonara").isEmpty)
        let leftovers = try store.pool.read { db in
            try ["recipe_tag", "ingredient", "method_step", "photo", "recipe", "recipe_search", "recipe_name_search"].map { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? -1 }
        }
        #expect(leftovers == [0, 0, 0, 0, 0, 0, 0])
    }

    @Test("the store's folder is 0700 and its files 0600; the journal mode is WAL")
    func permissions() throws {
        let store = try makeStore()
        try store.save(SampleRecipes.simple("Toast"))
        let directory = folder.file("data/larder")
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory)[.posixPermissions] as? Int
        #expect(directoryMode == 0o700)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            let mode = try FileManager.default.attributesOfItem(atPath: "\(directory)/\(name)")[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name) has mode \(String(mode ?? 0, radix: 8))")
        }
        #expect(try store.pool.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test("a page cache of a chosen size is every connection's, reader and writer; SQLite's own otherwise")
    func pageCacheSize() throws {
        let path = folder.file("cache.sqlite")
        try RecipeStore(path: path).save(SampleRecipes.simple("Toast"))
        let small = try RecipeStore(path: path, pageCacheKilobytes: 1_000)
        #expect(try small.pool.read { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -1_000)
        #expect(try small.pool.write { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -1_000)
        let reader = try RecipeStore(path: path, mode: .readOnly, maximumReaders: 1, pageCacheKilobytes: 500)
        #expect(try reader.search("toast").map(\.recipe.name) == ["Toast"])
        #expect(try reader.pool.read { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -500)
        #expect(try RecipeStore(path: path).pool.read { try Int.fetchOne($0, sql: "PRAGMA cache_size") } == -2_000)
    }

    // Each mode inspects the file its own way (read-only on the pool's reader).
    @Test("a store written by a newer Larder is refused and left byte-for-byte untouched",
          arguments: [RecipeStore.Mode.readWrite, .readOnly])
    func newerSchemaRefused(mode: RecipeStore.Mode) throws {
        let path = folder.file("newer.sqlite")
        do {
            let store = try RecipeStore(path: path)
            try store.save(SampleRecipes.simple("Toast"))
            try store.pool.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
            }
            try store.close()
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { try RecipeStore(path: path, mode: mode) }
        #expect(error?.code == .newerSchema)
        #expect(error?.description.contains("newer version of Larder") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("files that are not Larder stores are refused and left untouched",
          arguments: [RecipeStore.Mode.readWrite, .readOnly])
    func foreignFilesRefused(mode: RecipeStore.Mode) throws {
        let text = folder.file("notes.txt")
        try Data("not a database at all, just some text that is long enough".utf8).write(to: URL(fileURLWithPath: text))
        let textError = #expect(throws: StoreError.self) { try RecipeStore(path: text, mode: mode) }
        #expect(textError?.code == .notAStore)
        #expect(try String(contentsOfFile: text, encoding: .utf8).hasPrefix("not a database"))

        let other = folder.file("other.sqlite")
        let queue = try DatabaseQueue(path: other)
        try queue.write { try $0.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (1)") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: other))
        let error = #expect(throws: StoreError.self) { try RecipeStore(path: other, mode: mode) }
        #expect(error?.code == .notAStore)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
    }

    @Test("read-only mode never creates a store")
    func readOnlyMissing() throws {
        let path = folder.file("missing.sqlite")
        #expect(throws: StoreError.self) { try RecipeStore(path: path, mode: .readOnly) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("the default location follows LARDER_STORE, then XDG_DATA_HOME, then HOME")
    func location() {
        #expect(StoreLocation.resolve(explicit: "/x/s.sqlite", environment: ["LARDER_STORE": "/y"]) == "/x/s.sqlite")
        #expect(StoreLocation.resolve(explicit: nil, environment: ["LARDER_STORE": "/y/s.sqlite"]) == "/y/s.sqlite")
        #expect(StoreLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/larder/larder.sqlite")
        #expect(StoreLocation.resolve(explicit: nil, environment: ["HOME": "/h"]) == "/h/.local/share/larder/larder.sqlite")
        #expect(StoreLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/larder/larder.sqlite")
    }
}
