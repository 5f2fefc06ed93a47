import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore

@Suite("Trash")
struct TrashTests {
    let folder = TemporaryDirectory()

    func makeStore() throws -> RecipeStore {
        try RecipeStore(path: folder.file("larder.sqlite"))
    }

    @Test("a deleted recipe goes to the trash whole and comes back with every field, photo and identity included")
    func deleteAndRestore() throws {
        let store = try makeStore()
        let recipe = SampleRecipes.full()
        try store.save(recipe)
        let saved = try #require(try store.recipe(id: recipe.id))
        #expect(try store.deleteRecipes(ids: [recipe.id]) == [recipe.id])
        #expect(try store.recipe(id: recipe.id) == nil)
        let trashed = try store.trash()
        #expect(trashed.map(\.id) == [recipe.id] && trashed.first?.name == recipe.name && trashed.first?.reason == .deleted)
        #expect(try store.search(recipe.name, limit: 5).isEmpty, "a trashed recipe is not found by search")
        let sequence = try store.lastJournalSequence()
        #expect(try store.restore(recipe.id) == saved)
        #expect(try store.recipe(id: recipe.id) == saved)
        #expect(try store.recipe(id: recipe.id)?.photo == saved.photo)
        #expect(try store.trash().isEmpty)
        #expect(try store.lastJournalSequence() == sequence + 1, "a restore is a change the card folder follows")
        #expect(try !store.search(recipe.name, limit: 5).isEmpty)
    }

    @Test("restoring what is not in the trash, or a recipe whose identity is in the store again, fails and changes nothing")
    func restoreRefused() throws {
        let store = try makeStore()
        let recipe = SampleRecipes.full()
        #expect(throws: StoreError.self) { try store.restore(recipe.id) }
        try store.save(recipe)
        try store.deleteRecipes(ids: [recipe.id])
        try store.save(recipe)
        #expect(throws: StoreError.self) { try store.restore(recipe.id) }
        #expect(try store.trash().count == 1, "it stays in the trash")
    }

    @Test("the trash forgets a recipe 30 days (trashDays) after it was deleted, not before")
    func emptiesItself() throws {
        let store = try makeStore()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let old = Recipe(name: "Old"), recent = Recipe(name: "Recent"), next = Recipe(name: "Next")
        for recipe in [old, recent, next] { try store.save(recipe) }
        try store.deleteRecipes(ids: [old.id], now: start)
        try store.deleteRecipes(ids: [recent.id], now: start.addingTimeInterval(20 * 86_400))
        try store.deleteRecipes(ids: [next.id], now: start.addingTimeInterval(Double(RecipeStore.trashDays) * 86_400 - 60))
        #expect(Set(try store.trash().map(\.name)) == ["Old", "Recent", "Next"], "29 days and 23 hours: all kept")
        try store.deleteRecipes(ids: [], now: start.addingTimeInterval(Double(RecipeStore.trashDays) * 86_400 + 60))
        #expect(Set(try store.trash().map(\.name)) == ["Recent", "Next"])
    }
}
