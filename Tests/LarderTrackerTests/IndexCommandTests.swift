import Foundation
import LarderCard
import LarderGLib
import LarderTestSupport
import Testing

/// `larder index setup|status`, `larder search --tracker` and the card folder sync's
/// nudge to the indexer, against a real, isolated Tracker.
@Suite("larder index and Tracker", .serialized)
struct IndexCommandTests {
    /// A store with one recipe whose cards go to `folder`, indexed.
    func populated(_ tracker: TrackerSandbox, folder: String) throws -> CLI {
        let cli = CLI()
        let added = try cli.run(["add", "--name", "Toast", "--category", "Breakfast", "--tag", "quick",
                                 "--step", "Toast the zanzibarish bread."], environment: tracker.environment)
        #expect(added.status == 0, "\(added.stderr)")
        let exported = try cli.run(["export", "--cards", folder], environment: tracker.environment)
        #expect(exported.status == 0, "\(exported.stderr)")
        return cli
    }

    func title(in tracker: TrackerSandbox, file: String) throws -> String {
        try tracker.sparql("SELECT ?title WHERE { ?file nfo:fileName \"\(file)\" . ?doc nie:isStoredAs ?file ; nie:title ?title }")
    }

    /// How long a test waits for the indexer to show a change: generous, for
    /// a loaded machine. Speed is measured by `make bench`, not here.
    static let patience = 120.0

    @Test("an edit appears in the index and a deletion disappears from it")
    func editAndDelete() throws {
        let tracker = try LarderTracker.sandbox()
        let cli = try populated(tracker, folder: tracker.indexRoot + "/Recipes")
        let status = try LarderTracker.indexStatus(cli, tracker)
        #expect(status.status == 0, "\(status.stdout)\(status.stderr)")

        let editor = cli.write("editor.sh", "#!/bin/sh\nsed -i 's/^Name: Toast$/Name: Zanzibar toast/' \"$1\"\n")
        chmod(editor, 0o755)
        let edited = try cli.run(["edit", "Toast"], environment: tracker.environment.merging(["EDITOR": editor, "VISUAL": ""]) { $1 })
        #expect(edited.status == 0, "\(edited.stderr)")
        let appeared = try Poll.until(seconds: Self.patience) { try title(in: tracker, file: "Zanzibar toast.recipe.md").contains("Zanzibar toast") }
        #expect(appeared != nil, "the renamed card was never indexed")

        let removed = try cli.run(["rm", "Zanzibar toast"], environment: tracker.environment)
        #expect(removed.status == 0, "\(removed.stderr)")
        let gone = try Poll.until(seconds: Self.patience) { try !title(in: tracker, file: "Zanzibar toast.recipe.md").contains("Zanzibar") }
        #expect(gone != nil, "the deleted card stayed indexed")
        let search = try cli.run(["search", "--tracker", "zanzibarish"], environment: tracker.environment)
        #expect(search.status == 0 && !search.stdout.contains("Toast"), "\(search.stdout)")
    }

