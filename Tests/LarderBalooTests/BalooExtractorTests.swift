import Foundation
@testable import LarderBaloo
import LarderCard
import LarderTestSupport
import Testing

@Suite("Baloo extractor's reply")
struct BalooExtractorTests {
    let folder = TemporaryDirectory(prefix: "larder-baloo")

    /// A card with every field Baloo is told about, and a photo.
    func fullCard() -> RecipeCard {
        var card = RecipeCard(uri: "larder://11111111-1111-4111-8111-111111111111/recipe/22222222-2222-4222-8222-222222222222",
                              title: "Bœuf \"bourguignon\"")
        card.author = "Julia Child"
        card.category = "Main"
        card.cuisine = "French"
        card.tags = ["slow", "wine", ""]
        card.language = "fr"
        card.created = "2026-01-02T03:04:05Z"
        card.source = "https://example.org/boeuf"
        card.summary = "Beef braised\tin red wine."
        card.ingredients = ["1 kg beef chuck", "75 cl Burgundy"]
        card.steps = [RecipeCard.Step("Brown the beef.", section: "Beef"), RecipeCard.Step("Simmer for three hours.", section: "Beef")]
        card.notes = "Better the next day."
        card.photo = RecipeCard.Photo(mediaType: "image/jpeg", width: 4, height: 3, bytes: Array(SampleImage.jpegHeader) + [UInt8](repeating: 0x5A, count: 300))
        return card
    }

    func write(_ card: RecipeCard, named name: String = "card.recipe.md") throws -> String {
        let path = folder.file(name)
        try CardWriter.text(of: card).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func request(_ path: String) -> [UInt8] {
        Array(try! JSONSerialization.data(withJSONObject: ["path": path, "mimetype": "application/x-larder-recipe"]))
    }

    func decode(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test("a card: every property under KFileMetaData's names, the clean text, never the photo")
    func fullReply() throws {
        let card = fullCard()
        let reply = BalooExtractor.reply(toRequest: request(try write(card)))
        #expect(reply.succeeded)
        let root = try decode(reply.text)
        #expect(root["status"] as? String == "OK")
        let properties = try #require(root["properties"] as? [String: Any])
        #expect(properties["typeInfo"] as? String == "Document")
        #expect(properties["title"] as? String == "Bœuf \"bourguignon\"")
        #expect(properties["author"] as? String == "Julia Child")
        #expect(properties["keywords"] as? [String] == ["Main", "French", "slow", "wine"])
        #expect(properties["description"] as? String == "Beef braised\tin red wine.")
        #expect(properties["language"] as? String == "fr")
        #expect(properties["creationDate"] as? String == "2026-01-02T03:04:05Z")
        #expect(properties["originUrl"] as? String == "https://example.org/boeuf")
        let text = try #require(properties["text"] as? String)
        // The keywords after the text: a plain Baloo search finds the card by them, as Tracker's does.
        #expect(text == card.plainText + "\nMain\nFrench\nslow\nwine")
        for piece in ["75 cl Burgundy", "Beef\nBrown the beef.", "Simmer for three hours.", "Better the next day."] {
            #expect(text.contains(piece), "\(piece)")
        }
        #expect(!text.contains("larder:photo") && !text.contains("/9j/") && !text.contains("larder-card:"))
        #expect(Set(properties.keys) == ["typeInfo", "title", "author", "keywords", "description", "language", "creationDate", "originUrl", "text"])
    }

    @Test("a bare card: only what it has")
    func bareReply() throws {
        let reply = BalooExtractor.reply(toRequest: request(try write(RecipeCard(uri: nil, title: "Toast"))))
        let properties = try #require(try decode(reply.text)["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["typeInfo", "title", "text"])
        #expect(properties["text"] as? String == "Toast")
    }

    @Test("every sample card in every language: its name and method survive the trip through JSON")
    func samples() throws {
        let paths = try CLI().exportSampleCards(to: folder.file("cards"), thumbnails: false)
        #expect(paths.count >= 40)
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let card = try CardParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let reply = BalooExtractor.reply(toRequest: request(path))
            let properties = try #require(try decode(reply.text)["properties"] as? [String: Any], "\(name)")
            #expect(properties["title"] as? String == card.title)
            // The clean text first, as Tracker gets it, then the keywords; for
            // Chinese and Japanese, the words inside runs after them.
            let text = try #require(properties["text"] as? String, "\(name)")
            let indexed = ([card.plainText] + card.keywords).joined(separator: "\n")
            let cjk = CJKSearchTerms.terms(in: indexed)
            #expect(text == (cjk.isEmpty ? indexed : indexed + "\n" + cjk), "\(name)")
            #expect(cjk.isEmpty == !CJKScript.containsWrittenWithoutSpaces(indexed), "\(name)")
        }
    }

    @Test("Chinese and Japanese runs: each character after the first starts a term of up to six, nothing else is added")
    func cjkTerms() {
        #expect(CJKSearchTerms.terms(in: "番茄炒蛋很好吃。") == "茄炒蛋很好吃 炒蛋很好吃 蛋很好吃 很好吃 好吃 吃")
        #expect(CJKSearchTerms.terms(in: "1. おろし生姜、醤油") == "ろし生姜 し生姜 生姜 姜 油")
        // A run's first character needs no term of its own: the run is one already.
        #expect(CJKSearchTerms.terms(in: "昆布 and 豆腐") == "布 腐")
        #expect(CJKSearchTerms.terms(in: "Bœuf bourguignon, Борщ").isEmpty)
        #expect(CJKSearchTerms.terms(in: "").isEmpty)
        // Linear: a megabyte of one run gives at most six characters per character.
        let run = String(repeating: "生", count: 1 << 18)
        let terms = CJKSearchTerms.terms(in: run)
        #expect(terms.unicodeScalars.count <= run.unicodeScalars.count * (CJKSearchTerms.maximumLength + 1))
        #expect(terms.hasPrefix("生生生生生生 生生生生生生 ") && terms.hasSuffix(" 生生 生"))
    }

    @Test("failures: a reply with status Failed and the reason", arguments: [
        ("missing", "cannot read"),
        ("not a card", "not a valid recipe card"),
        ("too large", "cannot read"),
        ("directory", "cannot read"),
        ("bad request", "not a JSON object"),
    ])
    func failures(_ kind: String, _ expected: String) throws {
        var input: [UInt8]
        switch kind {
        case "missing": input = request(folder.file("nowhere.recipe.md"))
        case "not a card":
            let path = folder.file("notes.recipe.md")
            try "# My notes\n\nNot a card.\n".write(toFile: path, atomically: true, encoding: .utf8)
            input = request(path)
        case "too large":
            let path = folder.file("huge.recipe.md")
            FileManager.default.createFile(atPath: path, contents: Data(count: CardLimits.maximumCardBytes + 1))
            input = request(path)
        case "directory": input = request(folder.path)
        default: input = Array("path=/tmp/x".utf8)
        }
        let reply = BalooExtractor.reply(toRequest: input)
        #expect(!reply.succeeded)
        let root = try decode(reply.text)
        #expect(root["status"] as? String == "Failed")
        #expect((root["properties"] as? [String: Any])?.isEmpty == true)
        let error = try #require(root["error"] as? String)
        #expect(error.contains(expected), "\(error)")
    }
}
