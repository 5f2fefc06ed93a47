import Foundation
import LarderTestSupport
import Testing

@Suite("larder open and preview")
struct OpenCommandTests {
    /// A store with the sample collection and its cards.
    func populated() throws -> (CLI, String) {
        let cli = CLI()
        #expect(try cli.run(["import", "--quiet", CLI.repository + "/data/recipes"]).status == 0)
        let folder = cli.folder + "/cards"
        #expect(try cli.run(["export", "--cards", folder]).status == 0)
        return (cli, folder)
    }

    @Test("preview writes one self-contained HTML page: text escaped, photo inline")
    func preview() throws {
        let (cli, _) = try populated()
        let run = try cli.run(["preview", "carbonara"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(run.stdout.contains("<h1>Spaghetti Carbonara</h1>"))
        #expect(run.stdout.contains("src=\"data:image/jpeg;base64,"))
        #expect(!run.stdout.contains("http://") || !run.stdout.contains("<script"), "no script, nothing fetched")
        #expect(try cli.run(["add", "--name", "<script>alert(1)</script> & \"friends\""]).status == 0)
        let hostile = try cli.run(["preview", "--output", cli.folder + "/x.html", "<script>alert(1)</script> & \"friends\""])
        #expect(hostile.status == 0, "\(hostile.stderr)")
        let page = try String(contentsOfFile: cli.folder + "/x.html", encoding: .utf8)
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;"))
        #expect(!page.contains("<script>alert"))
    }

    @Test("open a card: its recipe's page, or its path without a display; --print in the terminal")
    func openCard() throws {
        let (cli, folder) = try populated()
        let card = folder + "/Crème brûlée.recipe.md"
        let printed = try cli.run(["open", "--print", card])
        #expect(printed.status == 0 && printed.stdout.contains("Crème brûlée") && printed.stdout.contains("Ingredients"))
        let opened = try cli.run(["open", card], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "XDG_CACHE_HOME": cli.folder + "/cache"])
        #expect(opened.status == 0, "\(opened.stderr)")
        let page = opened.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(page.hasPrefix(cli.folder + "/cache/larder/pages/") && page.hasSuffix(".html"))
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("<h1>Crème brûlée</h1>"))
        let mode = try FileManager.default.attributesOfItem(atPath: page)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("a card from another store is explained, or imported with --import")
    func foreignCard() throws {
        let (cli, folder) = try populated()
        let other = CLI()
        let card = folder + "/罗宋汤.recipe.md"
        let refused = try other.run(["open", "--print", card])
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("another Larder store") && refused.stderr.contains("--import"))
        let imported = try other.run(["open", "--print", "--import", card])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("罗宋汤"))
        #expect(try other.run(["list"]).stdout.contains("罗宋汤"))
        _ = cli
    }

    @Test("a file that is not a card is refused with the parser's reason")
    func notACard() throws {
        let cli = CLI()
        let path = cli.write("notes.recipe.md", "# my notes\n")
        let run = try cli.run(["open", "--print", path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("not a recipe card"))
    }
}