    @Test("a malformed card is reported as a failure, and the next card is still indexed")
    func malformedCard() throws {
        let tracker = try LarderTracker.sandbox()
        let folder = tracker.indexRoot + "/Recipes"
        let cli = try populated(tracker, folder: folder)
        try "---\nlarder-card: 1\nuri: larder://a/recipe/b\n---\n\n# Broken\n".write(toFile: folder + "/Broken.recipe.md", atomically: true, encoding: .utf8)
        let added = try cli.run(["add", "--name", "Porridge", "--step", "Stir the oats."], environment: tracker.environment)
        #expect(added.status == 0)
        var report: [String: Any] = [:]
        let seen = try Poll.until(seconds: Self.patience) {
            let run = try cli.run(["index", "status", "--json"], environment: tracker.environment)
            report = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]) ?? [:]
            return run.status == 5 && report["matching"] as? Int == 2 && (report["failed"] as? [Any])?.isEmpty == false
        }
        #expect(seen != nil, "status never showed both cards indexed and the broken one failed: \(report)")
        let failed = try #require((report["failed"] as? [[String: Any]])?.first)
        #expect(failed["file"] as? String == "Broken.recipe.md")
        #expect((failed["message"] as? String ?? "").contains("not a valid recipe card"), "\(failed)")
        let text = try cli.run(["index", "status"], environment: tracker.environment)
        #expect(text.stdout.contains("failed       Broken.recipe.md: not a valid recipe card"), "\(text.stdout)")
        #expect(try title(in: tracker, file: "Porridge.recipe.md").contains("Porridge"))
    }

    @Test("without Larder's module, the fallback rule keeps the cards' text searchable (up to LocalSearch 3.11); on 3.12 status says what is wrong")
    func fallback() throws {
        let tracker = try LarderTracker.sandbox(module: "/nonexistent/liblarder-tracker-extract.so")
        let cli = try populated(tracker, folder: tracker.indexRoot + "/Recipes")
        guard tracker.platform.triesNextRuleWhenModuleFails else {
            // Only the first rule with a module is used: the cards' words are
            // not indexed at all, and index status must not call that fine.
            var status = try cli.run(["index", "status"], environment: tracker.environment)
            _ = try Poll.until(seconds: Self.patience) {
                status = try cli.run(["index", "status"], environment: tracker.environment)
                return status.stdout.contains("Toast.recipe.md")
            }
            #expect(status.status == 5 && status.stdout.contains("not indexed  Toast.recipe.md"), "\(status.stdout)")
            #expect(status.stdout.contains("problem      no \(tracker.platform.name) extract rule"), "\(status.stdout)")
            #expect(status.stdout.contains("cards are not indexed at all: \(tracker.platform.name) tries no other rule"), "\(status.stdout)")
            #expect(!(try tracker.searchTool(["zanzibarish"]).output.contains("Toast.recipe.md")))
            return
        }
        let found = try Poll.until(seconds: Self.patience) {
            try tracker.searchTool(["zanzibarish"]).output.contains("Toast.recipe.md")
        }
        #expect(found != nil, "\(tracker.platform.searchTool) search does not find the card's words through the fallback rule")
        let status = try cli.run(["index", "status"], environment: tracker.environment)
        #expect(status.status == 5 && status.stdout.contains("text only    Toast.recipe.md"), "\(status.stdout)")
        #expect(status.stdout.contains("problem      no \(tracker.platform.name) extract rule"), "\(status.stdout)")
        #expect(status.stdout.contains("cards are indexed as plain text only"), "\(status.stdout)")
    }

    @Test("with the indexer's file monitors off, new and deleted cards reach Tracker through IndexLocation")
    func indexLocation() throws {
        let tracker = try LarderTracker.sandbox(settings: ["enable-monitors": "false"])
        let folder = tracker.indexRoot + "/Recipes"
        let cli = try populated(tracker, folder: folder)
        let status = try LarderTracker.indexStatus(cli, tracker)
        #expect(status.status == 0, "the crawl indexes the first card: \(status.stdout)\(status.stderr)")
        // A card written behind the indexer's back stays unseen: the monitors are really off.
        try "---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: Unseen\n---\n\n# Unseen\n".write(toFile: folder + "/Unseen.recipe.md", atomically: true, encoding: .utf8)
        let added = try cli.run(["add", "--name", "Pancakes", "--step", "Whisk."], environment: tracker.environment)
        #expect(added.status == 0)
        let appeared = try Poll.until(seconds: Self.patience) { try title(in: tracker, file: "Pancakes.recipe.md").contains("Pancakes") }
        #expect(appeared != nil, "the new card was never indexed after `larder add`")
        let removed = try cli.run(["rm", "Pancakes"], environment: tracker.environment)
        #expect(removed.status == 0)
        let gone = try Poll.until(seconds: Self.patience) { try !title(in: tracker, file: "Pancakes.recipe.md").contains("Pancakes") }
        #expect(gone != nil, "the deleted card stayed indexed after `larder rm`")
    }

    @Test("with monitors off, twenty cards written by twenty short-lived larder processes all reach Tracker")
    func shortLivedClients() throws {
        // Each `larder add` asks IndexLocation for its card and exits at once. The control
        // service lists a location only while its client lives, and announces the list when
        // idle: a client gone before that left its card unindexed (larder now waits for it).
        let tracker = try LarderTracker.sandbox(settings: ["enable-monitors": "false"])
        let folder = tracker.indexRoot + "/Recipes"
        let cli = try populated(tracker, folder: folder)
        #expect(try LarderTracker.indexStatus(cli, tracker).status == 0)
        let names = (1...20).map { "Quick bread \($0)" }
        for name in names {
            let added = try cli.run(["add", "--name", name, "--step", "Mix."], environment: tracker.environment)
            #expect(added.status == 0, "\(added.stderr)")
        }
        var missing = names
        _ = try Poll.until(seconds: Self.patience) {
            missing = try names.filter { try !title(in: tracker, file: "\($0).recipe.md").contains($0) }
            return missing.isEmpty
        }
        #expect(missing.isEmpty, "never indexed: \(missing)")
    }

    @Test("a card edited in a text editor while larder sync --watch runs reaches Tracker: the watcher asks it to look (monitors off)")
    func liveSync() throws {
        let tracker = try LarderTracker.sandbox(settings: ["enable-monitors": "false"])
        let folder = tracker.indexRoot + "/Recipes"
        let cli = try populated(tracker, folder: folder)
        let status = try LarderTracker.indexStatus(cli, tracker)
        #expect(status.status == 0, "\(status.stdout)\(status.stderr)")
        let watcher = try SyncWatcher(storePath: cli.storePath, environment: tracker.environment)
        defer { _ = watcher.stop(SIGTERM) }
        try watcher.waitUntilWatching()
        let sed = try cli.run(["-i", "s/zanzibarish/quaggaish/", folder + "/Toast.recipe.md"], executable: "/bin/sed")
        #expect(sed.status == 0, "\(sed.stderr)")
        let found = try Poll.until(seconds: Self.patience) {
            try cli.run(["search", "--tracker", "quaggaish"], environment: tracker.environment).stdout.contains("Toast")
        }
        #expect(found != nil, "the edit never reached Tracker: \(watcher.events.suffix(3))")
        #expect(try cli.run(["show", "Toast"]).stdout.contains("quaggaish"), "and it is in the store")
    }

    @Test("index setup adds a folder no root covers, and leaves a covered one alone")
    func setup() throws {
        let tracker = try LarderTracker.sandbox(indexRoots: "['&DOCUMENTS']")
        try FileManager.default.createDirectory(atPath: tracker.home + "/Documents", withIntermediateDirectories: true)
        try "XDG_DOCUMENTS_DIR=\"$HOME/Documents\"\n".write(toFile: tracker.environment["XDG_CONFIG_HOME"]! + "/user-dirs.dirs", atomically: true, encoding: .utf8)
        // The default card folder, inside the documents folder.
        let cli = CLI()
        #expect(try cli.run(["add", "--name", "Toast", "--step", "Toast the zanzibarish bread."], environment: tracker.environment).status == 0)
        #expect(try cli.run(["export", "--cards"], environment: tracker.environment).status == 0)
        let covered = try cli.run(["index", "setup"], environment: tracker.environment)
        #expect(covered.status == 0, "\(covered.stderr)")
        #expect(covered.stdout.contains("already indexes \(tracker.home)/Documents/Recipes") && covered.stdout.contains("(configured as &DOCUMENTS)"), "\(covered.stdout)")
        #expect(!(try String(contentsOfFile: tracker.settingsFile, encoding: .utf8)).contains("Recipes"))

        // A folder outside every root.
        let cards = URL(fileURLWithPath: tracker.home + "/Cards").standardizedFileURL.path
        #expect(try cli.run(["export", "--cards", cards], environment: tracker.environment).status == 0)
        let added = try cli.run(["index", "setup"], environment: tracker.environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Added \(cards) to \(tracker.platform.name)'s index roots"), "\(added.stdout)")
        #expect(try String(contentsOfFile: tracker.settingsFile, encoding: .utf8).contains(cards))
        let status = try LarderTracker.indexStatus(cli, tracker)
        #expect(status.status == 0 && status.stdout.contains("Index root:   \(cards)"), "the miner indexes the new root: \(status.stdout)\(status.stderr)")
        let again = try cli.run(["index", "setup"], environment: tracker.environment)
        #expect(again.stdout.contains("Nothing to change"), "\(again.stdout)")

        // A hidden folder inside a root is skipped by Tracker: say so, change nothing.
        #expect(try cli.run(["export", "--cards", tracker.home + "/Documents/.private/Recipes"], environment: tracker.environment).status == 0)
        let hidden = try cli.run(["index", "setup"], environment: tracker.environment)
        #expect(hidden.status == 1 && hidden.stderr.contains("skips the folder '.private'"), "\(hidden.stderr)")
    }

    @Test("search --tracker takes any text; without a session bus, Tracker commands fail clearly and card updates stay quiet")
    func edges() throws {
        let tracker = try LarderTracker.sandbox()
        let cli = try populated(tracker, folder: tracker.indexRoot + "/Recipes")
        _ = try LarderTracker.indexStatus(cli, tracker)
        for query in ["\"(", "* AND OR NEAR(", String(repeating: "zanzibarish ", count: 500), "NOT", "'"] {
            let run = try cli.run(["search", "--tracker", query], environment: tracker.environment)
            #expect(run.status == 0, "\(query.prefix(20)): \(run.stderr)")
        }
        let found = try cli.run(["search", "--tracker", "bread", "zanzibar", "--json"], environment: tracker.environment)
        #expect(found.stdout.contains("\"name\" : \"Toast\""), "words in any order, as prefixes: \(found.stdout)")

        let noBus = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]
        let status = try cli.run(["index", "status"], environment: noBus)
        #expect(status.status == 1 && status.stderr.contains("larder: "), "\(status.stderr)")
        let search = try cli.run(["search", "--tracker", "toast"], environment: noBus)
        #expect(search.status == 1, "\(search.stderr)")
        let added = try cli.run(["add", "--name", "Porridge"], environment: noBus)
        #expect(added.status == 0)
        #expect(!added.stderr.contains("CRITICAL") && !added.stderr.contains("WARNING"), "\(added.stderr)")
    }

    @Test("index platform names the installed indexer and where Larder's pieces go; a wrong field is a usage error")
    func platform() throws {
        let platform = try TrackerSandbox.installedPlatform()
        let cli = CLI()
        let rules = try cli.run(["index", "platform", "--field", "rules-folder"])
        #expect(rules.status == 0 && rules.stdout == platform.rulesFolder + "\n", "\(rules.stdout)\(rules.stderr)")
        let text = try cli.run(["index", "platform"])
        #expect(text.status == 0 && text.stdout.hasPrefix(platform.name) && text.stdout.contains(platform.minerProgram), "\(text.stdout)")
        let json = try cli.run(["index", "platform", "--json"])
        let values = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: String])
        #expect(values["search-tool"] == platform.searchTool && values["miner-service"] == platform.minerService
                && values["module-folder"] == IndexerPlatform.moduleFolder && values["mime-folder"] == IndexerPlatform.mimeFolder, "\(values)")
        // The table's library is the one the extractor module links here. larder
        // itself loads it only when a command asks the indexer, so it starts without it.
        let moduleLibraries = try Program.run("/usr/bin/ldd", [LarderTrackerRules.module], package: "libc-bin").output
        #expect(moduleLibraries.contains(platform.sparqlLibrary), "the module should link \(platform.sparqlLibrary):\n\(moduleLibraries)")
        let libraries = try Program.run("/usr/bin/ldd", [CLI.binary], package: "libc-bin").output
        #expect(!libraries.contains("sparql"), "\(CLI.binary) should not link a SPARQL library:\n\(libraries)")
        let wrong = try cli.run(["index", "platform", "--field", "colour"])
        #expect(wrong.status == 64 && wrong.stderr.contains("rules-folder"), "\(wrong.stderr)")
    }

    @Test("an indexer Larder does not know: index status says so and still counts what the indexer answers; index platform exits 1")
    func unknownIndexer() throws {
        let tracker = try LarderTracker.sandbox()
        let cli = try populated(tracker, folder: tracker.indexRoot + "/Recipes")
        _ = try LarderTracker.indexStatus(cli, tracker)
        let unknown = tracker.environment.merging(["LARDER_INDEXER_ROOT": "/nonexistent"]) { $1 }
        let status = try cli.run(["index", "status"], environment: unknown)
        #expect(status.status == 5, "\(status.stdout)\(status.stderr)")
        #expect(status.stdout.contains("Indexer:      none Larder knows"), "\(status.stdout)")
        #expect(status.stdout.contains("problem      no file indexer Larder knows is installed"), "\(status.stdout)")
        #expect(status.stdout.contains("the indexer knows 1 in the folder"), "Tracker's old names still answer: \(status.stdout)")
        let platform = try cli.run(["index", "platform"], environment: unknown)
        #expect(platform.status == 1 && platform.stderr.contains("no file indexer Larder knows is installed"), "\(platform.stderr)")
        let added = try cli.run(["add", "--name", "Porridge", "--step", "Stir."], environment: unknown)
        #expect(added.status == 0, "cards are still written: \(added.stderr)")
    }
}
