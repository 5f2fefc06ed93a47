import Foundation
import LarderModel
import LarderStore
import LarderTestSupport
import Testing

/// `larder sync --watch` as a user runs it: a real watcher process, cards
/// changed by editors' ways of saving, the store changed by other processes.
/// Every wait is a poll with a generous timeout; no duration is asserted.
@Suite("larder sync --watch: the live two-way sync", .serialized)
struct SyncWatchTests {
    /// A store with the sample collection, its cards in `folder`, and a watcher started on it.
    /// A class, so that the watcher is stopped before the test's folder is
    /// removed: a watcher left running would write into it again.
    final class Setup {
        let cli = CLI()
        let folder: String
        let watcher: SyncWatcher

        init(samples: Bool = true, thumbnails: Bool = true) throws {
            folder = cli.folder + "/Recipes"
            if samples { try cli.importSamples() }
            let exported = try cli.run(["export", "--cards", folder])
            guard exported.status == 0 else { throw CLIFailure(run: exported) }
            watcher = try SyncWatcher(storePath: cli.storePath, thumbnails: thumbnails)
            try watcher.waitUntilWatching()
        }

        deinit { watcher.stop(SIGKILL) }

        func card(_ name: String) -> String { folder + "/" + name }

        /// True once `larder search WORDS` lists `name`.
        func searchFinds(_ words: String, _ name: String, seconds: Double = 30) throws -> Bool {
            try Poll.until(seconds: seconds) { try cli.run(["search", words]).stdout.contains(name) } != nil
        }

        /// The recipes in the store, read as any other reader would (polled often
        /// while thousands of cards arrive: `larder list --json` each time cost
        /// more than the watcher's own work).
        func recipeCount() throws -> Int {
            try RecipeStore(path: cli.storePath, mode: .readOnly, maximumReaders: 1).count()
        }

