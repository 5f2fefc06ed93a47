import Foundation
import LarderTestSupport
import Testing

/// `larder import` of other apps' exports, end to end: the format it says it
/// read, the photos beside unpacked recipes, and re-imports that update.
@Suite("larder import of app exports")
struct OtherAppImportTests {
    /// Writes `data` as `name` in the CLI's folder (making subfolders) and returns its path.
    @discardableResult
    func write(_ cli: CLI, _ name: String, _ data: Data) -> String {
        let path = cli.folder + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    func list(_ cli: CLI) throws -> [[String: Any]] {
        try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
    }

    @Test("a Paprika export imports, says so, and importing it again (edited in Paprika) updates instead of duplicating")
    func paprikaReimport() throws {
        let cli = CLI()
        let path = write(cli, "Export.paprikarecipes", OtherAppFixtures.paprikaExport([("Cocoa", "U1"), ("Tea", "U2")]))
        let first = try cli.run(["import", path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("as Paprika export"))
        #expect(first.stdout.contains("2 imported"))
        #expect(try cli.run(["import", path]).stdout.contains("0 imported, 0 updated, 2 unchanged"))
        // The same recipes (same uid) edited in Paprika and exported again.
        write(cli, "Export.paprikarecipes", OtherAppFixtures.zip([
            ("Cocoa.paprikarecipe", OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "Hot Cocoa", uid: "U1"))),
            ("Tea.paprikarecipe", OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "Tea", uid: "U2"))),
        ]))
        let again = try cli.run(["import", path])
        #expect(again.stdout.contains("0 imported, 1 updated, 1 unchanged"), "\(again.stdout)")
        #expect(try list(cli).compactMap { $0["name"] as? String }.sorted() == ["Hot Cocoa", "Tea"])
    }

    @Test("each kind of export, by extension or by content, updates on a second import", arguments: [
        ("mealie.zip", "Mealie export"), ("backup.zip", "Mealie backup"), ("export.zip", "Tandoor export"),
        ("cookbook.zip", "Nextcloud Cookbook export"), ("no-extension", "Tandoor export"),
    ])
    func everyKindReimports(_ name: String, _ format: String) throws {
        let cli = CLI()
        let data: Data
        switch name {
        case "mealie.zip": data = OtherAppFixtures.mealieExport([("Beans", "beans"), ("Peas", "peas")])
        case "backup.zip": data = OtherAppFixtures.mealieBackup([("Rice", "5d1f7c2a-9a5e-4c39-8d4b-2f0a1c9e7b01"), ("Oats", "5d1f7c2a-9a5e-4c39-8d4b-2f0a1c9e7b02")])
        case "cookbook.zip": data = OtherAppFixtures.nextcloudExport(["Flatbread", "Naan"])
        default: data = OtherAppFixtures.tandoorExport(["Pea Soup", "Leek Soup"])
        }
        let path = write(cli, name, data)
        let first = try cli.run(["import", path])
        #expect(first.status == 0 && first.stdout.contains("as \(format)") && first.stdout.contains("2 imported"), "\(first.stdout)\(first.stderr)")
        let again = try cli.run(["import", path])
        #expect(again.stdout.contains("0 imported, 0 updated, 2 unchanged"), "\(again.stdout)")
        let recipes = try list(cli)
        #expect(recipes.count == 2)
    }

    @Test("unpacked Nextcloud and Mealie folders: one source per recipe folder, its photo used, nothing twice")
    func unpackedFolders() throws {
        let cli = CLI()
        write(cli, "in/Flatbread/recipe.json", OtherAppFixtures.nextcloudRecipe(name: "Flatbread", id: "4"))
        write(cli, "in/Flatbread/full.jpg", SampleImage.jpegHeader)
        write(cli, "in/Flatbread/thumb.jpg", SampleImage.jpegHeader)
        write(cli, "in/mealie/recipes/beans/beans.json", OtherAppFixtures.mealieRecipe(name: "Beans", slug: "beans"))
        write(cli, "in/mealie/recipes/beans/images/original.webp", OtherAppFixtures.webpHeader)
        write(cli, "in/mealie/recipes/beans/images/min-original.webp", OtherAppFixtures.webpHeader)
        let run = try cli.run(["import", cli.folder + "/in"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("recipe.json as Nextcloud Cookbook export") && run.stdout.contains("beans.json as Mealie export"))
        #expect(run.stdout.split(separator: "\n").last == "Done: 2 imported, 0 updated, 0 unchanged, 0 failed (2 files read).")
        for name in ["Flatbread", "Beans"] {
            let shown = try #require(try cli.json(["show", "--json", name]) as? [String: Any])
            #expect(shown["photo"] != nil, "\(name)")
        }
        #expect(try cli.run(["import", cli.folder + "/in"]).stdout.contains("2 unchanged"))
    }

    @Test("each committed fixture of the newer readers imports, says its format, and a second import leaves every recipe unchanged",
          arguments: [("chowdown.zip", "Chowdown site"), ("copymethat.zip", "Copy Me That export"), ("plantoeat.zip", "Plan to Eat export"),
                      ("recipekeeper.zip", "Recipe Keeper export"), ("myrecipebox.csv", "My Recipe Box export")])
    func fixtureReimports(_ fixture: String, _ format: String) throws {
        let cli = CLI()
        let path = CLI.repository + "/Tests/Fixtures/apps/" + fixture
        let first = try cli.run(["import", path])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("\(fixture) as \(format)"), "\(first.stdout)")
        #expect(first.stdout.contains("Done: 3 imported, 0 updated, 0 unchanged, 0 failed"), "\(first.stdout)")
        let again = try cli.run(["import", path])
        #expect(again.status == 0 && again.stdout.contains("Done: 0 imported, 0 updated, 3 unchanged, 0 failed"), "\(again.stdout)")
        #expect(try list(cli).count == 3)
    }

    @Test("unpacked exports in a folder: a Chowdown site is one source, recipes.html reads its photos, a CSV counts only when it is an app's")
    func unpackedExports() throws {
        let cli = CLI()
        let fixtures = CLI.repository + "/Tests/Fixtures/apps/"
        for (fixture, folder) in [("chowdown.zip", "in"), ("copymethat.zip", "in/copymethat"), ("plantoeat.zip", "in/plantoeat")] {
            let unzip = Process()
            unzip.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            unzip.arguments = ["-m", "zipfile", "-e", fixtures + fixture, cli.folder + "/" + folder]
            try unzip.runWithNoSignalBlocked()
            unzip.waitUntilExit()
        }
        write(cli, "in/budget.csv", Data("date,amount\n".utf8))
        let run = try cli.run(["import", cli.folder + "/in"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("chowdown-gh-pages as Chowdown site") && run.stdout.contains("recipes.html as Copy Me That export")
                && run.stdout.contains(".csv as Plan to Eat export"), "\(run.stdout)")
        #expect(!run.stdout.contains("budget.csv"))
        #expect(run.stdout.contains("Done: 9 imported, 0 updated, 0 unchanged, 0 failed"), "\(run.stdout)")
        // Every photo was found beside its export (only Plan to Eat's web addresses are warned about).
        #expect(!run.stdout.contains("left out"), "\(run.stdout)")
        #expect(try cli.run(["import", cli.folder + "/in"]).stdout.contains("0 imported, 0 updated, 9 unchanged"))
    }
}
