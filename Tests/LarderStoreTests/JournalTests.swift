import Foundation
import Synchronization
import LarderTestSupport
import Testing
@testable import LarderStore

@Suite("Change journal")
struct JournalTests {
    let folder = TemporaryDirectory()

    @Test("inserts, updates and deletes are journaled in order; unchanged saves are not")
    func entries() throws {
        let store = try RecipeStore(path: folder.file("j.sqlite"))
        try store.setJournalCursor(0, for: "test")  // a consumer that has read nothing yet: every entry is kept
        var recipe = SampleRecipes.simple("Toast")
        try store.save(recipe)
        try store.save(recipe)
        recipe.notes = "Butter."
        try store.save(recipe)
        try store.deleteRecipes(ids: [recipe.id])
        let entries = try store.journalEntries(after: 0)
        #expect(entries.map(\.kind) == [.insert, .update, .delete])
        #expect(entries.allSatisfy { $0.recipeID == recipe.id })
        #expect(entries.map(\.sequence) == entries.map(\.sequence).sorted())
        #expect(try store.lastJournalSequence() == entries.last?.sequence)
        #expect(try store.journalEntries(after: entries[0].sequence).count == 2)
    }

    @Test("a batch journals its inserts and updates in the order saved, over several statements' worth of rows")
    func batchEntries() throws {
        let store = try RecipeStore(path: folder.file("batch.sqlite"))
        try store.setJournalCursor(0, for: "test")
        var first = (0..<3).map { SampleRecipes.simple("Dish \($0)") }
        for result in store.saveAll(first) { _ = try result.get() }
        // Updates and inserts interleaved, an unchanged one among them, more rows than one statement takes.
        first[0].notes = "Changed."
        first[2].notes = "Changed too."
        let new = (0..<(RecipeStore.journalRowsPerStatement * 2 + 5)).map { SampleRecipes.simple("New \($0)") }
        let second = [first[2], new[0], first[1], first[0]] + new.dropFirst()
        for result in store.saveAll(second) { _ = try result.get() }
        let entries = try store.journalEntries(after: 3)
        let expected: [(UUID, JournalEntry.Kind)] = [(first[2].id, .update), (new[0].id, .insert), (first[0].id, .update)]
            + new.dropFirst().map { ($0.id, .insert) }
        #expect(entries.map(\.recipeID) == expected.map(\.0))
        #expect(entries.map(\.kind) == expected.map(\.1))
        #expect(entries.map(\.sequence) == Array(4...Int64(3 + expected.count)), "one sequence number per entry, in order")
        #expect(Set(entries.map(\.committedAt)).count == 1, "one commit")
    }

    @Test("entries every consumer has passed are pruned, and the watermark says how far")
    func pruning() throws {
        let store = try RecipeStore(path: folder.file("p.sqlite"))
        try store.save(SampleRecipes.simple("A"))
        #expect(try store.journalEntries(after: 0).isEmpty, "with no consumer, nothing needs the journal")
        let first = try store.lastJournalSequence()
        let pruned = try store.journalPrunedThrough()
        #expect(first == 1 && pruned == 1, "the sequence survives pruning")
        try store.setJournalCursor(first, for: "slow")
        try store.setJournalCursor(first, for: "fast")
        try store.save(SampleRecipes.simple("B"))
        try store.save(SampleRecipes.simple("C"))
        try store.setJournalCursor(3, for: "fast")
        try store.save(SampleRecipes.simple("D"))
        #expect(try store.journalEntries(after: first).map(\.sequence) == [2, 3, 4], "the slow consumer still has its entries")
        try store.setJournalCursor(3, for: "slow")
        try store.save(SampleRecipes.simple("E"))
        #expect(try store.journalEntries(after: 0).map(\.sequence) == [4, 5])
        #expect(try store.journalPrunedThrough() == 3)
    }

    @Test("a consumer's cursor is kept in the store, for every process")
    func cursor() throws {
        let path = folder.file("c.sqlite")
        let store = try RecipeStore(path: path)
        #expect(try store.journalCursor(for: "cards") == 0)
        try store.save(SampleRecipes.simple("A"))
        let last = try store.lastJournalSequence()
        try store.setJournalCursor(last, for: "cards")
        try store.save(SampleRecipes.simple("B"))
        let reopened = try RecipeStore(path: path)
        let cursor = try reopened.journalCursor(for: "cards")
        #expect(cursor == last)
        let pending = try reopened.journalEntries(after: cursor)
        #expect(pending.count == 1)
        #expect(try reopened.recipe(id: pending[0].recipeID)?.name == "B")
    }

    @Test("coalescing gives the net effect per recipe")
    func coalescing() {
        let a = UUID(), b = UUID(), c = UUID()
        let entries: [JournalEntry] = [
            .init(sequence: 1, recipeID: a, kind: .insert, committedAt: Date()),
            .init(sequence: 2, recipeID: a, kind: .update, committedAt: Date()),
            .init(sequence: 3, recipeID: b, kind: .insert, committedAt: Date()),
            .init(sequence: 4, recipeID: b, kind: .delete, committedAt: Date()),
            .init(sequence: 5, recipeID: c, kind: .update, committedAt: Date()),
        ]
        let changes = ChangeSet(coalescing: entries)
        #expect(changes.inserted == [a])
        #expect(changes.deleted == [b])
        #expect(changes.updated == [c])
        #expect(changes.lastSequence == 5)
    }

    @Test("observers hear each commit once, after it, with what changed")
    func observers() throws {
        let store = try RecipeStore(path: folder.file("o.sqlite"))
        let heard = Mutex<[ChangeSet]>([])
        let token = store.addCommitObserver { changes in
            // After the commit, a new read sees the changes.
            let visible = changes.inserted.allSatisfy { (try? store.recipe(id: $0, includingPhoto: false)) != nil }
            #expect(visible)
            heard.withLock { $0.append(changes) }
        }
        let one = SampleRecipes.simple("One"), two = SampleRecipes.simple("Two")
        _ = store.saveAll([one, two])
        _ = store.saveAll([one])
        try store.deleteRecipes(ids: [two.id])
        store.removeCommitObserver(token)
        try store.save(SampleRecipes.simple("Three"))
        let sets = heard.withLock { $0 }
        #expect(sets.count == 2, "the unchanged save and the save after removal are not heard")
        #expect(sets[0].inserted == [one.id, two.id])
        #expect(sets[1].deleted == [two.id])
        #expect(sets[1].lastSequence == 3)
    }
}
