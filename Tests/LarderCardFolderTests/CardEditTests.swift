import Foundation
import LarderCard
import LarderInterchange
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderCardFolder

/// A card edited outside Larder (a text editor, another machine's sync) is a
/// change to take in, never damage to overwrite.
@Suite("Cards edited outside Larder")
struct CardEditTests {
    let directory = TemporaryDirectory(prefix: "larder-edits")
    let store: RecipeStore
    let folder: String
    let folderSync: CardFolderSync

    init() throws {
        store = try RecipeStore(path: directory.file("store.sqlite"))
        folder = directory.file("Recipes")
        try store.setCardFolder(folder)
        folderSync = CardFolderSync(store: store, folder: folder)
    }

    func toast() throws -> Recipe {
        var recipe = Recipe(name: "Toast")
        recipe.ingredients = [Ingredient(line: "1 slice of bread")]
        recipe.steps = [MethodStep("Toast it.")]
        try store.save(recipe)
        try folderSync.sync()
        return try #require(try store.recipe(id: recipe.id))
    }

    func card(_ name: String = "Toast.recipe.md") throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    /// What a text editor does: read, replace, write back in place.
    func edit(_ name: String = "Toast.recipe.md", replacing old: String, with new: String) throws {
        let text = try card(name)
        #expect(text.contains(old), "\(name) has no “\(old)”")
        try text.replacingOccurrences(of: old, with: new).write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("an edited card whose recipe did not change becomes the recipe: one journal entry, check clean after")
    func editFlowsIn() throws {
        let before = try toast()
        try edit(replacing: "- 1 slice of bread", with: "- 2 slices of sourdough")
        #expect(try folderSync.check().map(\.kind) == [.edited])
        let sequence = try store.lastJournalSequence()
        let report = try folderSync.reconcile()
        #expect(report.imported == ["Toast.recipe.md"] && report.conflicts.isEmpty, "\(report)")
        let after = try #require(try store.recipe(id: before.id))
        #expect(after.ingredients.map(\.line) == ["2 slices of sourdough"])
        #expect(after.created == before.created && after.modified > before.modified)
        #expect(try store.lastJournalSequence() == sequence + 1, "one change in the journal, for every consumer to follow")
        #expect(try folderSync.check().isEmpty)
        #expect(try card().contains("- 2 slices of sourdough"))
        #expect(try folderSync.reconcile().imported.isEmpty, "a second run finds nothing new")
    }

    @Test("the cards a watcher saw change are taken first, the rest of the folder after, in name order")
    func watchedEditsFirst() throws {
        for name in ["Apple pie", "Toast", "Waffles"] {
            var recipe = Recipe(name: name)
            recipe.ingredients = [Ingredient(line: "1 egg")]
            try store.save(recipe)
        }
        try folderSync.sync()
        for name in ["Apple pie", "Toast", "Waffles"] {
            try edit(name + ".recipe.md", replacing: "- 1 egg", with: "- 2 eggs")
        }
        let report = try folderSync.reconcile(takingFirst: ["Waffles.recipe.md"])
        #expect(report.imported == ["Waffles.recipe.md", "Apple pie.recipe.md", "Toast.recipe.md"], "\(report)")
        #expect(try folderSync.check().isEmpty, "every card was still compared")
    }

    @Test("a card saved again after its first edit was taken in, before Larder wrote its card back, is taken in too: no conflict")
    func savedTwice() throws {
        let toast = try toast()
        try edit(replacing: "Toast it.", with: "Toast it lightly.")
        var report = CardSyncReport()
        try folderSync.takeEdits(&report)
        #expect(report.imported == ["Toast.recipe.md"])
        // The second save lands while the store's card for the first is not written yet.
        try edit(replacing: "Toast it lightly.", with: "Toast it lightly, then butter it.")
        let sync = try folderSync.sync()
        #expect(sync.conflicts.isEmpty && sync.written == 0, "the journal path leaves the second edit alone: \(sync)")
        #expect(try card().contains("Toast it lightly, then butter it."))
        #expect(try folderSync.check().map(\.kind) == [.edited])
        #expect(try folderSync.reconcile().imported == ["Toast.recipe.md"])
        #expect(try store.recipe(id: toast.id)?.steps.map(\.text) == ["Toast it lightly, then butter it."])
        #expect(try folderSync.check().isEmpty && files() == ["Toast.recipe.md"])
        // A change in the store after the take is a real conflict again.
        try edit(replacing: "then butter it.", with: "then jam.")
        var changed = try #require(try store.recipe(id: toast.id))
        changed.notes = "Changed in the store."
        try store.save(changed)
        #expect(try folderSync.sync().conflicts.count == 1)
    }

    @Test("repair and rebuild take an edit in instead of writing over it (they used to)")
    func repairKeepsEdit() throws {
        let toast = try toast()
        try edit(replacing: "Toast it.", with: "Toast it on both sides.")
        try folderSync.repair()
        #expect(try store.recipe(id: toast.id)?.steps.map(\.text) == ["Toast it on both sides."])
        try edit(replacing: "Toast it on both sides.", with: "Grill it.")
        try folderSync.rebuild()
        #expect(try store.recipe(id: toast.id)?.steps.map(\.text) == ["Grill it."])
        #expect(try card().contains("1. Grill it."))
    }

    @Test("card and store both changed: the store's version is the card, the edit a conflict copy; resolve settles either way", arguments: [CardFolderSync.Keeping.card, .store])
    func conflict(keeping: CardFolderSync.Keeping) throws {
        var toast = try toast()
        try edit(replacing: "Toast it.", with: "Toast it in the pan.")
        toast.notes = "Changed in the store meanwhile."
        try store.save(toast)
        #expect(try folderSync.check().map(\.kind) == [.conflict])
        let report = try folderSync.sync()
        let copy = try #require(report.conflicts.first, "\(report)")
        #expect(copy.hasPrefix("Toast (conflict ") && copy.hasSuffix(").recipe.md"))
        #expect(try card(copy).contains("Toast it in the pan."), "the edit is kept")
        #expect(try card().contains("Changed in the store meanwhile.") && !(try card().contains("in the pan")))
        #expect(try folderSync.check().map(\.kind) == [.conflict], "listed until settled")
        #expect(try folderSync.reconcile().written == 0, "another sync neither loses nor repeats anything")
        #expect(try files().count == 2)

        try folderSync.resolve(copy, keeping: keeping)
        #expect(try files() == ["Toast.recipe.md"])
        #expect(try folderSync.check().isEmpty)
        let settled = try #require(try store.recipe(id: toast.id))
        if keeping == .card {
            #expect(settled.steps.map(\.text) == ["Toast it in the pan."] && settled.notes.isEmpty)
            #expect(try card().contains("Toast it in the pan."))
        } else {
            #expect(settled.steps.map(\.text) == ["Toast it."] && settled.notes == "Changed in the store meanwhile.")
        }
    }

    /// C: the card edited in a text editor; S: the recipe changed in the store;
    /// J: the journal path every command runs; R: the two-way sync.
    @Test("every interleaving of a card edit and a store change keeps both: in the store, or as a conflict copy when they crossed",
          arguments: ["CSR", "SCR", "CSJR", "SJCR", "CJSR", "CJSJR", "SCJR", "SJCJR", "CRSJR", "SCJJR"])
    func interleavings(_ steps: String) throws {
        let id = try toast().id
        var storeChanged = false, cardShowsChange = false, edited = false
        var editOfOldCard = false, editTakenBeforeChange = false
        for step in steps {
            switch step {
            case "C":
                editOfOldCard = !cardShowsChange
                edited = true
                try edit(replacing: "Toast it.", with: "Toast it well.")
            case "S":
                storeChanged = true
                var changed = try #require(try store.recipe(id: id))
                changed.notes = "Changed in the store."
                try store.save(changed)
            case "J":
                try folderSync.sync()
                cardShowsChange = try card().contains("Changed in the store.")
            default:
                if edited && !storeChanged { editTakenBeforeChange = true }
                try folderSync.reconcile()
                cardShowsChange = try card().contains("Changed in the store.")
            }
        }
        // The changes crossed when the card edited did not show the store's
        // change, and the edit was not taken in before that change.
        let crossed = editOfOldCard && !editTakenBeforeChange
        let stored = try #require(try store.recipe(id: id))
        #expect(stored.notes == "Changed in the store.", "\(steps): the store's change stays")
        let copies = try files().filter { $0.contains("(conflict ") }
        let everything = try files().map { try card($0) }.joined()
        #expect(everything.contains("Toast it well.") || stored.steps.map(\.text) == ["Toast it well."], "\(steps): the card's edit is kept")
        #expect(copies.count == (crossed ? 1 : 0), "\(steps): \(copies)")
        if crossed {
            #expect(try card(copies[0]).contains("Toast it well."))
            #expect(try folderSync.check().map(\.kind) == [.conflict])
        } else {
            #expect(stored.steps.map(\.text) == ["Toast it well."], "\(steps): taken in")
            #expect(try folderSync.check().isEmpty)
        }
    }

    @Test("an edited card that does not parse changes nothing and is reported with its line; a later store change keeps it as a conflict copy")
    func unreadableEdit() throws {
        var toast = try toast()
        try edit(replacing: "title: Toast", with: "title Toast")
        let broken = try card()
        let report = try folderSync.reconcile()
        let problem = try #require(report.unreadable.first)
        #expect(problem.fileName == "Toast.recipe.md" && problem.message?.contains("line") == true, "\(problem)")
        #expect(try store.recipe(id: toast.id) == toast)
        #expect(try card() == broken)
        toast.notes = "New note."
        try store.save(toast)
        let later = try folderSync.sync()
        let copy = try #require(later.conflicts.first)
        #expect(try card(copy) == broken)
        #expect(try card().contains("New note."))
    }

    @Test("a recipe deleted in the store while its card was edited comes back from the trash with the edit")
    func deletedWhileEdited() throws {
        let toast = try toast()
        try edit(replacing: "Toast it.", with: "Toast it well.")
        try store.deleteRecipes(ids: [toast.id])
        #expect(try store.trash().map(\.id) == [toast.id])
        let report = try folderSync.reconcile()
        #expect(report.removed == 0 && report.restored == ["Toast"])
        #expect(try store.recipe(id: toast.id)?.steps.map(\.text) == ["Toast it well."], "the edit outweighs the deletion")
        #expect(try store.trash().isEmpty)
        #expect(try folderSync.check().isEmpty)
        #expect(try files() == ["Toast.recipe.md"])
        #expect(try card().contains("Toast it well."))
    }

    @Test("a deletion through the journal keeps an edited card, which the next two-way sync takes back in")
    func deletedThroughJournalWhileEdited() throws {
        let toast = try toast()
        try edit(replacing: "Toast it.", with: "Toast it well.")
        try store.deleteRecipes(ids: [toast.id])
        let sync = try folderSync.sync()
        #expect(sync.removed == 0 && sync.conflicts == ["Toast.recipe.md"], "the journal path never removes an edited card")
        #expect(try folderSync.check().map(\.kind) == [.new])
        #expect(try folderSync.reconcile().restored == ["Toast"])
        #expect(try store.recipe(id: toast.id)?.steps.map(\.text) == ["Toast it well."])
        #expect(try folderSync.check().isEmpty)
    }

    @Test("an edit of a card with a photo keeps the store's full-size photo")
    func photoKept() throws {
        var recipe = SampleRecipe.bourguignon(withPhoto: true)
        recipe.name = "Bœuf"
        try store.save(recipe)
        try folderSync.sync()
        let stored = try #require(try store.recipe(id: recipe.id))
        try edit("Bœuf.recipe.md", replacing: "title: Bœuf", with: "title: Bœuf bourguignon")
        #expect(try folderSync.reconcile().imported.count == 1)
        let after = try #require(try store.recipe(id: recipe.id))
        #expect(after.name == "Bœuf bourguignon")
        #expect(after.photo == stored.photo, "the full-size photo, not the card's downscaled copy")
        #expect(try files() == ["Bœuf bourguignon.recipe.md"], "the card follows the new name")
    }

    @Test("a removed card moves its recipe into the trash at the next two-way sync; restore brings recipe and card back")
    func removedCardTrashes() throws {
        let toast = try toast()
        var jam = Recipe(name: "Jam")
        jam.steps = [MethodStep("Boil.")]
        try store.save(jam)
        try folderSync.sync()
        try FileManager.default.removeItem(atPath: folder + "/Toast.recipe.md")
        let report = try folderSync.reconcile()
        #expect(report.trashed == ["Toast"] && !report.folderLooksEmptied, "\(report)")
        #expect(try store.recipe(id: toast.id) == nil)
        #expect(try store.trash().map(\.id) == [toast.id])
        #expect(try store.trash().first?.reason == .cardRemoved)
        #expect(try folderSync.check().isEmpty)
        let restored = try store.restore(toast.id)
        #expect(restored == toast, "every field, identity included")
        try folderSync.sync()
        #expect(try files() == ["Jam.recipe.md", "Toast.recipe.md"])
        #expect(try store.trash().isEmpty)
        #expect(try folderSync.check().isEmpty)
    }

    @Test("every card gone at once (an emptied or unmounted folder) trashes nothing; repair writes them again")
    func emptiedFolder() throws {
        _ = try toast()
        try store.save(Recipe(name: "Jam"))
        try folderSync.sync()
        for name in try files() { try FileManager.default.removeItem(atPath: folder + "/" + name) }
        let report = try folderSync.reconcile()
        #expect(report.folderLooksEmptied && report.trashed.isEmpty, "\(report)")
        #expect(try store.summaries().count == 2)
        try FileManager.default.removeItem(atPath: folder)
        #expect(throws: CardFolderError.self) { try folderSync.reconcile() }
        #expect(try store.summaries().count == 2)
        try folderSync.repair()
        #expect(try files() == ["Jam.recipe.md", "Toast.recipe.md"])
    }

    @Test("a removed card whose recipe changed since comes back with the change; the recipe stays")
    func removedButChanged() throws {
        var toast = try toast()
        try store.save(Recipe(name: "Jam"))
        try folderSync.sync()
        try FileManager.default.removeItem(atPath: folder + "/Toast.recipe.md")
        toast.notes = "Changed after the card was removed."
        try store.save(toast)
        let report = try folderSync.reconcile()
        #expect(report.trashed.isEmpty)
        #expect(try card().contains("Changed after the card was removed."))
    }

    @Test("a card written by hand (no uri) becomes a new recipe, its file the recipe's card; a second sync adds nothing", arguments: ["Porridge.recipe.md", "my breakfast.recipe.md"])
    func handWrittenCard(fileName: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = "---\nlarder-card: 1\ntitle: Porridge\ncategory: Breakfast\n---\n\n# Porridge\n\n## Ingredients\n\n- 50 g oats\n- 300 ml milk\n\n## Method\n\n1. Simmer 5 minutes.\n"
        try text.write(toFile: folder + "/" + fileName, atomically: true, encoding: .utf8)
        #expect(try folderSync.check().map(\.kind) == [.new])
        let report = try folderSync.reconcile()
        #expect(report.imported == [fileName], "\(report)")
        let summaries = try store.summaries()
        #expect(summaries.map(\.name) == ["Porridge"])
        let recipe = try #require(try store.recipe(id: summaries[0].id))
        #expect(recipe.ingredients.map(\.line) == ["50 g oats", "300 ml milk"] && recipe.category == "Breakfast")
        #expect(try files() == ["Porridge.recipe.md"], "the hand-written file became the card, named after the recipe")
        #expect(try card("Porridge.recipe.md").contains("uri: larder://\(HandWrittenCard.homeStoreID.uuidString.lowercased())/recipe/\(recipe.id.uuidString.lowercased())"), "its home is no store: the card wrote itself")
        #expect(try folderSync.check().isEmpty)
        #expect(try folderSync.reconcile().imported.isEmpty)
        #expect(try store.summaries().count == 1)
    }

    @Test("a file at a card's name that is too large to read as a card is never written over, even when its recipe changes")
    func unreadableFileKept() throws {
        var toast = try toast()
        let path = folder + "/Toast.recipe.md"
        let large = Data(repeating: UInt8(ascii: "x"), count: CardLimits.maximumCardBytes + 1)
        try large.write(to: URL(fileURLWithPath: path))
        toast.steps = [MethodStep("Toast it, then butter it.")]
        try store.save(toast)
        let sync = try folderSync.sync()
        #expect(sync.keptForeign == ["Toast.recipe.md"] && sync.written == 0, "\(sync)")
        // repair writes a card it cannot read as missing: not over this file either.
        #expect(try folderSync.reconcile().written == 0)
        let repair = try folderSync.repair()
        #expect(repair.keptForeign == ["Toast.recipe.md"] && repair.written == 0, "\(repair)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == large)
        #expect(try files() == ["Toast.recipe.md"], "no temporary file is left")
    }
}
