import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// The sample cards indexed by a real Baloo (KF6) through Larder's installed
/// extractor, then found with baloosearch6 and read back with balooshow6.
@Suite("Baloo indexes recipe cards", .serialized)
final class BalooIndexTests {
    static let builtExtractor = CLI.repository + "/.build-static/release/larder-baloo-extractor"
    let cli = CLI()
    let cards: String
    let count: Int
    let baloo: PrivateBaloo

    init() throws {
        try PrivateBaloo.requireInstalled(builtExtractor: Self.builtExtractor)
        cards = cli.folder + "/cards"
        count = try cli.exportSampleCards(to: cards, thumbnails: false).count
        baloo = try PrivateBaloo(indexing: cards, mimePackage: CLI.repository + "/data/mime/larder.xml")
        try baloo.waitUntilIndexed(count)
    }

    func card(_ name: String) -> String { "\(cards)/\(name).recipe.md" }

    @Test("a word of the method finds its card, in every language of the samples")
    func methodWords() throws {
        // One word from the method of one card per language (Baloo folds case
        // and accents; it does not segment Chinese or Japanese, so those words
        // stand between punctuation in the text).
        let words: [(language: String, word: String, card: String)] = [
            ("en", "guanciale", "Spaghetti Carbonara"),
            ("fr", "absorbant", "Bœuf bourguignon"),
            ("de", "Scheiben", "Schwäbischer Kartoffelsalat"),
            ("it", "tuorli", "Tiramisù"),
            ("ru", "говядину", "Борщ"),
            ("ja", "昆布", "味噌汁"),
            ("zh", "捞出沥水", "麻婆豆腐"),
        ]
        for (language, word, name) in words {
            let text = try CardParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: card(name))))).steps.map(\.text).joined()
            #expect(text.contains(word), "\(language): “\(word)” is not in the method of \(name)")
            #expect(try baloo.search(word).contains(card(name)), "\(language): baloosearch6 \(word) did not find \(name)")
        }
    }

    @Test("title: and author: find the card by its front matter")
    func properties() throws {
        #expect(try baloo.search("title:bourguignon") == [card("Bœuf bourguignon")])
        #expect(try baloo.search("author:moreau").contains(card("Bœuf bourguignon")))
        // A word only in the method is not a title.
        #expect(try baloo.search("title:paleron").isEmpty)
    }

    @Test("balooshow6: title, author, keywords, language, description and source; no photo in the text")
    func shown() throws {
        let shown = try baloo.show(card("Bœuf bourguignon"))
        for line in ["Title: Bœuf bourguignon", "Author: Bernard Moreau", "Language: fr-FR", "Downloaded From: https://example.org/larder/fr/boeuf-bourguignon"] {
            #expect(shown.contains(line), "\(line) missing from:\n\(shown)")
        }
        #expect(shown.contains("Keywords:") && shown.contains("Plat principal"))
        #expect(shown.contains("Description: Le grand classique de Bourgogne"))
        let terms = try #require(shown.split(separator: "\n").first { $0.hasPrefix("Plain Text Terms:") })
        #expect(terms.contains(" paleron "))
        // A photo's base64 would leave long random terms; the card's markup, its own words.
        #expect(!terms.split(separator: " ").contains { $0.count > 40 }, "\(terms)")
        #expect(!terms.contains("larder-card") && !terms.contains("jpeg"))
    }

    @Test("an edited card is indexed again; a broken card is refused without stopping the rest")
    func changes() throws {
        let edited = card("Tiramisù")
        var text = try String(contentsOfFile: edited, encoding: .utf8)
        text = text.replacingOccurrences(of: "tuorli", with: "zabaionissimo")
        try text.write(toFile: edited, atomically: true, encoding: .utf8)
        let broken = cards + "/Broken.recipe.md"
        try "---\nlarder-card: 1\ntitle: Broken\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let found = Poll.until(seconds: 120) { (try? self.baloo.search("zabaionissimo")) == [edited] }
        let status = try baloo.status().text
        #expect(found != nil, "the edit was not indexed: \(status)")
        // The broken card is a file Baloo knows (by name), with no content from Larder.
        _ = Poll.until(seconds: 60) { (try? self.baloo.status().waiting) == 0 }
        #expect(try baloo.search("title:broken").isEmpty)
        #expect(try baloo.search("guanciale") == [card("Spaghetti Carbonara")])
    }
}
