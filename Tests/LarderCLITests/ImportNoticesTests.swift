import Foundation
import LarderTestSupport
import Testing

/// What `larder import` says of what it read besides the recipes, and which
/// of it fails the run: nameless Recipe items beside a recipe are skipped and
/// counted; a recipe without ingredients or a name in Paprika comes in, with a warning.
@Suite("larder import: skipped items and warnings")
struct ImportNoticesTests {
    func report(_ run: CLI.Run) throws -> (files: [[String: Any]], summary: [String: Int]) {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return (try #require(report["files"] as? [[String: Any]]), try #require(report["summary"] as? [String: Int]))
    }

    @Test("a page whose recipe sits among eight nameless teasers: imported, the teasers skipped and counted, exit 0")
    func teasersSkipped() throws {
        let cli = CLI()
        let path = cli.write("Weeknight Chicken Curry.html", PageFixtures.recipeWithTeasers)
        let run = try cli.run(["import", path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("imported   \(path): “Weeknight Chicken Curry”"))
        #expect(lines.contains("skipped    \(path): 8 nameless Recipe items, such as a page's links to other recipes"))
        #expect(!lines.contains { $0.hasPrefix("failed") })
        #expect(lines.last == "Done: 1 imported, 0 updated, 0 unchanged, 0 failed (1 file read; 8 nameless Recipe items skipped).")
        let quiet = try cli.run(["import", "--quiet", path])
        #expect(quiet.status == 0 && !quiet.stdout.contains("skipped    "))
        #expect(quiet.stdout.split(separator: "\n").last == "Done: 0 imported, 0 updated, 1 unchanged, 0 failed (1 file read; 8 nameless Recipe items skipped).")
        let json = try cli.run(["import", "--json", path])
        #expect(json.status == 0)
        let (files, summary) = try report(json)
        #expect(files.first?["skipped"] as? Int == 8 && (files.first?["recipes"] as? [Any])?.count == 1)
        #expect(summary["skipped"] == 8 && summary["failed"] == 0 && summary["unchanged"] == 1)
    }

    @Test("a page of nameless teasers alone fails as before: each says it has no name, exit 2")
    func teasersAlone() throws {
        let cli = CLI()
        let path = cli.write("curries.html", PageFixtures.teasersOnly)
        let run = try cli.run(["import", "--json", path])
        #expect(run.status == 2)
        let (files, summary) = try report(run)
        let recipes = try #require(files.first?["recipes"] as? [[String: Any]])
        #expect(recipes.map { $0["error"] as? String } == Array(repeating: "a Recipe has no name", count: 3))
        #expect(summary["failed"] == 3 && summary["skipped"] == 0 && files.first?["skipped"] as? Int == 0)
    }

    @Test("a recipe without ingredients is imported with a warning, in lines and in --json; exit 0")
    func noIngredients() throws {
        let cli = CLI()
        let path = cli.write("negroni.json", #"{"@type": "Recipe", "name": "Negroni", "recipeInstructions": "Stir with ice and strain."}"#)
        let run = try cli.run(["import", path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("warning    \(path): “Negroni”: no ingredients found; imported without them"), "\(run.stdout)")
        let json = try cli.run(["import", "--json", path])
        #expect(json.status == 0)
        let recipe = try #require((try report(json).files.first?["recipes"] as? [[String: Any]])?.first)
        #expect(recipe["warnings"] as? [String] == ["no ingredients found; imported without them"])
    }

    @Test("a Paprika recipe without a name comes in as an untitled recipe, with a warning; exit 0")
    func paprikaUntitled() throws {
        let cli = CLI()
        let path = cli.folder + "/Export.paprikarecipes"
        FileManager.default.createFile(atPath: path, contents: OtherAppFixtures.zip([
            (".paprikarecipe", OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "", uid: "U0"))),
            ("Cocoa.paprikarecipe", OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "Cocoa", uid: "U1"))),
        ]))
        let run = try cli.run(["import", path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("warning    \(path): “Untitled recipe”: the recipe has no name in Paprika; imported as “Untitled recipe”"), "\(run.stdout)")
        #expect(run.stdout.contains("2 imported"))
        let names = try #require(try cli.json(["list", "--json"]) as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.sorted() == ["Cocoa", "Untitled recipe"])
    }
}
