import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// Larder's extractor module inside the installed indexer's real extractor
/// (tracker-extract-3 or localsearch-extractor-3: `--file` runs one
/// extraction, in the extractor's own sandbox).
@Suite("Tracker extractor module")
struct TrackerExtractTests {
    static let module = LarderTracker.module

    let directory = TemporaryDirectory(prefix: "larder-tracker")

    /// A rules folder: Tracker's own rules plus Larder's two, the first
    /// pointing at `module`.
    func rules(module: String) throws -> String {
        let platform = try TrackerSandbox.installedPlatform()
        try StaticProduct.trackerModule.requireBuilt()
        let folder = directory.file("rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: platform.rulesFolder) {
            try FileManager.default.copyItem(atPath: platform.rulesFolder + "/" + name, toPath: folder + "/" + name)
        }
        for (name, contents) in try LarderTracker.rules(module: module) {
            try contents.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func extract(_ file: String, module: String = TrackerExtractTests.module, format: String = "turtle") throws -> Program.Run {
        // The extractor connects to a session bus even for --file: give it a private one.
        let extractor = try TrackerSandbox.installedPlatform().extractorProgram
        let bus = try PrivateBus()
        var environment = bus.environment
        environment["TRACKER_EXTRACTOR_RULES_DIR"] = try rules(module: module)
        environment["TMPDIR"] = directory.path
        // No GStreamer plugins: with a fresh HOME the extractor builds GStreamer's
        // registry in its own process, inside its sandbox, and libudev (under the
        // video4linux2 plugin of gstreamer1.0-plugins-good, which Sushi brings)
        // aborts there (Debian 13: "Assertion 'errno != EBADF ...' failed at
        // src/basic/terminal-util.c"). Cards need no GStreamer.
        environment["GST_PLUGIN_SYSTEM_PATH_1_0"] = directory.path + "/no-gstreamer-plugins"
        let run = try Program.run(extractor, ["--file", file, "--mime", "application/x-larder-recipe", "--output-format", format],
                                  environment: environment, package: "tracker-extract")
        #expect(!run.killedBySignal, "\(extractor) was killed by a signal: the module must never crash")
        return run
    }

    static func sampleCard() -> RecipeCard {
        var card = RecipeCard(uri: "larder://11111111-1111-4111-8111-111111111111/recipe/22222222-2222-4222-8222-222222222222",
                              title: "Crème brûlée")
        card.category = "Dessert"
        card.cuisine = "French"
        card.tags = ["baked"]
        card.created = "2025-01-05T10:00:00.000Z"
        card.modified = "2025-01-06T11:30:00.250Z"
        card.author = "Jeanne Dupont"
        card.language = "fr"
        card.summary = "Crème cuite, sucre caramélisé."
        card.ingredients = ["50 cl de crème", "6 jaunes d'œufs"]
        card.steps = [.init("Chauffer la crème.", section: "La veille"), .init("Caraméliser.")]
        card.notes = "Servir froid."
        card.photo = .init(mediaType: "image/jpeg", width: 4, height: 3, bytes: [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        return card
    }

    @Test("a card becomes a document with its title, description, keywords, text, dates, language, author and object URI")
    func extractsCard() throws {
        let card = directory.write("Crème brûlée.recipe.md", CardWriter.text(of: Self.sampleCard()))
        let run = try extract(card)
        #expect(run.status == 0, "\(run.output)")
        for expected in ["nie:title \"Crème brûlée\"", "nie:description \"Crème cuite, sucre caramélisé.\"",
                         "nie:keyword \"Dessert\"", "\"French\"", "\"baked\"", "nfo:Document", "nfo:PlainTextDocument",
                         "nie:language \"fr\"", "nco:fullname \"Jeanne Dupont\"",
                         "nie:identifier \"larder://11111111-1111-4111-8111-111111111111/recipe/22222222-2222-4222-8222-222222222222\"",
                         "nie:contentCreated \"2025-01-05T10:00:00Z\"", "nie:contentLastModified"] {
            #expect(run.output.contains(expected), "missing \(expected) in\n\(run.output)")
        }
        let text = try #require(run.output.components(separatedBy: "nie:plainTextContent \"").dropFirst().first)
        // The name and description are in nie:title and nie:description, not repeated in the text.
        #expect(text.hasPrefix("50 cl de crème\\n6 jaunes"))
        for absent in ["larder:photo", "/9j/", "larder-card:", "## ", "- 50 cl"] {
            #expect(!text.contains(absent), "\(absent) leaked into the text")
        }
        #expect(text.contains("50 cl de crème") && text.contains("La veille") && text.contains("Servir froid."))
    }

    @Test("the extractor's turtle for a card matches the checked-in expectation, and its SPARQL names the document by the extractor's content identifier")
    func turtleExpectation() throws {
        let card = directory.write("Crème brûlée.recipe.md", CardWriter.text(of: Self.sampleCard()))
        let run = try extract(card)
        #expect(run.status == 0, "\(run.output)")
        // Prefix lines come in hash-table order. The document is named by
        // the file's URI (Tracker 3.4, LocalSearch 3.8) or by an empty
        // content identifier (LocalSearch 3.12, run alone): either is <CARD>.
        let body = run.output.split(separator: "\n", omittingEmptySubsequences: false)
            .drop(while: { !$0.hasPrefix("<") }).joined(separator: "\n")
        let actual = body.replacingOccurrences(of: #"<(file://[^>]*|urn:fileid:)>"#, with: "<CARD>", options: .regularExpression)
        let expectationFile = LarderTracker.repository + "/Tests/LarderTrackerTests/Expected/creme-brulee.ttl"
        if ProcessInfo.processInfo.environment["LARDER_RECORD_EXPECTATIONS"] != nil {
            try actual.write(toFile: expectationFile, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: expectationFile, encoding: .utf8)
        #expect(actual == expected, "the extractor's output changed; if that is intended, bump Hash in the rule and rerun with LARDER_RECORD_EXPECTATIONS=1:\n\(actual)")

        // Run alone, Tracker 3.4's extractor makes the miner's urn:fileid
        // itself; LocalSearch 3.8's gets it from the miner, and alone names
        // the content _:content; 3.12's names it <urn:fileid:> and writes no
        // SPARQL. Either way the document must carry that name, not one of
        // the module's own (TrackerIndexTests checks urn:fileid in a real index).
        let sparql = try extract(card, format: "sparql")
        guard !sparql.output.contains("Unsupported serialization format") else {
            #expect(body.hasPrefix("<urn:fileid:"), "the document is named by the extractor's content identifier:\n\(body)")
            return
        }
        let name = switch try TrackerSandbox.installedPlatform().contentIdentifierCall {
        case .fromFile: "<urn:fileid:"
        case .fromExtractInfo: "_:content"
        }
        let document = sparql.output.firstMatch(of: /(\S+) a nfo:Document/).map { String($0.1) } ?? ""
        #expect(document.hasPrefix(name) && sparql.output.contains("nie:isStoredAs <file://"),
                "the document is named by the extractor's content identifier (\(name)…), as the miner names it:\n\(sparql.output)")
    }

    @Test("a malformed card gives no metadata and a clear message, and the extractor survives")
    func malformed() throws {
        // No title: every card needs one (a card without a uri is a new card, not a broken one).
        let bad = directory.write("bad.recipe.md", "---\nlarder-card: 1\nuri: larder://a/recipe/b\n---\n\n# x\n")
        let run = try extract(bad)
        #expect(run.output.contains("No metadata") || run.status != 0, "\(run.output)")
        #expect(!run.output.contains("nie:title"))
    }

    @Test("hostile files never crash the extractor", arguments: ["empty", "binary", "huge", "truncated", "bomb"])
    func hostile(_ kind: String) throws {
        let path = directory.file("\(kind).recipe.md")
        var bytes: [UInt8]
        switch kind {
        case "empty": bytes = []
        case "binary": bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        case "huge": bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 100 << 20)
        case "truncated": bytes = Array(Array(CardWriter.text(of: Self.sampleCard()).utf8).prefix(200))
        default:
            var card = Self.sampleCard()
            card.photo = .init(mediaType: "image/jpeg", width: 4096, height: 4096, bytes: [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 1, count: 900_000))
            bytes = Array(CardWriter.text(of: card).utf8).map { $0 }
            bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "4096x4096", with: "50000x50000").utf8)
        }
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let run = try extract(path)
        #expect(!run.output.contains("nie:title \"Crème"), "\(kind) must not parse as the sample")
    }

    @Test("when the module cannot be loaded: up to LocalSearch 3.11 the stock text module indexes the card's text; 3.12 tries no other rule")
    func fallback() throws {
        let card = directory.write("Toast.recipe.md", CardWriter.text(of: RecipeCard(uri: "larder://a/recipe/b", title: "Toast zanzibarish")))
        let run = try extract(card, module: directory.file("missing.so"))
        if try TrackerSandbox.installedPlatform().triesNextRuleWhenModuleFails {
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("nie:plainTextContent") && run.output.contains("zanzibarish"), "\(run.output)")
        } else {
            // Only the first rule with a module is used: nothing is extracted,
            // which is why the module must load (the other tests here prove it does).
            #expect(!run.output.contains("zanzibarish"), "\(run.output)")
        }
    }
}
