import Foundation
import LarderTestSupport
import Testing

@Suite("larder edit")
struct EditCommandTests {
    func populated() throws -> CLI {
        let cli = CLI()
        let run = try cli.run(["add", "--name", "Toast", "--ingredient", "2 slices bread", "--step", "Toast it.", "--rating", "3"])
        guard run.status == 0 else { throw CLIFailure(run: run) }
        return cli
    }

    /// An "editor" that applies a sed script to the file it is given.
    func editor(_ cli: CLI, _ sedScript: String) -> String {
        let path = cli.write("editor.sh", "#!/bin/sh\nsed -i '\(sedScript)' \"$1\"\n")
        chmod(path, 0o755)
        return path
    }

    @Test("the editor's changes are saved")
    func edits() throws {
        let cli = try populated()
        let run = try cli.run(["edit", "toast"], environment: ["EDITOR": editor(cli, "s/^Rating: 3$/Rating: 5/; s/^Toast it.$/Toast it well./"), "VISUAL": ""])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Saved “Toast”"))
        let shown = try #require(try cli.json(["show", "Toast", "--json"]) as? [String: Any])
        #expect(shown["rating"] as? Double == 5)
        #expect((shown["steps"] as? [[String: Any]])?.first?["text"] as? String == "Toast it well.")
    }

    @Test("no change, no save")
    func noChange() throws {
        let cli = try populated()
        let run = try cli.run(["edit", "Toast"], environment: ["EDITOR": "true", "VISUAL": ""])
        #expect(run.status == 0)
        #expect(run.stdout.contains("No changes"))
    }

    @Test("a mistake is reported with its line; without a terminal the text is kept and can be applied with --from")
    func mistakeKeepsText() throws {
        let cli = try populated()
        let run = try cli.run(["edit", "Toast"], environment: ["EDITOR": editor(cli, "s/^Rating: 3$/Rating: lots/; s/^Toast it.$/Toast it slowly./"), "VISUAL": ""])
        #expect(run.status == 1)
        #expect(run.stderr.contains("mistake at line"))
        #expect(run.stderr.contains("rating from 0 to 5"))
        let draft = try #require(run.stderr.split(separator: "\n").first { $0.contains("--from") }?.split(separator: " ").last.map(String.init))
        let kept = try String(contentsOfFile: draft, encoding: .utf8)
        #expect(kept.contains("Toast it slowly."), "the user's other edits are not lost")
        #expect(try cli.run(["show", "Toast", "--json"]).stdout.contains("\"rating\" : 3"))
        try kept.replacingOccurrences(of: "Rating: lots", with: "Rating: 4").write(toFile: draft, atomically: true, encoding: .utf8)
        let fixed = try cli.run(["edit", "Toast", "--from", draft])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        let shown = try #require(try cli.json(["show", "Toast", "--json"]) as? [String: Any])
        #expect(shown["rating"] as? Double == 4)
        #expect((shown["steps"] as? [[String: Any]])?.first?["text"] as? String == "Toast it slowly.")
    }

    @Test("on a terminal, a mistake offers to edit again, and the second edit is saved")
    func reEditOnTerminal() throws {
        let cli = try populated()
        // First run: a bad rating; second run (after "y"): fix it and change a step.
        let counter = cli.folder + "/runs"
        let script = cli.write("editor.sh", """
            #!/bin/sh
            echo x >> '\(counter)'
            if [ "$(wc -l < '\(counter)')" -eq 1 ]; then
              sed -i 's/^Rating: 3$/Rating: high/' "$1"
            else
              sed -i 's/^Rating: high$/Rating: 2/; s/^Toast it.$/Toast it twice./' "$1"
            fi
            """)
        chmod(script, 0o755)
        let command = "EDITOR='\(script)' VISUAL= '\(CLI.binary)' edit Toast"
        let run = try cli.run(["-qec", command, "/dev/null"], stdin: "y\n", executable: "/usr/bin/script")
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("Edit again?"))
        #expect(run.stdout.contains("Saved “Toast”"))
        let shown = try #require(try cli.json(["show", "Toast", "--json"]) as? [String: Any])
        #expect(shown["rating"] as? Double == 2)
        #expect((shown["steps"] as? [[String: Any]])?.first?["text"] as? String == "Toast it twice.")
    }

    @Test("a failing editor saves nothing")
    func failingEditor() throws {
        let cli = try populated()
        let run = try cli.run(["edit", "Toast"], environment: ["EDITOR": "false", "VISUAL": ""])
        #expect(run.status == 1)
        #expect(run.stderr.contains("failed"))
    }
}
