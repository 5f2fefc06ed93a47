import Foundation
import LarderTestSupport
import Testing

/// Files in the card folder named like cards that Larder cannot take in: each
/// is named with why, once, and left alone; the other cards are taken in.
@Suite("cards that cannot be taken in")
struct RefusedCardTests {
    /// A Markdown note named like a card, without the `larder-card` line.
    static let noVersion = "---\ntitle: Granny's Notes\n---\n\n# Granny's Notes\n\n- 50 g oats\n"
    /// Not a card at all: no front matter.
    static let noFrontMatter = "# Shopping list\n\n- milk\n"

    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("larder sync and export --sync name each file with why (missing larder-card, a parse error with its line), take in the rest, touch nothing")
    func oneShot() throws {
        let cli = CLI()
        let folder = cli.folder + "/Recipes"
        #expect(try cli.run(["export", "--cards", folder]).status == 0)
        let notes = cli.write("Recipes/Notes.recipe.md", Self.noVersion)
        let list = cli.write("Recipes/List.recipe.md", Self.noFrontMatter)
        cli.write("Recipes/Porridge.recipe.md", HandWrittenCards.card(title: "Porridge"))
        cli.write("Recipes/notes.txt", "not named like a card: not mentioned")

        let sync = try cli.run(["export", "--sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout.contains("imported   Porridge.recipe.md"), "\(sync.stdout)")
        #expect(count("not taken  Notes.recipe.md: line 2: the front matter has no 'larder-card' version (add a line 'larder-card: 1'", in: sync.stdout) == 1,
                "\(sync.stdout)")
        #expect(count("not taken  List.recipe.md: line 1: a card starts with a '---' line", in: sync.stdout) == 1, "\(sync.stdout)")
        #expect(!sync.stdout.contains("notes.txt"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == Self.noVersion)
        #expect(try String(contentsOfFile: list, encoding: .utf8) == Self.noFrontMatter)

        let json = try #require(try cli.json(["sync", "--json"]) as? [String: Any])
        let refused = try #require(json["refused"] as? [[String: Any]])
        #expect(refused.compactMap { $0["fileName"] as? String }.sorted() == ["List.recipe.md", "Notes.recipe.md"])
        #expect(refused.allSatisfy { ($0["message"] as? String)?.hasPrefix("line ") == true }, "\(refused)")

        // Fixed, it is taken in like any card written by hand.
        try Data(Self.noVersion.replacingOccurrences(of: "---\ntitle", with: "---\nlarder-card: 1\ntitle").utf8).write(to: URL(fileURLWithPath: notes))
        let fixed = try cli.run(["sync"])
        #expect(fixed.stdout.contains("imported   Notes.recipe.md") && !fixed.stdout.contains("not taken  Notes"), "\(fixed.stdout)")
        #expect(try cli.run(["show", "Granny's Notes"]).status == 0)
    }

    @Test("larder sync --watch names a file once, not on every sync after, and again when its reason changes")
    func watcherSaysEachOnce() throws {
        let setup = try SyncWatchTests.Setup(samples: false)
        func refusedNames(_ event: [String: Any]) -> [String] {
            ((event["report"] as? [String: Any])?["refused"] as? [[String: Any]] ?? []).compactMap { $0["fileName"] as? String }
        }
        var before = setup.watcher.events.count
        try Data(Self.noVersion.utf8).write(to: URL(fileURLWithPath: setup.card("Notes.recipe.md")))
        let said = setup.watcher.waitForEvent(after: before) { refusedNames($0) == ["Notes.recipe.md"] }
        #expect(said != nil, "\(setup.watcher.events.suffix(3))")

        // Another card arrives: taken in, and the note is not said again.
        before = setup.watcher.events.count
        try Data(HandWrittenCards.card(title: "Porridge").utf8).write(to: URL(fileURLWithPath: setup.card("Porridge.recipe.md")))
        let taken = setup.watcher.waitForEvent(after: before) {
            ((($0["report"] as? [String: Any])?["imported"] as? [String]) ?? []).contains("Porridge.recipe.md")
        }
        #expect(taken != nil, "\(setup.watcher.events.suffix(3))")
        #expect(setup.watcher.waitUntilSettled())
        #expect(setup.watcher.events.dropFirst(before).allSatisfy { refusedNames($0).isEmpty }, "\(setup.watcher.events.suffix(4))")

        // The note changed, with another reason: said again.
        before = setup.watcher.events.count
        try Data(Self.noFrontMatter.utf8).write(to: URL(fileURLWithPath: setup.card("Notes.recipe.md")))
        let again = setup.watcher.waitForEvent(after: before) { refusedNames($0) == ["Notes.recipe.md"] }
        #expect(again != nil, "\(setup.watcher.events.suffix(3))")
        _ = setup.watcher.stop()
    }
}
