import Foundation
import LarderCard
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderCardFolder
@testable import LarderInterchange

@Suite("Card folder sync")
struct CardFolderSyncTests {
    let directory = TemporaryDirectory(prefix: "larder-cards")
    let store: RecipeStore
    let folder: String
    let folderSync: CardFolderSync

    init() throws {
        store = try RecipeStore(path: directory.file("store.sqlite"))
        folder = directory.file("Recipes")
        try store.setCardFolder(folder)
        folderSync = CardFolderSync(store: store, folder: folder)
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func recipe(_ name: String) -> Recipe {
        var recipe = Recipe(name: name)
        recipe.ingredients = [Ingredient(line: "1 egg")]
        recipe.steps = [MethodStep("Cook.")]
        return recipe
    }

    @Test("sync writes one card per recipe, named after it; a second sync writes nothing")
    func firstSync() throws {
        for name in ["Toast", "Crème brûlée", "罗宋汤", ".hidden/name\u{0}"] { try store.save(recipe(name)) }
        let report = try folderSync.sync()
        #expect(report.written == 4)
        #expect(try files() == ["Crème brûlée.recipe.md", "Toast.recipe.md", "hidden name.recipe.md", "罗宋汤.recipe.md"])
        let card = try CardParser.parse(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/Toast.recipe.md"))))
        #expect(card.title == "Toast")
        #expect(card.uri.flatMap(ObjectURI.init)?.storeID == store.storeID)
        #expect(try folderSync.sync() == CardSyncReport())
        #expect(try folderSync.check().isEmpty)
    }

    @Test("renaming a recipe renames its card; deleting it deletes its card")
    func renameAndDelete() throws {
        var toast = recipe("Toast")
        try store.save(toast)
        try folderSync.sync()
        toast.name = "French toast"
        try store.save(toast)
        let renamed = try folderSync.sync()
        #expect(renamed.renamed == 1)
        #expect(try files() == ["French toast.recipe.md"])
        try store.deleteRecipes(ids: [toast.id])
        #expect(try folderSync.sync().removed == 1)
        #expect(try files().isEmpty)
    }

    @Test("same names get (2), (3); a user's file with a card's name is never overwritten")
    func collisionsAndForeignFiles() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("my own notes".utf8).write(to: URL(fileURLWithPath: folder + "/Soup.recipe.md"))
        try Data("shopping list".utf8).write(to: URL(fileURLWithPath: folder + "/list.txt"))
        for _ in 0..<3 { try store.save(recipe("Soup")) }
        try folderSync.sync()
        #expect(try files() == ["Soup (2).recipe.md", "Soup (3).recipe.md", "Soup (4).recipe.md", "Soup.recipe.md", "list.txt"])
        #expect(try String(contentsOfFile: folder + "/Soup.recipe.md", encoding: .utf8) == "my own notes")
        let differences = try folderSync.check()
        #expect(differences.map(\.kind) == [.foreign, .foreign])
        // Deleting every recipe removes only Larder's cards.
        try store.deleteRecipes(ids: try store.summaries().map(\.id))
        try folderSync.sync()
        #expect(try files() == ["Soup.recipe.md", "list.txt"])
    }

    @Test("changes made through another connection (another process) are caught up from the journal")
    func catchUp() throws {
        let other = try RecipeStore(path: directory.file("store.sqlite"))
        try other.save(recipe("Pancakes"))
        try other.save(recipe("Waffles"))
        #expect(try folderSync.sync().written == 2)
        #expect(try files() == ["Pancakes.recipe.md", "Waffles.recipe.md"])
    }

    func journalLength() throws -> Int {
        try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM change_journal")! }
    }

    @Test("the journal stays bounded over 13,000 changes, and a card folder not synced meanwhile still converges")
    func boundedJournal() throws {
        var recipes = (0..<100).map { recipe("Dish \($0)") }
        _ = store.saveAll(recipes, matching: .byID)
        try folderSync.sync()
        let synced = try journalLength()
        #expect(synced == 0, "entries every consumer has passed are pruned, \(synced) left")
        // 13,000 changes while the card folder sync does not run (the journal keeps
        // 10,000): updates, a rename, deletions, new recipes.
        let rounds = 130
        #expect(rounds * recipes.count > Int(RecipeStore.maximumJournalEntries), "more changes than the journal keeps")
        var longest = 0
        for round in 0..<rounds {
            for index in recipes.indices { recipes[index].notes = "round \(round)" }
            if round == 65 { recipes[0].name = "Renamed dish" }
            _ = store.saveAll(recipes, matching: .byID)
            if round % 10 == 0 { longest = max(longest, try journalLength()) }
        }
        try store.deleteRecipes(ids: recipes.suffix(10).map(\.id))
        for name in ["New A", "New B"] { try store.save(recipe(name)) }
        longest = max(longest, try journalLength())
        #expect(longest <= Int(RecipeStore.maximumJournalEntries), "the journal grew to \(longest) entries")
        #expect(try store.journalPrunedThrough() > (try store.journalCursor(for: RecipeStore.cardFolderConsumer)), "the card folder sync lags behind the pruning")

        let report = try folderSync.sync()
        #expect(report.removed == 10 && report.renamed == 1, "\(report)")
        let differences = try folderSync.check()
        #expect(differences.isEmpty, "\(differences)")
        let names = try files()
        #expect(names.count == 92 && names.contains("Renamed dish.recipe.md") && names.contains("New B.recipe.md") && !names.contains("Dish 0.recipe.md"))
        #expect(try journalLength() == 0, "the caught-up card folder sync lets the journal empty")
        // And the ordinary path still works after a resync.
        try store.save(recipe("Later"))
        #expect(try folderSync.sync().written == 1)
    }

    @Test("the temporary files of a killed run are removed by the next run")
    func leftoverTemporaryFiles() throws {
        try store.save(recipe("Toast"))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/" + CardFolder.progressMarker, contents: Data())
        FileManager.default.createFile(atPath: folder + "/" + CardFolder.temporaryPrefix + "123-Toast.recipe.md", contents: Data("half a ca".utf8))
        try folderSync.sync()
        #expect(try files() == ["Toast.recipe.md"])
    }

    @Test("check finds missing, stale, unreadable, orphaned and temporary files; repair fixes them, keeps foreign ones and never overwrites an edit")
    func checkAndRepair() throws {
        var d = recipe("D")
        for name in ["A", "B", "C"] { try store.save(recipe(name)) }
        try store.save(d)
        try folderSync.sync()
        try FileManager.default.removeItem(atPath: folder + "/A.recipe.md")
        // Someone broke B's card in an editor; D changed in the store, its card not yet rewritten.
        let broken = Data("---\nlarder-card: 1\n".utf8)
        try broken.write(to: URL(fileURLWithPath: folder + "/B.recipe.md"))
        d.notes = "Changed in the store."
        try store.save(d)
        try FileManager.default.copyItem(atPath: folder + "/C.recipe.md", toPath: folder + "/C copy.recipe.md")
        FileManager.default.createFile(atPath: folder + "/" + CardFolder.temporaryPrefix + "9-x", contents: Data())
        FileManager.default.createFile(atPath: folder + "/mine.md", contents: Data("# mine\n".utf8))
        let differences = try folderSync.check()
        let kinds = Dictionary(grouping: differences, by: \.kind).mapValues { $0.map(\.fileName).sorted() }
        #expect(kinds[.missing] == ["A.recipe.md"])
        #expect(kinds[.stale] == ["D.recipe.md"])
        #expect(kinds[.unreadable] == ["B.recipe.md"])
        #expect(differences.first { $0.kind == .unreadable }?.message?.contains("line") == true, "\(differences)")
        #expect(kinds[.orphaned] == ["C copy.recipe.md"])
        #expect(kinds[.temporary]?.count == 1)
        #expect(kinds[.foreign] == ["mine.md"])
        let report = try folderSync.repair()
        #expect(report.keptForeign == ["mine.md"])
        #expect(report.unreadable.map(\.fileName) == ["B.recipe.md"])
        #expect(try folderSync.check().map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.foreign, .unreadable])
        #expect(try files() == ["A.recipe.md", "B.recipe.md", "C.recipe.md", "D.recipe.md", "mine.md"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/B.recipe.md")) == broken, "the broken edit is the user's to fix")
    }

    @Test("rebuild rewrites every card")
    func rebuild() throws {
        for name in ["A", "B"] { try store.save(recipe(name)) }
        try folderSync.sync()
        #expect(try folderSync.rebuild().written == 2)
    }

    @Test("a card folder imports into a fresh store as the same recipes, and updates them in place the second time")
    func restoreFromCards() throws {
        let full = SampleRecipe.bourguignon(withPhoto: false)
        try store.save(full)
        try store.save(recipe("Toast"))
        try folderSync.sync()
        let fresh = try RecipeStore(path: directory.file("fresh.sqlite"))
        let reader = RecipeFileReader()
        for name in try files() {
            let recipes = try reader.read(path: folder + "/" + name).get().recipes.map { try $0.get().recipe }
            _ = fresh.saveAll(recipes, matching: .byIDOrOrigin)
        }
        var expected = try #require(try store.recipe(id: full.id))
        expected.homeStoreID = store.storeID
        #expect(try fresh.recipe(id: full.id) == expected, "the same recipe, whose home is the store that wrote the cards")
        #expect(try fresh.count() == 2)
        let again = try reader.read(path: folder + "/" + (try files()[0])).get().recipes.map { try $0.get().recipe }
        #expect(fresh.saveAll(again, matching: .byIDOrOrigin).map { try? $0.get() } == again.map { .unchanged($0.id) })
    }
}
