import Foundation
import LarderTestSupport
import Testing

@Suite("larder import")
struct ImportCommandTests {
    @Test("a folder of good, broken and non-recipe files: good ones in, each bad one reported, a nameless Recipe beside a named one skipped, exit 2")
    func mixedFolder() throws {
        let cli = CLI()
        cli.write("in/good.json", #"{"@type": "Recipe", "name": "Good Soup", "recipeIngredient": ["1 l water"], "url": "https://example.org/soup"}"#)
        cli.write("in/sub/page.html", #"<html lang="fr"><script type="application/ld+json">{"@type": "Recipe", "name": "Tarte"}</script></html>"#)
        cli.write("in/broken.json", #"{"@type": "Recipe", "name": "#)
        cli.write("in/other.json", #"{"name": "package", "version": "1.0"}"#)
        cli.write("in/nameless.jsonld", #"[{"@type": "Recipe", "name": "Fine"}, {"@type": "Recipe"}]"#)
        cli.write("in/photo.jpg", "not looked at")
        cli.write("in/.hidden.json", "{}")
        let run = try cli.run(["import", cli.folder + "/in"])
        #expect(run.status == 2, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("imported") && $0.contains("good.json") && $0.contains("Good Soup") })
        #expect(lines.contains { $0.hasPrefix("imported") && $0.contains("page.html") && $0.contains("Tarte") })
        #expect(lines.contains { $0.hasPrefix("failed") && $0.contains("broken.json") && $0.contains("invalid JSON") })
        #expect(lines.contains { $0.hasPrefix("failed") && $0.contains("other.json") && $0.contains("no schema.org Recipe") })
        #expect(lines.contains { $0.hasPrefix("skipped") && $0.contains("nameless.jsonld") && $0.contains("1 nameless Recipe item") })
        #expect(!run.stdout.contains("photo.jpg") && !run.stdout.contains(".hidden"))
        #expect(lines.last == "Done: 3 imported, 0 updated, 0 unchanged, 2 failed (5 files read; 1 other files ignored; 1 nameless Recipe item skipped).")
        let names = try cli.run(["list"]).stdout
        #expect(names.contains("Good Soup") && names.contains("Tarte") && names.contains("Fine"))
        #expect(names.split(separator: "\n").count == 3)
    }

    @Test("a folder of pages saved 'complete': each page once, with the photo from its NAME_files folder, whose frames are not pages")
    func savedCompletePages() throws {
        let cli = CLI()
        cli.write("in/Tarte Tatin – Site.html", #"<html lang="fr"><head><meta charset="utf-8"><script type="application/ld+json">{"@type": "Recipe", "name": "Tarte Tatin", "recipeIngredient": ["6 apples"], "image": "https://cdn.example.org/img/tatin.jpg?w=800"}</script></head><body><iframe src="./Tarte Tatin – Site_files/ad.html"></iframe></body></html>"#)
        cli.write("in/Tarte Tatin – Site_files/ad.html", "<html><body>an advertisement</body></html>")
        FileManager.default.createFile(atPath: cli.folder + "/in/Tarte Tatin – Site_files/tatin.jpg", contents: SampleImage.jpegHeader)
        let run = try cli.run(["import", cli.folder + "/in"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("as saved web page, schema.org JSON-LD"), "\(run.stdout)")
        #expect(!run.stdout.contains("ad.html") && !run.stdout.contains("warning"), "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").last == "Done: 1 imported, 0 updated, 0 unchanged, 0 failed (1 file read).")
        let shown = try cli.run(["show", "Tarte Tatin", "--json"]).stdout
        #expect(shown.contains("\"photo\""), "\(shown)")
    }

    @Test("importing again updates instead of duplicating")
    func reimport() throws {
        let cli = CLI()
        let path = cli.write("soup.json", #"{"@type": "Recipe", "name": "Soup", "url": "https://example.org/soup"}"#)
        #expect(try cli.run(["import", path]).status == 0)
        let again = try cli.run(["import", path])
        #expect(again.stdout.contains("unchanged"))
        cli.write("soup.json", #"{"@type": "Recipe", "name": "Better Soup", "url": "https://example.org/soup"}"#)
        let changed = try cli.run(["import", path])
        #expect(changed.stdout.contains("updated"))
        let list = try cli.json(["list", "--json"]) as? [[String: Any]]
        #expect(list?.map { $0["name"] as? String } == ["Better Soup"])
    }

    @Test("a card written by hand imports as the same recipe every time")
    func reimportHandWrittenCard() throws {
        let cli = CLI()
        let path = cli.write("porridge.recipe.md", "---\nlarder-card: 1\ntitle: Porridge\n---\n\n# Porridge\n\n## Ingredients\n\n- 50 g oats\n")
        #expect(try cli.run(["import", path]).stdout.contains("imported"))
        let again = try cli.run(["import", path])
        #expect(again.stdout.contains("unchanged"), "\(again.stdout)")
        let list = try cli.json(["list", "--json"]) as? [[String: Any]]
        #expect(list?.count == 1)
    }

    @Test("--json reports every file and recipe with its status")
    func jsonReport() throws {
        let cli = CLI()
        let good = cli.write("a.json", #"{"@type": "Recipe", "name": "A", "recipeIngredient": ["1 egg"], "image": "https://example.org/a.jpg"}"#)
        let bad = cli.write("b.json", "nope")
        let run = try cli.run(["import", "--json", good, bad, cli.folder + "/missing.json"])
        #expect(run.status == 2)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.count == 3)
        let first = try #require((files[0]["recipes"] as? [[String: Any]])?.first)
        #expect(first["status"] as? String == "imported")
        #expect((first["warnings"] as? [String])?.first == "photo https://example.org/a.jpg is on the web; not fetched (--offline)")
        #expect(files[1]["error"] != nil)
        #expect((files[2]["error"] as? String)?.contains("no such file") == true)
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["imported"] == 1 && summary["failed"] == 2)
    }

    @Test("- reads standard input")
    func standardInput() throws {
        let cli = CLI()
        let run = try cli.run(["import", "-"], stdin: #"{"@type": "Recipe", "name": "From Stdin"}"#)
        #expect(run.status == 0)
        #expect(try cli.run(["list"]).stdout.contains("From Stdin"))
    }

    @Test("a progress bar on a terminal when there are many files")
    func progressOnTerminal() throws {
        let cli = CLI()
        for index in 0..<30 { cli.write("many/r\(index).json", "{\"@type\": \"Recipe\", \"name\": \"R\(index)\"}") }
        // script(1) runs the command on a pseudo-terminal, as a user's shell would.
        let command = "'\(CLI.binary)' import --quiet '\(cli.folder)/many'"
        let run = try cli.run(["-qec", command, "/dev/null"], executable: "/usr/bin/script")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("30/30 files"))
        #expect(run.stdout.contains("█"))
        #expect(run.stdout.contains("Done: 30 imported"))
    }

    @Test("no progress bar and no escape codes when stderr is not a terminal")
    func noProgressWhenPiped() throws {
        let cli = CLI()
        for index in 0..<30 { cli.write("many/r\(index).json", "{\"@type\": \"Recipe\", \"name\": \"R\(index)\", \"recipeIngredient\": [\"1 egg\"]}") }
        let run = try cli.run(["import", "--quiet", cli.folder + "/many"])
        #expect(run.status == 0)
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(run.stdout == "Done: 30 imported, 0 updated, 0 unchanged, 0 failed (30 files read).\n")
    }
}
