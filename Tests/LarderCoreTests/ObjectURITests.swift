import Foundation
import LarderTestSupport
import Testing
@testable import LarderCore

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

    @Test("the store resolves its own URIs to recipes, and not another store's")
    func resolve() throws {
        let store = try RecipeStore(path: folder.file("a.sqlite"))
        let other = try RecipeStore(path: folder.file("b.sqlite"))
        #expect(store.storeID != other.storeID)
        let recipe = SampleRecipes.full()
        try store.save(recipe)
        let uri = store.objectURI(for: recipe.id)
        #expect(try store.recipe(at: uri)?.name == recipe.name)
        #expect(try store.recipe(at: ObjectURI(uri.description)!) == store.recipe(id: recipe.id))
        #expect(try other.recipe(at: uri) == nil)
        #expect(try store.recipe(at: store.objectURI(for: UUID())) == nil)
    }

    @Test("the store identity survives reopening")
    func stableIdentity() throws {
        let path = folder.file("c.sqlite")
        let first = try RecipeStore(path: path).storeID
        #expect(try RecipeStore(path: path).storeID == first)
        #expect(try RecipeStore(path: path, mode: .readOnly).storeID == first)
    }
}
