import Foundation
import LarderCard
import LarderGLib
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderCardFolder
@testable import LarderPhoto

@Suite("Card photos")
struct CardPhotoTests {
    static let samplePhoto = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data/recipes/photos/carbonara.jpg").standardized

    @Test("a large photo is downscaled to a JPEG of at most 512 px and 64 KB, keeping its proportions")
    func downscale() throws {
        let photo = try #require(Photo(data: try Data(contentsOf: Self.samplePhoto)))
        #expect(photo.width == 1000 && photo.height == 750)
        let card = try #require(CardPhoto.scale(photo))
        #expect(card.mediaType == "image/jpeg")
        #expect(card.width == 512 && card.height == 384)
        #expect(card.bytes.count <= 64 << 10)
        // The bytes really are that JPEG.
        let decoded = try #require(Photo(data: Data(card.bytes)))
        #expect(decoded.width == 512 && decoded.height == 384)
    }

    @Test("a photo already small enough travels unchanged")
    func small() throws {
        let directory = TemporaryDirectory()
        let store = try RecipeStore(path: directory.file("s.sqlite"))
        let original = try #require(Photo(data: try Data(contentsOf: Self.samplePhoto)))
        let scaled = try #require(CardPhoto.scale(original))
        var recipe = Recipe(name: "Small")
        recipe.photo = Photo(data: Data(scaled.bytes))
        try store.save(recipe)
        let again = try #require(CardPhoto.make(for: recipe, store: store))
        #expect(again.bytes == scaled.bytes)
        #expect(try store.cardPhoto(for: recipe.id) == nil, "nothing to cache")
    }

    @Test("an edit that keeps the photo keeps its cached card photo (an update never deletes the recipe's row)")
    func editKeepsCache() throws {
        let directory = TemporaryDirectory()
        let store = try RecipeStore(path: directory.file("s.sqlite"))
        var recipe = Recipe(name: "Carbonara")
        recipe.photo = Photo(data: try Data(contentsOf: Self.samplePhoto))
        try store.save(recipe)
        let first = try #require(CardPhoto.make(for: recipe, store: store))
        recipe.name = "Carbonara Romana"
        recipe.tags = ["pasta"]
        #expect(try store.save(recipe) == .updated(recipe.id))
        let cached = try #require(try store.cardPhoto(for: recipe.id), "the edit dropped the cached card photo")
        #expect(cached.bytes == first.bytes)
    }

    @Test("a downscaled photo is cached per recipe, and made again when the photo changes")
    func cache() throws {
        let directory = TemporaryDirectory()
        let store = try RecipeStore(path: directory.file("s.sqlite"))
        var recipe = Recipe(name: "Carbonara")
        recipe.photo = Photo(data: try Data(contentsOf: Self.samplePhoto))
        try store.save(recipe)
        let first = try #require(CardPhoto.make(for: recipe, store: store))
        let cached = try #require(try store.cardPhoto(for: recipe.id))
        #expect(cached.bytes == first.bytes)
        #expect(CardPhoto.make(for: recipe, store: store) == first)
        // A new photo: the cache is stale and replaced.
        let other = Self.samplePhoto.deletingLastPathComponent().appendingPathComponent("borscht.jpg")
        recipe.photo = Photo(data: try Data(contentsOf: other))
        try store.save(recipe)
        let second = try #require(CardPhoto.make(for: recipe, store: store))
        #expect(second.bytes != first.bytes)
        #expect(try store.cardPhoto(for: recipe.id)?.bytes == second.bytes)
        try store.deleteRecipes(ids: [recipe.id])
        #expect(try store.cardPhoto(for: recipe.id) == nil, "deleted with its recipe")
    }

    @Test("a photo claiming 50,000 × 50,000 pixels is refused before decoding")
    func bomb() {
        var scaler = PhotoDownscaler()
        scaler.maximumSide = 512
        #expect(throws: GLibError.self) { try scaler.scale([0xFF, 0xD8, 0xFF, 0xD9], width: 50_000, height: 50_000) }
    }

    @Test("broken image bytes give an error, not a crash", arguments: [
        [UInt8](), [0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], Array("GIF89a".utf8),
    ])
    func broken(_ bytes: [UInt8]) {
        #expect(throws: GLibError.self) { try PhotoDownscaler().scale(bytes, width: 640, height: 480) }
    }

    @Test("a truncated JPEG gives an error or a smaller picture, never a crash")
    func truncated() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.samplePhoto))
        for length in stride(from: 100, to: bytes.count, by: bytes.count / 7) {
            _ = try? PhotoDownscaler().scale(Array(bytes.prefix(length)), width: 1000, height: 750)
        }
    }
}
