import Foundation
import LarderTestSupport
import Testing

@Suite("larder list, show, search, add, rm, export")
struct CommandTests {
    /// A CLI with three recipes imported.
    func populated() throws -> CLI {
        let cli = CLI()
        let file = cli.write("r.json", """
            [{"@type": "Recipe", "name": "Spaghetti Carbonara", "recipeCategory": "Pasta", "totalTime": "PT25M", "recipeYield": "4 servings",
              "recipeIngredient": ["400 g spaghetti", "4 eggs"], "recipeInstructions": ["Boil.", "Mix."], "inLanguage": "en"},
             {"@type": "Recipe", "name": "Crème brûlée", "recipeCategory": "Dessert", "inLanguage": "fr"},
             {"@type": "Recipe", "name": "罗宋汤", "recipeIngredient": ["牛肉 300克"], "inLanguage": "zh"},
             {"@type": "Recipe", "name": "Spaghetti Pomodoro", "recipeCategory": "Pasta"}]
            """)
        let run = try cli.run(["import", file])
        guard run.status == 0 else { throw CLIFailure(run: run) }
        return cli
    }

    func id(of name: String, in cli: CLI) throws -> String {
        let list = try cli.json(["list", "--json"]) as? [[String: Any]] ?? []
        return list.first { $0["name"] as? String == name }?["id"] as? String ?? ""
    }