        func cardNames() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".recipe.md") && !$0.hasPrefix(".") }
        }
    }

    @Test("a card saved by sed -i, by a rename over it, and by a partial write then the rest: store and search follow, check is clean")
    func editorSaves() throws {
        let setup = try Setup()
        let card = setup.card("Apple Crumble.recipe.md")

        // sed -i: a new file renamed over the card.
        let sed = try setup.cli.run(["-i", "s/60 g caster sugar/60 g zanzibar sugar/", card], executable: "/bin/sed")
        #expect(sed.status == 0, "\(sed.stderr)")
        #expect(try setup.searchFinds("zanzibar", "Apple Crumble"))
        #expect(try setup.cli.run(["show", "Apple Crumble"]).stdout.contains("60 g zanzibar sugar"))

        // An editor's save: a hidden temporary file written in the folder, renamed over the card.
        let edited = try String(contentsOfFile: card, encoding: .utf8).replacingOccurrences(of: "zanzibar", with: "quokka")
        let temporary = setup.card(".goutputstream-K2X9Q1")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: temporary))
        #expect(rename(temporary, card) == 0)
        #expect(try setup.searchFinds("quokka", "Apple Crumble"))

        // A partial write (the front matter not even closed), seen by the watcher, then the rest.
        let complete = Array(try String(contentsOfFile: card, encoding: .utf8).replacingOccurrences(of: "quokka", with: "wombat").utf8)
        let cut = try #require(complete.indices.first { complete[$0...].starts(with: Array("title:".utf8)) })
        let before = setup.watcher.events.count
        let descriptor = open(card, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        #expect(complete[..<cut].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == cut)
        let sawPartial = setup.watcher.waitForEvent(after: before, seconds: 30) { event in
            ((event["report"] as? [String: Any])?["unreadable"] as? [Any])?.isEmpty == false
        }
        #expect(sawPartial != nil, "the watcher reports the half-written card as unreadable: \(setup.watcher.events.suffix(3))")
        #expect(try setup.cli.run(["show", "Apple Crumble"]).stdout.contains("60 g quokka sugar"), "a card that does not parse changes nothing")
        #expect(complete[cut...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == complete.count - cut)
        close(descriptor)
        #expect(try setup.searchFinds("wombat", "Apple Crumble"))
        #expect(try setup.cli.run(["show", "Apple Crumble"]).stdout.contains("60 g wombat sugar"))

        #expect(setup.watcher.waitUntilSettled())
        let check = try setup.cli.run(["export", "--check"])
        #expect(check.status == 0, "\(check.stdout)")
        #expect(try setup.recipeCount() == 48)
        #expect(try setup.cardNames().count == 48)
        let ended = setup.watcher.stop(SIGTERM)
        #expect(ended.status == 0 && !ended.bySignal, "SIGTERM ends the watcher cleanly: \(setup.watcher.stderr)")
        #expect(setup.watcher.stderr.isEmpty, "\(setup.watcher.stderr)")
    }

    @Test("recipes added, renamed and removed by another process's commits reach the card folder")
    func storeChangesReachTheFolder() throws {
        let setup = try Setup()
        // Through the store alone, as another program would: no card is written by it.
        let store = try RecipeStore(path: setup.cli.storePath)
        var recipe = Recipe(name: "Watched Porridge")
        recipe.ingredients = [Ingredient(line: "50 g oats")]
        try store.save(recipe)
        #expect(Poll.until(seconds: 30) { FileManager.default.fileExists(atPath: setup.card("Watched Porridge.recipe.md")) } != nil)
        recipe.name = "Watched Oat Porridge"
        try store.save(recipe)
        #expect(Poll.until(seconds: 30) {
            FileManager.default.fileExists(atPath: setup.card("Watched Oat Porridge.recipe.md"))
                && !FileManager.default.fileExists(atPath: setup.card("Watched Porridge.recipe.md"))
        } != nil)
        _ = try store.deleteRecipes(ids: [recipe.id])
        #expect(Poll.until(seconds: 30) { !FileManager.default.fileExists(atPath: setup.card("Watched Oat Porridge.recipe.md")) } != nil)
        // And larder itself (which updates the cards too): the watcher's sync after it writes nothing.
        #expect(try setup.cli.run(["rm", "Apple Crumble"]).status == 0)
        #expect(setup.watcher.waitUntilSettled())
        #expect(!FileManager.default.fileExists(atPath: setup.card("Apple Crumble.recipe.md")))
        #expect(try setup.cli.run(["export", "--check"]).status == 0)
        #expect(try setup.recipeCount() == 47)
    }

    @Test("the card folder renamed away trashes nothing, even when a recipe changes meanwhile; back, the watcher resumes")
    func folderVanishesAndComesBack() throws {
        let setup = try Setup()
        let away = setup.cli.folder + "/Recipes.away"
        let before = setup.watcher.events.count
        #expect(rename(setup.folder, away) == 0)
        #expect(setup.watcher.waitForEvent(after: before, seconds: 30) { $0["event"] as? String == "folder-missing" } != nil,
                "\(setup.watcher.events.suffix(3))")
        // Another larder command meanwhile: saved, and the missing folder is not made anew.
        let added = try setup.cli.run(["add", "--name", "Made While Away", "--ingredient", "1 egg"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(!FileManager.default.fileExists(atPath: setup.folder))
        #expect(try setup.cli.run(["trash"]).stdout.contains("The trash is empty."))
        #expect(try setup.recipeCount() == 49)

        let back = setup.watcher.events.count
        #expect(rename(away, setup.folder) == 0)
        #expect(setup.watcher.waitForEvent(after: back, seconds: 30) { $0["event"] as? String == "watching" } != nil)
        #expect(Poll.until(seconds: 30) { FileManager.default.fileExists(atPath: setup.card("Made While Away.recipe.md")) } != nil)
        #expect(try setup.cli.run(["trash"]).stdout.contains("The trash is empty."))
        // The watch goes on in the folder that came back.
        #expect(try setup.cli.run(["-i", "s/60 g caster sugar/60 g platypus sugar/", setup.card("Apple Crumble.recipe.md")],
                                  executable: "/bin/sed").status == 0)
        #expect(try setup.searchFinds("platypus", "Apple Crumble"))
        #expect(setup.watcher.waitUntilSettled())
        #expect(try setup.cli.run(["export", "--check"]).status == 0)
        #expect(try setup.recipeCount() == 49)
    }

    @Test("idle, after its own writes settle, the watcher syncs no more and uses no CPU")
    func idleWatcherIsIdle() throws {
        let setup = try Setup()
        #expect(try setup.cli.run(["-i", "s/60 g caster sugar/60 g idle sugar/", setup.card("Apple Crumble.recipe.md")],
                                  executable: "/bin/sed").status == 0)
        #expect(try setup.searchFinds("idle", "Apple Crumble"))
        #expect(setup.watcher.waitUntilSettled(quietSeconds: 2))
        let events = setup.watcher.events.count
        let ticks = try #require(setup.watcher.cpuTicks)
        // Long enough for any loop of its own events to show (a debounce is 0.15 s).
        usleep(3_000_000)
        #expect(setup.watcher.events.count == events, "\(setup.watcher.events.suffix(3))")
        #expect(try #require(setup.watcher.cpuTicks) - ticks <= 1, "an idle watcher uses no CPU")
    }

    @Test("10,000 card files arriving at once all become recipes, once each; check is clean")
    func burstOfTenThousand() throws {
        let setup = try Setup(samples: false, thumbnails: false)
        let names = try HandWrittenCards.writeBurst(10_000, prefix: "Burst", into: setup.folder)
        #expect(Poll.until(seconds: 600) { (try? setup.recipeCount()) == 10_000 } != nil)
        #expect(setup.watcher.waitUntilSettled(quietSeconds: 2, seconds: 300))
        #expect(try setup.recipeCount() == 10_000)
        let listed = try #require(try setup.cli.json(["list", "--json"]) as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(Set(listed).count == 10_000)
        let cards = try Set(setup.cardNames())
        #expect(cards == Set(names), "cards not there: \(Set(names).subtracting(cards).sorted().prefix(5)), not written by the test: \(cards.subtracting(names).sorted().prefix(5))")
        let check = try setup.cli.run(["export", "--check"])
        #expect(check.status == 0, "\(check.stdout.prefix(500))")
        #expect(setup.watcher.stderr.isEmpty, "\(setup.watcher.stderr.prefix(500))")
    }

    // A card taken in is saved as a recipe together with its card's record, in
    // one transaction (CardFolderSync.insert): a kill between two writes once
    // left a recipe whose card was taken in again at the next start, twice.
    @Test("SIGKILL at random moments of a 5,000-card burst, then a restart: nothing lost, nothing duplicated")
    func killDuringBurst() throws {
        let setup = try Setup(samples: false, thumbnails: false)
        _ = setup.watcher.stop(SIGKILL)
        try HandWrittenCards.writeBurst(5_000, prefix: "Killed", into: setup.folder)
        var generator = SystemRandomNumberGenerator()
        var killedMidway = 0
        for _ in 0..<6 {
            let watcher = try SyncWatcher(storePath: setup.cli.storePath, thumbnails: false)
            usleep(UInt32.random(in: 100_000...2_500_000, using: &generator))
            if watcher.residentKilobytes != nil { killedMidway += 1 }
            watcher.stop(SIGKILL)
        }
        let watcher = try SyncWatcher(storePath: setup.cli.storePath, thumbnails: false)
        #expect(Poll.until(seconds: 600) { (try? setup.recipeCount()) ?? 0 >= 5_000 } != nil)
        #expect(watcher.waitUntilSettled(quietSeconds: 2, seconds: 300))
        let listed = try #require(try setup.cli.json(["list", "--json"]) as? [[String: Any]]).compactMap { $0["name"] as? String }
        let cards = try setup.cardNames()
        #expect(listed.count == cards.count, "one recipe per card: \(listed.count) recipes, \(cards.count) cards")
        #expect(Set(listed).count == listed.count, "no recipe twice: \(listed.count - Set(listed).count) duplicated")
        #expect(Set(listed) == Set((0..<5_000).map { "Killed \($0)" }), "nothing lost")
        let check = try setup.cli.run(["export", "--check"])
        #expect(check.status == 0, "\(check.stdout.prefix(500))")
        #expect(killedMidway > 0)
        watcher.stop(SIGKILL)
    }

    @Test("larder sync runs one two-way sync; export --cards offers the installed service, and says how to enable it")
    func onceAndTheServiceOffer() throws {
        let cli = CLI()
        let folder = cli.folder + "/Recipes"
        #expect(try cli.run(["sync"]).stderr.contains("No card folder is set up yet"))
        #expect(try cli.run(["add", "--name", "Toast"]).status == 0)
        let units = cli.folder + "/data/systemd/user"
        try FileManager.default.createDirectory(atPath: units, withIntermediateDirectories: true)
        let environment = ["XDG_DATA_HOME": cli.folder + "/data", "XDG_CONFIG_HOME": cli.folder + "/config"]
        // Not installed: no offer.
        let plain = try cli.run(["export", "--cards", folder], environment: environment)
        #expect(plain.status == 0 && !plain.stderr.contains("systemctl"), "\(plain.stderr)")
        try FileManager.default.copyItem(atPath: CLI.repository + "/data/systemd/larder-sync.service.in", toPath: units + "/larder-sync.service")
        let offered = try cli.run(["export", "--cards", folder], environment: environment)
        #expect(offered.status == 0 && offered.stderr.contains("systemctl --user enable --now larder-sync.service"), "\(offered.stderr)")
        // Asked to enable it for a store that is not the default one: a drop-in points the service at it.
        let enabling = try cli.run(["export", "--cards", folder, "--watch-in-background"], environment: environment)
        #expect(enabling.status == 0)
        let dropIn = try String(contentsOfFile: cli.folder + "/config/systemd/user/larder-sync.service.d/store.conf", encoding: .utf8)
        #expect(dropIn.contains("[Service]\nEnvironment=\"LARDER_STORE=\(cli.storePath)\"\n"), "\(dropIn)")
        cli.write("Recipes/Porridge.recipe.md", HandWrittenCards.card(title: "Porridge"))
        let once = try cli.run(["sync"])
        #expect(once.status == 0 && once.stdout.contains("imported   Porridge.recipe.md"), "\(once.stdout)")
        let json = try #require(try cli.json(["sync", "--json"]) as? [String: Any])
        #expect(json["written"] as? Int == 0 && (json["imported"] as? [Any])?.isEmpty == true, "a second sync writes nothing: \(json)")
        #expect(try cli.run(["export", "--watch-in-background"]).status == 64)
    }
}
