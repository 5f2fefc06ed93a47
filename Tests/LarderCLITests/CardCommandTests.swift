import Foundation
import LarderTestSupport
import Testing

@Suite("larder export --cards and friends")
struct CardCommandTests {
    func cardNames(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".recipe.md") }.sorted()
    }

    @Test("set up a card folder; later commands keep it in sync; check, repair and exit codes")
    func lifecycle() throws {
        let cli = CLI()
        #expect(try cli.run(["add", "--name", "Toast"]).status == 0)
        let folder = cli.folder + "/Documents/Recipes"
        let setup = try cli.run(["export", "--cards", folder])
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(try cardNames(folder) == ["Toast.recipe.md"])
        #expect(try cli.run(["add", "--name", "Pancakes"]).status == 0)
        #expect(try cardNames(folder) == ["Pancakes.recipe.md", "Toast.recipe.md"], "add updates the cards")
        #expect(try cli.run(["rm", "Toast"]).status == 0)
        #expect(try cardNames(folder) == ["Pancakes.recipe.md"], "rm updates the cards")
        let clean = try cli.run(["export", "--check"])
        #expect(clean.status == 0 && clean.stdout.contains("match the store"))
        try FileManager.default.removeItem(atPath: folder + "/Pancakes.recipe.md")
        FileManager.default.createFile(atPath: folder + "/mine.txt", contents: Data("mine".utf8))
        let check = try cli.run(["export", "--check"])
        #expect(check.status == 5)
        #expect(check.stdout.contains("missing    Pancakes.recipe.md") && check.stdout.contains("foreign    mine.txt"))
        #expect(try cli.run(["export", "--repair"]).status == 0)
        #expect(try cli.run(["export", "--check"]).status == 0, "only a foreign file is left, which is not a difference")
        #expect(FileManager.default.fileExists(atPath: folder + "/mine.txt"))
        #expect(try cli.run(["export", "--sync", "--check"]).status == 64)
    }

    @Test("without a folder set up, --sync explains what to do; the default folder follows user-dirs.dirs")
    func defaults() throws {
        let cli = CLI()
        let sync = try cli.run(["export", "--sync"])
        #expect(sync.status == 1 && sync.stderr.contains("larder export --cards"))
        let home = cli.folder + "/home"
        cli.write("home/.config/user-dirs.dirs", "XDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n")
        #expect(try cli.run(["add", "--name", "Toast"]).status == 0)
        let setup = try cli.run(["export", "--cards"], environment: ["HOME": home, "XDG_CONFIG_HOME": ""])
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(try cardNames(home + "/Dokumente/Recipes") == ["Toast.recipe.md"])
    }

    @Test("a card edited with sed -i becomes the recipe at export --sync; edited on both sides it becomes a conflict that resolve settles")
    func editedCards() throws {
        let cli = CLI()
        let folder = cli.folder + "/Recipes"
        #expect(try cli.run(["add", "--name", "Toast", "--ingredient", "1 slice of bread", "--step", "Toast it."]).status == 0)
        #expect(try cli.run(["export", "--cards", folder]).status == 0)
        let card = folder + "/Toast.recipe.md"
        #expect(try Program.run("/usr/bin/sed", ["-i", "s/^- 1 slice of bread$/- 2 slices of rye/", card], package: "sed").status == 0)
        let edited = try cli.run(["export", "--check"])
        #expect(edited.status == 5 && edited.stdout.contains("edited     Toast.recipe.md"), "\(edited.stdout)")
        let sync = try cli.run(["export", "--sync"])
        #expect(sync.status == 0 && sync.stdout.contains("imported   Toast.recipe.md"), "\(sync.stdout)")
        #expect(try cli.run(["show", "Toast"]).stdout.contains("2 slices of rye"))
        #expect(try cli.run(["export", "--check"]).status == 0)

        // Edited in a text editor and with larder edit, before any sync: both kept.
        #expect(try Program.run("/usr/bin/sed", ["-i", "s/^1. Toast it.$/1. Toast it in a pan./", card], package: "sed").status == 0)
        let editor = cli.write("editor.sh", "#!/bin/sh\nsed -i 's/^Toast it.$/Toast it under the grill./' \"$1\"\n")
        chmod(editor, 0o755)
        let edit = try cli.run(["edit", "Toast"], environment: ["EDITOR": editor, "VISUAL": ""])
        #expect(edit.status == 0 && edit.stderr.contains("conflict"), "larder edit's sync says it kept a conflict copy: \(edit.stderr)")
        let conflictCheck = try cli.run(["export", "--check"])
        #expect(conflictCheck.status == 5 && conflictCheck.stdout.contains("conflict") && conflictCheck.stdout.contains("larder resolve"), "\(conflictCheck.stdout)")
        let names = try cardNames(folder)
        let copy = try #require(names.first { $0.contains("(conflict ") }, "\(names)")
        #expect(try String(contentsOfFile: folder + "/" + copy, encoding: .utf8).contains("Toast it in a pan."))
        let wrong = try cli.run(["resolve", "Toast.recipe.md", "--keep", "card"])
        #expect(wrong.status == 1 && wrong.stderr.contains("not a conflict"), "\(wrong.stderr)")
        let resolved = try cli.run(["resolve", copy, "--keep", "card"])
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(try cli.run(["show", "Toast"]).stdout.contains("Toast it in a pan."))
        #expect(try cardNames(folder) == ["Toast.recipe.md"])
        #expect(try cli.run(["export", "--check"]).status == 0)
    }

    @Test("a card deleted with rm sends its recipe to the trash at export --sync; larder trash lists it, larder restore brings recipe and card back")
    func trashAndRestore() throws {
        let cli = CLI()
        let folder = cli.folder + "/Recipes"
        #expect(try cli.run(["add", "--name", "Toast", "--ingredient", "1 slice of bread", "--step", "Toast it."]).status == 0)
        #expect(try cli.run(["add", "--name", "Jam", "--step", "Boil."]).status == 0)
        #expect(try cli.run(["export", "--cards", folder]).status == 0)
        let before = try cli.run(["show", "Toast", "--json"]).stdout
        #expect(try Program.run("/bin/rm", [folder + "/Toast.recipe.md"], package: "coreutils").status == 0)
        let sync = try cli.run(["export", "--sync"])
        #expect(sync.status == 0 && sync.stdout.contains("trashed    “Toast”"), "\(sync.stdout)")
        #expect(try cli.run(["show", "Toast"]).status == 3)
        let trash = try cli.run(["trash"])
        #expect(trash.status == 0 && trash.stdout.contains("Toast") && trash.stdout.contains("card removed"), "\(trash.stdout)")
        let listed = try #require(try cli.json(["trash", "--json"]) as? [[String: Any]])
        #expect(listed.first?["reason"] as? String == "card-removed")
        #expect(try cli.run(["restore", "Nothing such"]).status == 3)
        let restore = try cli.run(["restore", "toast"])
        #expect(restore.status == 0 && restore.stdout.contains("Restored “Toast”"), "\(restore.stderr)")
        #expect(try cli.run(["show", "Toast", "--json"]).stdout == before, "every field back, identity included")
        #expect(try cardNames(folder) == ["Jam.recipe.md", "Toast.recipe.md"])
        #expect(try cli.run(["export", "--check"]).status == 0)
        #expect(try cli.run(["trash"]).stdout.contains("The trash is empty."))
        // larder rm also goes through the trash.
        #expect(try cli.run(["rm", "Jam"]).stdout.contains("in the trash"))
        #expect(try cli.run(["restore", "Jam"]).status == 0)
        #expect(try cardNames(folder) == ["Jam.recipe.md", "Toast.recipe.md"])
    }

    @Test("a card written by hand in a text editor becomes a recipe at export --sync")
    func handWrittenCard() throws {
        let cli = CLI()
        let folder = cli.folder + "/Recipes"
        #expect(try cli.run(["export", "--cards", folder]).status == 0)
        cli.write("Recipes/Porridge.recipe.md", "---\nlarder-card: 1\ntitle: Porridge\n---\n\n# Porridge\n\n## Ingredients\n\n- 50 g oats\n")
        let check = try cli.run(["export", "--check"])
        #expect(check.status == 5 && check.stdout.contains("new        Porridge.recipe.md"), "\(check.stdout)")
        let sync = try cli.run(["export", "--sync"])
        #expect(sync.status == 0 && sync.stdout.contains("imported   Porridge.recipe.md"), "\(sync.stdout)")
        #expect(try cli.run(["show", "Porridge"]).stdout.contains("50 g oats"))
        #expect(try cli.run(["export", "--check"]).status == 0)
    }

    @Test("the default card folder is the documents folder as GLib reads user-dirs.dirs, the rule the indexer's &DOCUMENTS follows")
    func defaultFolderAsGLibReadsIt() throws {
        let cli = CLI()
        let home = cli.folder + "/home"
        // Spaces around "=" and a comment: xdg-user-dirs and GLib accept both.
        cli.write("home/.config/user-dirs.dirs", "# written by hand\n  XDG_DOCUMENTS_DIR = \"$HOME/Papiers\"\n")
        #expect(try cli.run(["add", "--name", "Toast"]).status == 0)
        let setup = try cli.run(["export", "--cards"], environment: ["HOME": home, "XDG_CONFIG_HOME": ""])
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(try cardNames(home + "/Papiers/Recipes") == ["Toast.recipe.md"])
        #expect(!FileManager.default.fileExists(atPath: home + "/Documents"))
    }

    @Test("cards restore a store: export, import into a fresh store, same recipes; importing again changes nothing")
    func restore() throws {
        let cli = CLI()
        #expect(try cli.run(["import", "--quiet", CLI.repository + "/data/recipes"]).status == 0)
        let folder = cli.folder + "/cards"
        #expect(try cli.run(["export", "--cards", folder]).status == 0)
        let fresh = CLI()
        let restored = try fresh.run(["import", folder])
        #expect(restored.status == 0, "\(restored.stdout)")
        let before = try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
        let after = try #require(try fresh.json(["list", "--json"]) as? [[String: Any]])
        #expect(after.map { $0["id"] as? String } == before.map { $0["id"] as? String })
        for entry in before.prefix(10) {
            let id = try #require(entry["id"] as? String)
            var original = try #require(try cli.json(["show", id, "--json"]) as? [String: Any])
            var copy = try #require(try fresh.json(["show", id, "--json"]) as? [String: Any])
            // The card carries a downscaled photo; the URI names each store.
            for key in ["photo", "uri"] { original[key] = nil; copy[key] = nil }
            #expect(try canonical(original) == canonical(copy), "\(entry["name"] ?? "")")
        }
        #expect(try fresh.run(["import", "--quiet", folder]).stdout.contains("0 imported, 0 updated"))
    }

    func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("killed with SIGKILL at random moments of a 2,000-recipe export: --sync then --check find nothing wrong")
    func killAtRandom() throws {
        let cli = CLI()
        let count = 2_000
        let file = cli.write("big.json", SyntheticJSONLD.recipes(count))
        #expect(try cli.run(["import", "--quiet", file]).status == 0)
        // A card folder is set up before the first kill: a kill that lands before
        // `export --cards` records its folder leaves the previous one in place,
        // never none (then --sync rightly says no folder is set up).
        // Not about thumbnails: drawing thousands of them each round would take minutes.
        // Kills are spread over the time a whole export takes here, so that most
        // land during one on a fast machine and on a slow one alike: at first
        // the time the first export took (the store is left with B, and the
        // first round switches to A), then less whenever an export ended before
        // its kill, since the machine's load changes from one moment to the next.
        let started = ContinuousClock.now
        #expect(try cli.run(["export", "--cards", cli.folder + "/B", "--no-thumbnails"]).status == 0)
        var exportMicroseconds = UInt32(max(50_000, (ContinuousClock.now - started) / .microseconds(1)))
        var generator = SystemRandomNumberGenerator()
        var killedMidway = 0
        let rounds = 12
        for round in 0..<rounds {
            // Alternate between two folders: each switch is a full export into the other one.
            let folder = cli.folder + (round % 2 == 0 ? "/A" : "/B")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CLI.binary)
            process.arguments = ["export", "--cards", folder, "--store", cli.storePath, "--no-thumbnails"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.runWithNoSignalBlocked()
            let pause = UInt32.random(in: 20_000...exportMicroseconds, using: &generator)
            usleep(pause)
            if process.isRunning { killedMidway += 1 } else { exportMicroseconds = max(20_000, pause / 10 * 9) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let sync = try cli.run(["export", "--sync", "--no-thumbnails"])
            #expect(sync.status == 0, "round \(round): \(sync.stderr)")
            let check = try cli.run(["export", "--check"])
            #expect(check.status == 0, "round \(round): \(check.stdout)")
            // The folder the store has now: this round's, or the last one's when
            // the kill landed before `export --cards` recorded the new folder.
            let current = try #require(check.stdout.firstMatch(of: /The cards in (.+) match the store\./).map { String($0.1) },
                                       "round \(round): \(check.stdout)")
            let candidates = [folder, cli.folder + (round % 2 == 0 ? "/B" : "/A")].map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            #expect(candidates.contains(current), "round \(round): \(current) is neither of \(candidates)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: current).filter { $0.hasPrefix(".") }
            #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
            #expect(try cardNames(current).count == count)
        }
        print("kills during an export: \(killedMidway) of \(rounds), at up to \(exportMicroseconds / 1000) ms")
        #expect(killedMidway >= rounds / 3, "a third of the kills or more should land during the export: \(killedMidway) of \(rounds) did")
    }
}