    @Test("list shows short IDs and meta; --json and --sort for scripts")
    func list() throws {
        let cli = try populated()
        let run = try cli.run(["list"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Spaghetti Carbonara  (Pasta · 25 min · 4 servings)"))
        let json = try #require(try cli.json(["list", "--json", "--limit", "2"]) as? [[String: Any]])
        #expect(json.count == 2)
        #expect((json[0]["uri"] as? String)?.hasPrefix("larder://") == true)
        #expect(try cli.run(["list", "--sort", "sideways"]).status == 64)
    }

    @Test("list, show and search only read: the store file is not written, not even its header")
    func readingCommandsDoNotWrite() throws {
        let cli = try populated()
        // Closed after the import: its write-ahead log is checkpointed into the file and gone.
        #expect(!FileManager.default.fileExists(atPath: cli.storePath + "-wal"))
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.storePath))
        let modified = try FileManager.default.attributesOfItem(atPath: cli.storePath)[.modificationDate] as? Date
        for arguments in [["list"], ["show", "Crème brûlée"], ["search", "spaghetti"]] {
            let run = try cli.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.storePath)) == before, "a reading command changed the store file")
        #expect(try FileManager.default.attributesOfItem(atPath: cli.storePath)[.modificationDate] as? Date == modified)
        // Nothing was written to the log either: a writer would have left frames in it.
        let log = (try? FileManager.default.attributesOfItem(atPath: cli.storePath + "-wal")[.size] as? Int) ?? 0
        #expect(log == 0, "the reading commands wrote \(log) bytes of log")
    }

    @Test("show finds a recipe by ID prefix, URI, name or a unique search; fails clearly otherwise")
    func show() throws {
        let cli = try populated()
        let id = try id(of: "Spaghetti Carbonara", in: cli)
        let byPrefix = try cli.run(["show", String(id.prefix(8))])
        #expect(byPrefix.status == 0 && byPrefix.stdout.contains("Ingredients") && byPrefix.stdout.contains("1. Boil."))
        let detail = try #require(try cli.json(["show", id, "--json"]) as? [String: Any])
        let uri = try #require(detail["uri"] as? String)
        #expect(try cli.run(["show", uri]).stdout.contains("Spaghetti Carbonara"))
        #expect(try cli.run(["show", "crème BRÛLÉE"]).stdout.contains("Dessert"))
        #expect(try cli.run(["show", "carbonara"]).stdout.contains("Spaghetti Carbonara"), "one search hit is enough")
        let ambiguous = try cli.run(["show", "spaghetti"])
        #expect(ambiguous.status == 4)
        #expect(ambiguous.stderr.contains("Spaghetti Pomodoro") && ambiguous.stderr.contains("Spaghetti Carbonara"))
        let missing = try cli.run(["show", "lasagne"])
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("No recipe matches “lasagne”"))
        // The recipe ID is the identity; the store part names where the recipe was created.
        let elsewhere = try cli.run(["show", "larder://00000000-0000-0000-0000-000000000000/recipe/" + id])
        #expect(elsewhere.status == 0 && elsewhere.stdout.contains("Spaghetti Carbonara"))
        let foreign = try cli.run(["show", "larder://00000000-0000-0000-0000-000000000000/recipe/" + UUID().uuidString])
        #expect(foreign.status == 3 && foreign.stderr.contains("created in another store"))
    }

    @Test("search in several languages, with --json; any query is safe")
    func search() throws {
        let cli = try populated()
        #expect(try cli.run(["search", "carbo"]).stdout.contains("Spaghetti Carbonara"))
        #expect(try cli.run(["search", "creme", "brulee"]).stdout.contains("Crème brûlée"))
        #expect(try cli.run(["search", "罗宋"]).stdout.contains("罗宋汤"))
        let hits = try #require(try cli.json(["search", "--json", "spaghetti"]) as? [[String: Any]])
        #expect(hits.count == 2 && hits.allSatisfy { $0["score"] is Double })
        for query in ["\"", "NEAR(", "-", "*:", "()"] {
            let run = try cli.run(["search", "--", query])
            #expect(run.status == 0, "\(query): \(run.stderr)")
        }
    }

    @Test("add from options, then show it; bad values are usage errors")
    func add() throws {
        let cli = CLI()
        let run = try cli.run(["add", "--name", "Toast", "--category", "Breakfast", "--total", "5", "--tag", "quick",
                               "--ingredient", "2 slices bread", "--ingredient", "butter", "--step", "Toast.", "--step", "Butter.",
                               "--rating", "4", "--language", "en", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let added = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(added["name"] as? String == "Toast")
        #expect((added["ingredients"] as? [[String: Any]])?.first?["quantity"] as? Double == 2)
        #expect(try cli.run(["show", "toast"]).stdout.contains("Toast."))
        #expect(try cli.run(["add", "--name", "X", "--rating", "9"]).status == 64)
        #expect(try cli.run(["add", "--name", " "]).status == 64)
        #expect(try cli.run(["add"]).status == 64)
        let photo = try cli.run(["add", "--name", "Y", "--photo", cli.write("fake.jpg", "text")])
        #expect(photo.status == 1 && photo.stderr.contains("not a JPEG"))
    }

    @Test("rm deletes all named recipes, or none when one is unknown")
    func remove() throws {
        let cli = try populated()
        let refused = try cli.run(["rm", "罗宋汤", "no such recipe"])
        #expect(refused.status == 3)
        #expect(try cli.run(["list"]).stdout.contains("罗宋汤"))
        let ambiguous = try cli.run(["rm", "carbonara"])
        #expect(ambiguous.status == 3, "rm never deletes by search")
        let run = try cli.run(["rm", "罗宋汤", "Crème brûlée"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Deleted “罗宋汤”"))
        let left = try cli.run(["list"]).stdout
        #expect(!left.contains("罗宋汤") && !left.contains("Crème"))
    }

    @Test("export as JSON-LD imports back into another store with the same recipes and IDs")
    func exportRoundTrip() throws {
        let cli = try populated()
        let file = cli.folder + "/backup.jsonld"
        #expect(try cli.run(["export", "--format", "jsonld", file]).status == 0)
        let before = try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
        let other = CLI()
        #expect(try other.run(["import", file]).status == 0)
        let after = try #require(try other.json(["list", "--json"]) as? [[String: Any]])
        #expect(after.map { $0["id"] as? String } == before.map { $0["id"] as? String })
        let id = try id(of: "Spaghetti Carbonara", in: cli)
        let original = try #require(try cli.json(["show", id, "--json"]) as? [String: Any])
        let restored = try #require(try other.json(["show", id, "--json"]) as? [String: Any])
        for key in ["uri", "name", "ingredients", "steps", "category", "totalMinutes", "yield", "language", "created"] {
            #expect(try canonical(original[key]) == canonical(restored[key]), "\(key)")
        }
        let split = try cli.run(["export", "--split", cli.folder + "/each"])
        #expect(split.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: cli.folder + "/each").sorted()
        #expect(files == ["Crème brûlée.jsonld", "Spaghetti Carbonara.jsonld", "Spaghetti Pomodoro.jsonld", "罗宋汤.jsonld"])
        let stdout = try cli.run(["export"])
        #expect(stdout.stdout.contains("\"@graph\""))
    }

    /// JSON text with sorted keys, to compare decoded values.
    func canonical(_ value: Any?) throws -> String {
        guard let value else { return "null" }
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    @Test("help documents the exit codes; completions generate; usage names the command as typed")
    func help() throws {
        let cli = CLI()
        let help = try cli.run(["--help"])
        #expect(help.status == 0)
        for text in ["Exit codes:", "64", "import", "search", "export", "LARDER_STORE"] { #expect(help.stdout.contains(text), "\(text)") }
        for shell in ["bash", "zsh", "fish"] {
            let script = try cli.run(["--generate-completion-script", shell])
            #expect(script.status == 0 && script.stdout.contains("larder"))
        }
        // While parsing, Larder names itself a super-command (to skip ArgumentParser's
        // completion-script parses): that name must never reach what is printed.
        let unknown = try cli.run(["frobnicate"])
        #expect(unknown.status == 64 && unknown.stderr.contains("\nUsage: larder <subcommand>\n"), "\(unknown.stderr)")
        let listHelp = try cli.run(["list", "--help"])
        #expect(listHelp.stdout.contains("USAGE: larder list [--store <path>]"), "\(listHelp.stdout)")
        #expect(listHelp.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .contains("(values: name, modified, created, cooked, rating; default: name)"))
        #expect(try cli.run(["help", "list"]).stdout == listHelp.stdout)
        let badValue = try cli.run(["list", "--sort", "bogus"])
        #expect(badValue.status == 64 && badValue.stderr.contains("'name', 'modified', 'created', 'cooked' or 'rating'")
                && badValue.stderr.contains("\nUsage: larder list [--store <path>]"), "\(badValue.stderr)")
    }

    @Test("a store path that is not a store fails with a clear message and is left alone")
    func badStore() throws {
        let cli = CLI()
        let path = cli.write("notes.txt", "my shopping list, not a database at all, long enough to have a header")
        let run = try cli.run(["list", "--store", path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("not a Larder store"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("my shopping list"))
    }
}
