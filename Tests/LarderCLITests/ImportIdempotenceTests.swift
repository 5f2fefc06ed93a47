import Foundation
import LarderModel
import LarderStore
import LarderTestSupport
import Testing

/// Importing the same source again never adds its recipes twice, whatever
/// identity the source gives them (none at all, in many files).
@Suite("larder import, again")
struct ImportIdempotenceTests {
    func names(_ cli: CLI) throws -> [String] {
        let list = try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
        return list.compactMap { $0["name"] as? String }.sorted()
    }

    @Test("a schema.org Recipe with no @id, identifier or url, imported twice, is one recipe")
    func plainFileTwice() throws {
        let cli = CLI()
        let path = cli.write("plain.json", #"{"@type": "Recipe", "name": "Plain", "recipeIngredient": ["1 egg"], "recipeInstructions": "Boil."}"#)
        let first = try cli.run(["import", path])
        #expect(first.stdout.contains("1 imported"), "\(first.stdout)")
        let again = try cli.run(["import", path])
        #expect(again.status == 0 && again.stdout.contains("0 imported, 0 updated, 1 unchanged"), "\(again.stdout)")
        #expect(try names(cli) == ["Plain"])
    }

    @Test("the same recipe twice in one file is two recipes, on every import")
    func repeatedWithinAFile() throws {
        let cli = CLI()
        let recipe = #"{"@type": "Recipe", "name": "Twin", "recipeIngredient": ["1 egg"]}"#
        let path = cli.write("twins.json", "[\(recipe), \(recipe)]")
        #expect(try cli.run(["import", path]).stdout.contains("2 imported"))
        #expect(try cli.run(["import", path]).stdout.contains("0 imported, 0 updated, 2 unchanged"))
        #expect(try names(cli) == ["Twin", "Twin"])
    }

    @Test("a recipe edited in the source: its description updates it; new ingredients bring it in beside, never over it")
    func editedSource() throws {
        let cli = CLI()
        let path = cli.write("soup.json", #"{"@type": "Recipe", "name": "Soup", "description": "Warm.", "recipeIngredient": ["1 l water"]}"#)
        #expect(try cli.run(["import", path]).status == 0)
        cli.write("soup.json", #"{"@type": "Recipe", "name": "Soup", "description": "Warm and good.", "recipeIngredient": ["1 l water"]}"#)
        #expect(try cli.run(["import", path]).stdout.contains("1 updated"))
        cli.write("soup.json", #"{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["1 l stock"]}"#)
        #expect(try cli.run(["import", path]).stdout.contains("1 imported"))
        let soups = try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
        #expect(soups.count == 2)
    }

    @Test("a folder of saved pages twice: pages are known by their canonical or og:url address, else by their content")
    func pageFolderTwice() throws {
        let cli = CLI()
        func page(_ head: String, _ recipe: String) -> String {
            #"<html><head>\#(head)<script type="application/ld+json">\#(recipe)</script></head><body></body></html>"#
        }
        cli.write("in/canonical.html", page(#"<link rel="canonical" href="https://example.org/tarte">"#, #"{"@type": "Recipe", "name": "Tarte"}"#))
        cli.write("in/og.html", page(#"<meta property="og:url" content="https://example.org/flan">"#, #"{"@type": "Recipe", "name": "Flan"}"#))
        cli.write("in/neither.html", page("", #"{"@type": "Recipe", "name": "Crumble", "recipeIngredient": ["apples"]}"#))
        // Many pages give their Recipe node the same relative @id: it names nothing across pages.
        cli.write("in/relative-a.html", page("", ##"{"@id": "#recipe", "@type": "Recipe", "name": "Pie A"}"##))
        cli.write("in/relative-b.html", page("", ##"{"@id": "#recipe", "@type": "Recipe", "name": "Pie B"}"##))
        let first = try cli.run(["import", cli.folder + "/in"])
        #expect(first.stdout.split(separator: "\n").last == "Done: 5 imported, 0 updated, 0 unchanged, 0 failed (5 files read).", "\(first.stdout)")
        let again = try cli.run(["import", cli.folder + "/in"])
        #expect(again.stdout.split(separator: "\n").last == "Done: 0 imported, 0 updated, 5 unchanged, 0 failed (5 files read).", "\(again.stdout)")
        #expect(try names(cli) == ["Crumble", "Flan", "Pie A", "Pie B", "Tarte"])
        let tarte = try #require(try cli.json(["show", "--json", "Tarte"]) as? [String: Any])
        #expect(tarte["sourceURL"] as? String == "https://example.org/tarte", "\(tarte)")
        // The same page saved again under another name is the same recipe.
        cli.write("elsewhere/Tarte – Example.html", page(#"<link rel="canonical" href="https://example.org/tarte">"#, #"{"@type": "Recipe", "name": "Tarte"}"#))
        #expect(try cli.run(["import", cli.folder + "/elsewhere"]).stdout.contains("1 unchanged"))
    }

    @Test("what pages put in url that is no address ('true', a path), and one identifier given to two recipes of a page: nothing goes over anything")
    func weakIdentities() throws {
        let cli = CLI()
        func page(_ recipes: String) -> String { #"<html><script type="application/ld+json">[\#(recipes)]</script></html>"# }
        cli.write("in/a.html", page(#"{"@type": "Recipe", "name": "Pie", "url": "true", "mainEntityOfPage": "True"}"#))
        cli.write("in/b.html", page(#"{"@type": "Recipe", "name": "Stew", "url": "/recipe/1"}"#))
        cli.write("in/c.html", page(#"{"@type": "Recipe", "name": "Soup", "url": "true"}"#))
        cli.write("in/d.html", page(#"{"@type": "Recipe", "name": "Cake", "identifier": "https://example.org/cake#r"}, {"@type": "Recipe", "name": "Cake, the short version", "identifier": "https://example.org/cake#r"}"#))
        // One recipe known by its identifier, another on the same page by the page's address only.
        cli.write("in/e.html", page(#"{"@type": "Recipe", "name": "Tart", "@id": "https://example.org/tart#r", "url": "https://example.org/tart"}, {"@type": "Recipe", "name": "Tart (print)", "url": "https://example.org/tart"}"#))
        let first = try cli.run(["import", cli.folder + "/in"])
        #expect(first.stdout.split(separator: "\n").last == "Done: 7 imported, 0 updated, 0 unchanged, 0 failed (5 files read).", "\(first.stdout)")
        let again = try cli.run(["import", cli.folder + "/in"])
        #expect(again.stdout.split(separator: "\n").last == "Done: 0 imported, 0 updated, 7 unchanged, 0 failed (5 files read).", "\(again.stdout)")
        let pie = try #require(try cli.json(["show", "--json", "Pie"]) as? [String: Any])
        #expect(pie["sourceURL"] == nil, "\(pie)")
    }

    @Test("SIGKILL during a 20,000-recipe import without identifiers, then the same import again: exactly 20,000 recipes")
    func killedImportRerun() throws {
        let cli = CLI()
        let file = cli.write("big.json", SyntheticJSONLD.recipes(20_000, addresses: false))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["import", "--quiet", "--store", cli.storePath, file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.runWithNoSignalBlocked()
        // Killed once some batches are committed, and (most likely) not all of them.
        var saved = 0
        _ = try Poll.until(seconds: 600) {
            guard FileManager.default.fileExists(atPath: cli.storePath) else { return false }
            saved = (try? RecipeStore(path: cli.storePath, mode: .readOnly).count()) ?? 0
            return saved > 0 || !process.isRunning
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(saved > 0, "the import should have committed a batch before it was killed")
        let rerun = try cli.run(["import", "--quiet", file])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let store = try RecipeStore(path: cli.storePath, mode: .readOnly)
        #expect(try store.count() == 20_000)
        let summary = try #require(rerun.stdout.firstMatch(of: /Done: (\d+) imported, 0 updated, (\d+) unchanged, 0 failed/), "\(rerun.stdout)")
        #expect(Int(summary.1)! + Int(summary.2)! == 20_000)
        #expect(try cli.run(["import", "--quiet", file]).stdout.contains("0 imported, 0 updated, 20000 unchanged"))
    }
}
