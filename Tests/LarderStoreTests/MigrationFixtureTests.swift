import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore

/// Every released schema version has a store file in Fixtures/, made by that
/// version (scripts/fixtures/make-fixture.sh), and the recipes it held as JSON. The
/// current code must open each one and find every recipe intact.
@Suite("Migrations from released stores")
struct MigrationFixtureTests {
    /// The `larder show --json` form of a recipe, as the fixture recorded it.
    struct Expected: Decodable {
        struct Yield: Decodable { var text: String; var servings: Int? }
        struct Line: Decodable { var line: String; var quantity: Double?; var unit: String?; var item: String?; var note: String?; var group: String? }
        struct Step: Decodable { var section: String?; var text: String }
        struct PhotoInfo: Decodable { var mediaType: String; var width: Int?; var height: Int?; var bytes: Int }

        var id: UUID
        var uri: String
        var name: String
        var description: String
        var yield: Yield?
        var category: String?
        var cuisine: String?
        var tags: [String]
        var prepMinutes: Int?
        var cookMinutes: Int?
        var totalMinutes: Int?
        var ingredients: [Line]
        var steps: [Step]
        var notes: String
        var sourceURL: String?
        var author: String?
        var language: String?
        var rating: Double?
        var lastCooked: Date?
        var created: Date
        var modified: Date
        var photo: PhotoInfo?
    }

    static let versions = ["v1", "v2", "v3", "v4", "v5", "v6", "v7"]

    static func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            guard let date = formatter.date(from: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
            }
            return date
        }
        return decoder
    }

    @Test("every recipe of a released store survives opening with the current code", arguments: versions)
    func recipesSurvive(_ version: String) throws {
        let folder = TemporaryDirectory()
        let copy = folder.file("store.sqlite")
        try FileManager.default.copyItem(at: try Self.fixture("store-\(version).sqlite"), to: URL(fileURLWithPath: copy))
        let expected = try Self.decoder().decode([Expected].self, from: Data(contentsOf: try Self.fixture("store-\(version).expected.json")))
        #expect(!expected.isEmpty)

        let store = try RecipeStore(path: copy)
        #expect(try store.count() == expected.count)
        for want in expected {
            let uri = try #require(ObjectURI(want.uri))
            let got = try #require(try store.recipe(at: uri), "\(want.name) is missing")
            // The store keeps its identity, and (from v4) a recipe from another store its home.
            #expect(store.objectURI(for: got) == uri)
            #expect(got.name == want.name)
            #expect(got.summary == want.description)
            #expect(got.yield?.text == want.yield?.text && got.yield?.servings == want.yield?.servings)
            #expect(got.category == want.category && got.cuisine == want.cuisine)
            #expect(got.tags == want.tags)
            #expect(got.prepMinutes == want.prepMinutes && got.cookMinutes == want.cookMinutes && got.totalMinutes == want.totalMinutes)
            #expect(got.ingredients.map(\.line) == want.ingredients.map(\.line))
            #expect(got.ingredients.map(\.quantity) == want.ingredients.map(\.quantity))
            #expect(got.ingredients.map(\.unit) == want.ingredients.map(\.unit))
            #expect(got.ingredients.map(\.item) == want.ingredients.map(\.item))
            #expect(got.ingredients.map(\.note) == want.ingredients.map(\.note))
            #expect(got.ingredients.map(\.group) == want.ingredients.map(\.group))
            #expect(got.steps.map(\.text) == want.steps.map(\.text))
            #expect(got.steps.map(\.section) == want.steps.map(\.section))
            #expect(got.notes == want.notes)
            #expect(got.sourceURL == want.sourceURL && got.author == want.author && got.language == want.language)
            #expect(got.rating == want.rating)
            #expect(got.lastCooked == want.lastCooked)
            #expect(got.created == want.created && got.modified == want.modified)
            #expect(got.photo?.mediaType == want.photo?.mediaType)
            #expect(got.photo?.data.count == want.photo?.bytes)
            #expect(got.photo?.width == want.photo?.width && got.photo?.height == want.photo?.height)
            #expect(try store.search(want.name).first?.recipe.id == want.id, "\(want.name) is still found by search")
        }
        // The journal of the released store is still readable, and new changes follow it.
        // One insert per recipe, plus the deleted one's insert and delete; from v3
        // the entries every consumer had passed are pruned.
        let last = try store.lastJournalSequence()
        #expect(last == Int64(expected.count + 2))
        if version < "v3" { #expect(try store.journalEntries(after: 0).count == expected.count + 2) }
        try store.setJournalCursor(last, for: "test")  // a consumer, so that the new entry is kept
        try store.save(Recipe(name: "After the upgrade"))
        #expect(try store.journalEntries(after: last).count == 1)
        // From v3 the deleted recipe waits in the trash; before, it was gone.
        let deleted = UUID(uuidString: "55555555-5555-4555-8555-555555555555")!
        #expect(try store.trash().map(\.id) == (version >= "v3" ? [deleted] : []))
        if version >= "v3" { #expect(try store.restore(deleted).name == "Deleted before the release") }
    }

    @Test("read-only, an older released store is refused as needing an upgrade and left untouched; the current one opens",
          arguments: versions)
    func readOnlyOpening(_ version: String) throws {
        let folder = TemporaryDirectory()
        let copy = folder.file("store.sqlite")
        try FileManager.default.copyItem(at: try Self.fixture("store-\(version).sqlite"), to: URL(fileURLWithPath: copy))
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        if version == "v\(StoreSchema.currentVersion)" {
            let store = try RecipeStore(path: copy, mode: .readOnly)
            #expect(try store.count() > 0)
        } else {
            let error = #expect(throws: StoreError.self) { try RecipeStore(path: copy, mode: .readOnly) }
            #expect(error?.code == .needsUpgrade)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
    }

    @Test("the fixture of the current version exists", arguments: [StoreSchema.currentVersion])
    func currentVersionHasFixture(_ version: Int) {
        #expect(Self.versions.contains("v\(version)"), "run scripts/fixtures/make-fixture.sh v\(version) when releasing schema v\(version)")
    }
}
