import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderInterchange

/// The committed exports of Chowdown, Copy Me That, Plan to Eat, Recipe
/// Keeper and My Recipe Box (`Tests/Fixtures/apps`, written by
/// `scripts/fixtures/make-app-fixtures.py` from Larder's sample recipes in each app's
/// layout): every field of every recipe as `expected.json` says, read from
/// the zip or CSV, and from the export unpacked into a folder.
@Suite("App export fixtures")
struct AppFixtureTests {
    static let folder = CLI.repository + "/Tests/Fixtures/apps"
    static let fixtures = ["chowdown.zip", "copymethat.zip", "plantoeat.zip", "recipekeeper.zip", "myrecipebox.csv"]

    /// What the generator expects of `fixture`.
    static func expectation(_ fixture: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/expected.json"))
        let all = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(all[fixture] as? [String: Any])
    }

    /// The bytes of the entry `path` in the zip fixture `fixture`.
    static func entry(_ path: String, of fixture: String) throws -> Data {
        let archive = try ZipArchive(path: folder + "/" + fixture)
        let member = try #require(archive.members.first { $0.path == path })
        return try archive.contents(of: member)
    }

    /// Checks `recipe` against the generator's `expected` fields; `fixture` names the zip its photos are in.
    static func check(_ recipe: Recipe, against expected: [String: Any], fixture: String) throws {
        let name = recipe.name
        #expect(recipe.name == expected["name"] as? String)
        #expect(recipe.summary == expected["summary"] as? String ?? "", "\(name)")
        if let yield = expected["yield"] as? [String: Any] {
            #expect(recipe.yield?.text == yield["text"] as? String && recipe.yield?.servings == yield["servings"] as? Int, "\(name): \(String(describing: recipe.yield))")
        } else {
            #expect(recipe.yield == nil, "\(name)")
        }
        #expect(recipe.category == expected["category"] as? String, "\(name)")
        #expect(recipe.cuisine == expected["cuisine"] as? String, "\(name)")
        #expect(recipe.tags == expected["tags"] as? [String] ?? [], "\(name)")
        #expect(recipe.prepMinutes == expected["prepMinutes"] as? Int, "\(name)")
        #expect(recipe.cookMinutes == expected["cookMinutes"] as? Int, "\(name)")
        #expect(recipe.totalMinutes == expected["totalMinutes"] as? Int, "\(name)")
        let ingredients = try #require(expected["ingredients"] as? [[String: Any]])
        #expect(recipe.ingredients.map(\.line) == ingredients.map { $0["line"] as? String ?? "" }, "\(name)")
        #expect(recipe.ingredients.map(\.group) == ingredients.map { $0["group"] as? String }, "\(name)")
        let steps = try #require(expected["steps"] as? [[String: Any]])
        #expect(recipe.steps == steps.map { MethodStep($0["text"] as? String ?? "", section: $0["section"] as? String) }, "\(name)")
        #expect(recipe.notes == expected["notes"] as? String ?? "", "\(name)")
        #expect(recipe.sourceURL == expected["sourceURL"] as? String, "\(name)")
        #expect(recipe.author == expected["author"] as? String, "\(name)")
        #expect(recipe.rating == expected["rating"] as? Double, "\(name)")
        if let photo = expected["photo"] as? String {
            let bytes = try entry(photo, of: fixture)
            #expect(recipe.photo?.data == bytes, "\(name): the photo is \(photo)")
        } else {
            #expect(recipe.photo == nil, "\(name)")
        }
        if let id = expected["externalID"] as? String { #expect(recipe.externalID == id, "\(name)") }
        if let created = expected["created"] as? String {
            #expect(recipe.created == ISO8601DateFormatter().date(from: created), "\(name)")
        }
    }

    @Test("each fixture, read by its content, gives every expected field", arguments: fixtures)
    func fixture(_ fixture: String) throws {
        let expected = try Self.expectation(fixture)
        let path = Self.folder + "/" + fixture
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let kind = RecipeFileReader.Kind(sniffingData: data)
        #expect(kind.formatName.hasPrefix(expected["format"] as? String ?? "?"), "\(kind)")
        let document = try RecipeFileReader().read(path: path).get()
        #expect(document.format.hasPrefix(expected["format"] as? String ?? "?"))
        let recipes = try document.recipes.map { try $0.get() }
        let expectedRecipes = try #require(expected["recipes"] as? [[String: Any]])
        #expect(recipes.count == expectedRecipes.count)
        for (imported, fields) in zip(recipes, expectedRecipes) {
            try Self.check(imported.recipe, against: fields, fixture: fixture)
        }
    }

    @Test("a photo given only as a web address is left for the importer to fetch")
    func webPhotos() throws {
        for fixture in ["plantoeat.zip", "myrecipebox.csv"] {
            let recipes = try RecipeFileReader().read(path: Self.folder + "/" + fixture).get().recipes.map { try $0.get() }
            let pelmeni = try #require(recipes.first { $0.recipe.name == "Пельмени" })
            #expect(pelmeni.photoAddress == "https://example.org/img/pelmeni.jpg" && pelmeni.warnings.isEmpty, "\(fixture)")
        }
    }

    @Test("Chowdown's components are no recipes of their own; a recipe without a title or front matter is an error")
    func chowdownComponents() throws {
        let recipes = try RecipeFileReader().read(path: Self.folder + "/chowdown.zip").get().recipes.map { try $0.get() }
        #expect(!recipes.map(\.recipe.name).contains("Тесто"))
        #expect(recipes.flatMap(\.warnings).isEmpty, "\(recipes.map(\.warnings))")
        let zip = OtherAppFixtures.zip([
            ("site/_recipes/a.md", Data("---\nlayout: recipe\ningredients:\n- salt\n---\n".utf8)),
            ("site/_recipes/b.md", Data("no front matter".utf8)),
            ("site/_recipes/c.md", Data("---\ntitle: Soup\ncomponents:\n- Stock\nimage: soup.jpg\n---\nHot.".utf8)),
        ])
        let results = Array(try RecipeFileReader().read(data: zip, kind: .init(sniffingData: zip), baseDirectory: nil).get().recipes)
        #expect(results.count == 3)
        guard case .failure(let untitled) = results[0], case .failure(let bare) = results[1], case .success(let soup) = results[2] else {
            Issue.record("\(results)")
            return
        }
        #expect(untitled.message == "site/_recipes/a.md is a Chowdown recipe without a title")
        #expect(bare.code == .noRecipe)
        #expect(soup.recipe.ingredients.map(\.line) == ["Stock"] && soup.recipe.summary == "Hot.")
        #expect(soup.warnings == ["component “Stock” is not in the site’s _components; its title is kept as an ingredient",
                                  "photo soup.jpg is not in the export; left out"])
    }

    @Test("unpacked into a folder, each export reads the same, photos included", arguments: ["chowdown.zip", "copymethat.zip", "recipekeeper.zip", "plantoeat.zip"])
    func unpacked(_ fixture: String) throws {
        let expected = try Self.expectation(fixture)
        let temporary = TemporaryDirectory()
        let archive = try ZipArchive(path: Self.folder + "/" + fixture)
        for member in archive.members {
            let path = temporary.file(member.path)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: try archive.contents(of: member))
        }
        // What `larder import FOLDER` reads: the site's folder, recipes.html, the CSV.
        let sources = try FileManager.default.subpathsOfDirectory(atPath: temporary.path).sorted().filter {
            $0.hasSuffix(".html") || $0.hasSuffix(".csv") || $0 == "chowdown-gh-pages"
        }
        let source = try #require(sources.first)
        let document = try RecipeFileReader().read(path: temporary.file(source)).get()
        #expect(document.format.hasPrefix(expected["format"] as? String ?? "?"))
        let recipes = try document.recipes.map { try $0.get() }
        let expectedRecipes = try #require(expected["recipes"] as? [[String: Any]])
        #expect(recipes.count == expectedRecipes.count)
        for (imported, fields) in zip(recipes, expectedRecipes) {
            try Self.check(imported.recipe, against: fields, fixture: fixture)
        }
        if fixture == "chowdown.zip" {
            // One recipe file named alone finds its photo and components in the site around it.
            let one = try RecipeFileReader().read(path: temporary.file("chowdown-gh-pages/_recipes/pelmeni.md")).get()
            #expect(one.format == "Chowdown recipe")
            let pelmeni = try #require(try one.recipes.map { try $0.get() }.first)
            try Self.check(pelmeni.recipe, against: expectedRecipes[0], fixture: fixture)
        }
    }
}
