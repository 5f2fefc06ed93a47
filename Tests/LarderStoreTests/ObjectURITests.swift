import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore

@Suite("Object URIs")
struct ObjectURITests {
    let folder = TemporaryDirectory()

    @Test("a URI prints and parses back to the same identities")
    func roundTrip() throws {
        let uri = ObjectURI(storeID: UUID(), recipeID: UUID())
        #expect(ObjectURI(uri.description) == uri)
        #expect(uri.description.hasPrefix("larder://"))
        #expect(uri.description == uri.description.lowercased())
        #expect(ObjectURI(uri.description.uppercased()) == uri)
    }

    @Test("malformed URIs are rejected", arguments: [
        "", "larder://", "larder://x/recipe/y", "http://a/recipe/b",
        "larder://5A0F8C8E-2F5B-4B8B-9E55-3B1B2C0D4E5F/photo/5A0F8C8E-2F5B-4B8B-9E55-3B1B2C0D4E5F",
        "larder://5A0F8C8E-2F5B-4B8B-9E55-3B1B2C0D4E5F/recipe/5A0F8C8E-2F5B-4B8B-9E55-3B1B2C0D4E5F/extra",
    ])
    func malformed(_ text: String) {
        #expect(ObjectURI(text) == nil)
    }

    @Test("a URI finds its recipe by the recipe ID, whichever store it names as the recipe's home")
    func resolve() throws {
        let store = try RecipeStore(path: folder.file("a.sqlite"))
        let other = try RecipeStore(path: folder.file("b.sqlite"))
        #expect(store.storeID != other.storeID)
        let recipe = SampleRecipes.full()
        try store.save(recipe)
        let saved = try #require(try store.recipe(id: recipe.id))
        let uri = store.objectURI(for: saved)
        #expect(uri.storeID == store.storeID, "a recipe created here names this store")
        #expect(try store.recipe(at: uri)?.name == recipe.name)
        #expect(try store.recipe(at: ObjectURI(uri.description)!) == store.recipe(id: recipe.id))
        #expect(try other.recipe(at: uri) == nil)
        #expect(try store.recipe(at: ObjectURI(storeID: other.storeID, recipeID: recipe.id))?.name == recipe.name)
        #expect(try store.recipe(at: ObjectURI(storeID: store.storeID, recipeID: UUID())) == nil)
    }

    @Test("a recipe from another store keeps that home store in its URI, in the store and in the trash")
    func homeStore() throws {
        let store = try RecipeStore(path: folder.file("home.sqlite"))
        let elsewhere = UUID()
        var recipe = SampleRecipes.full()
        recipe.homeStoreID = elsewhere
        try store.save(recipe)
        let saved = try #require(try store.recipe(id: recipe.id))
        #expect(saved.homeStoreID == elsewhere)
        #expect(store.objectURI(for: saved) == ObjectURI(storeID: elsewhere, recipeID: recipe.id))
        let summary = try #require(try store.summaries().first)
        #expect(store.objectURI(for: summary) == ObjectURI(storeID: elsewhere, recipeID: recipe.id))
        var renamed = saved
        renamed.name = "Renamed"
        renamed.homeStoreID = nil
        try store.save(renamed)
        #expect(try store.recipe(id: recipe.id)?.homeStoreID == elsewhere, "an update never changes a recipe's identity")
        try store.deleteRecipes(ids: [recipe.id])
        #expect(try store.restore(recipe.id).homeStoreID == elsewhere)
        var own = SampleRecipes.full()
        own.id = UUID()
        own.homeStoreID = store.storeID
        try store.save(own)
        #expect(try store.recipe(id: own.id)?.homeStoreID == nil, "this store's own ID is kept as no home store")
    }

    @Test("the store identity survives reopening")
    func stableIdentity() throws {
        let path = folder.file("c.sqlite")
        let first = try RecipeStore(path: path).storeID
        #expect(try RecipeStore(path: path).storeID == first)
        #expect(try RecipeStore(path: path, mode: .readOnly).storeID == first)
    }
}
