import Foundation
import LarderCard
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderInterchange

@Suite("Recipes to cards and back")
struct CardConversionTests {
    @Test("recipe → card → text → card → recipe keeps every field")
    func roundTrip() throws {
        let recipe = RoundTripTests.fullRecipe()
        let storeID = UUID()
        let photo = RecipeCard.Photo(mediaType: "image/jpeg", width: 640, height: 480, bytes: [UInt8](SampleImage.jpegHeader))
        let text = CardWriter.text(of: CardConversion.card(for: recipe, storeID: storeID, photo: photo))
        let (back, backStore) = try CardConversion.recipe(from: try CardParser.parse(Array(text.utf8)))
        #expect(backStore == storeID)
        var expected = recipe
        expected.homeStoreID = storeID
        #expect(back == expected, "every field, and the store that wrote the card as the recipe's home")
    }

    @Test("optional fields left empty stay empty; a yield without servings keeps none")
    func sparse() throws {
        var recipe = Recipe(name: "Toast", now: Date(timeIntervalSince1970: 1_700_000_000.5))
        recipe.yield = RecipeYield(text: "2 slices")
        recipe.yield?.servings = nil
        let storeID = UUID()
        let text = CardWriter.text(of: CardConversion.card(for: recipe, storeID: storeID, photo: nil))
        let (back, _) = try CardConversion.recipe(from: try CardParser.parse(Array(text.utf8)))
        recipe.homeStoreID = storeID
        #expect(back == recipe)
    }

    @Test("a card whose uri is not a Larder object URI is refused")
    func badURI() throws {
        let card = RecipeCard(uri: "larder://not-a-uuid/recipe/x", title: "X")
        #expect(throws: ImportError.self) { try CardConversion.recipe(from: card) }
    }
}
