import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// The bundled sample collection, exported as cards and indexed by a real,
/// isolated Tracker with Larder's module: what the desktop's search sees.
@Suite("Sample collection in Tracker")
struct SampleCollectionIndexTests {
    @Test("every sample card is indexed with its title, keywords and method words, in every language")
    func everyCard() throws {
        let tracker = try LarderTracker.sandbox()
        let cli = CLI()
        let environment = tracker.environment
        let imported = try cli.run(["import", "--quiet", CLI.repository + "/data/recipes"], environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let folder = tracker.indexRoot + "/Recipes"
        let exported = try cli.run(["export", "--cards", folder], environment: environment)
        #expect(exported.status == 0, "\(exported.stderr)")

        let status = try LarderTracker.indexStatus(cli, tracker, within: 90)
        try #require(status.status == 0, "larder index status never reported every card indexed:\n\(status.stdout)\(status.stderr)")

        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".recipe.md") }.sorted()
        #expect(names.count >= 40)
        var languages = Set<String>()
        var keywordOnlySearches = 0
        for name in names {
            let card = try CardParser.parse(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            if let language = card.language { languages.insert(String(language.prefix(2))) }
            let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let rows = try tracker.sparql("""
                SELECT ?title ?keyword WHERE {
                  ?file nfo:fileName "\(escaped)" . ?doc nie:isStoredAs ?file ; nie:title ?title .
                  OPTIONAL { ?doc nie:keyword ?keyword }
                }
                """)
            #expect(rows.contains(card.title), "\(name): title not indexed:\n\(rows)")
            for keyword in [card.category, card.cuisine].compactMap({ $0 }) + card.tags {
                #expect(rows.contains(keyword), "\(name): keyword \(keyword) not indexed:\n\(rows)")
            }
            let word = try #require(Self.searchableWord(in: card.steps.map(\.text).joined(separator: " ")), "\(name) has a method")
            let search = try cli.run(["search", "--tracker", word, "--json", "--limit", "100"], environment: environment)
            #expect(search.status == 0, "\(search.stderr)")
            #expect(search.stdout.contains(name.replacingOccurrences(of: "/", with: "\\/")) || search.stdout.contains(name),
                    "\(name): searching Tracker for “\(word)” from its method does not find it")
            // The words found only through the keywords, as Baloo must find them too (LarderKDETests).
            for keyword in card.keywordOnlyWords.prefix(2) {
                keywordOnlySearches += 1
                let found = try cli.run(["search", "--tracker", keyword, "--json", "--limit", "100"], environment: environment)
                #expect(found.stdout.contains(name.replacingOccurrences(of: "/", with: "\\/")) || found.stdout.contains(name),
                        "\(name): searching Tracker for “\(keyword)”, one of its keywords only, does not find it")
            }
        }
        #expect(keywordOnlySearches >= 10, "only \(keywordOnlySearches) keyword-only words in the samples")
        #expect(languages.isSuperset(of: ["en", "fr", "ru", "zh", "ja", "de", "it"]), "\(languages)")
    }

    /// A word of the method as Tracker 3.4's tokenizer sees it: for Chinese
    /// and Japanese the first Han character (a run of them is not always one
    /// word to it), else the longest word of five letters or more.
    static func searchableWord(in text: String) -> String? {
        if let han = text.unicodeScalars.first(where: { $0.properties.isIdeographic }) { return String(han) }
        // Whole words between spaces only: Tracker keeps "l'assaisonnement" as one token.
        let words = text.split(whereSeparator: \.isWhitespace)
            .map { $0.trimmingCharacters(in: .punctuationCharacters) }
            .filter { $0.count >= 5 && $0.allSatisfy(\.isLetter) }
        return words.max(by: { $0.count < $1.count })
    }
}
