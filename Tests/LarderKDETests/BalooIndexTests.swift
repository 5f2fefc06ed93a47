import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// The sample cards indexed by a real Baloo (KF6) through Larder's installed
/// extractor, then found with baloosearch6, read back with balooshow6, and
/// compared with the store by `larder index status`. One index for the suite.
@Suite("Baloo indexes recipe cards", .serialized, .balooSampleIndex)
struct BalooIndexTests {
    @Test("a word of the method finds its card, in every language of the samples")
    func methodWords() throws {
        let index = try BalooSampleIndex.fixture()
        // One word from the method of one card per language (Baloo folds case
        // and accents; it does not segment Chinese or Japanese, so the first
        // words there stand between punctuation, the last two inside a run).
        let words: [(language: String, word: String, card: String)] = [
            ("en", "guanciale", "Spaghetti Carbonara"),
            ("fr", "absorbant", "Bœuf bourguignon"),
            ("de", "Scheiben", "Schwäbischer Kartoffelsalat"),
            ("it", "tuorli", "Tiramisù"),
            ("ru", "говядину", "Борщ"),
            ("ja", "昆布", "味噌汁"),
            ("zh", "捞出沥水", "麻婆豆腐"),
            // Inside a run of text between punctuation: found through the extractor's extra terms.
            ("ja", "片栗粉", "豚の生姜焼き"),
            ("zh", "翻炒", "番茄炒蛋"),
        ]
        for (language, word, name) in words {
            let text = try CardParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: index.card(name))))).steps.map(\.text).joined()
            #expect(text.contains(word), "\(language): “\(word)” is not in the method of \(name)")
            #expect(try index.baloo.search(word).contains(index.card(name)), "\(language): baloosearch6 \(word) did not find \(name)")
        }
    }

    @Test("a word only among a card's keywords (category, cuisine, tags) finds it, as Tracker's search does")
    func keywordWords() throws {
        let index = try BalooSampleIndex.fixture()
        var searched = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: index.cards).filter({ $0.hasSuffix(".recipe.md") }).sorted() {
            let path = index.cards + "/" + name
            let card = try CardParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            for word in card.keywordOnlyWords.prefix(2) {
                searched += 1
                #expect(try index.baloo.search(word).contains(path), "baloosearch6 \(word), a keyword of \(name) only, did not find it")
            }
        }
        // Борщ's tag свёкла among them: the case that was missed.
        #expect(searched >= 10, "only \(searched) keyword-only words in the samples")
        #expect(try index.baloo.search("свёкла").contains(index.card("Борщ")))
    }

    @Test("title: and author: find the card by its front matter")
    func properties() throws {
        let index = try BalooSampleIndex.fixture()
        #expect(try index.baloo.search("title:bourguignon") == [index.card("Bœuf bourguignon")])
        #expect(try index.baloo.search("author:moreau").contains(index.card("Bœuf bourguignon")))
        // A word only in the method is not a title.
        #expect(try index.baloo.search("title:paleron").isEmpty)
    }

    @Test("balooshow6: title, author, keywords, language, description and source; no photo in the text")
    func shown() throws {
        let index = try BalooSampleIndex.fixture()
        let shown = try index.baloo.show(index.card("Bœuf bourguignon"))
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

    @Test("larder index status --indexer baloo: every card indexed with its recipe's name; a KDE session asks Baloo unprompted")
    func indexStatus() throws {
        let index = try BalooSampleIndex.fixture()
        let text = try index.cli.run(["index", "status", "--indexer", "baloo"], environment: index.baloo.environment)
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("Indexer:      Baloo 6."), "\(text.stdout)")
        #expect(text.stdout.contains("Index root:   \(index.cards)\n"), "\(text.stdout)")
        #expect(text.stdout.contains("State:        running"), "\(text.stdout)")
        #expect(text.stdout.contains("Cards:        \(index.count) from the store; the indexer knows \(index.count) in the folder, \(index.count) match the store"),
                "\(text.stdout)")
        #expect(text.stdout.contains("Every card is indexed with its recipe's metadata."), "\(text.stdout)")

        var kde = index.baloo.environment
        kde["XDG_CURRENT_DESKTOP"] = "KDE"
        let json = try index.cli.run(["index", "status", "--json"], environment: kde)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)\(json.stderr)")
        #expect(json.status == 0 && (report["indexer"] as? String)?.hasPrefix("Baloo") == true, "\(json.stdout)")
        #expect(report["matching"] as? Int == index.count && report["storeCards"] as? Int == index.count, "\(json.stdout)")
    }

    @Test("a card folder Baloo does not include: index status says how to add it, and lists every card as not indexed")
    func uncovered() throws {
        let index = try BalooSampleIndex.fixture()
        let other = CLI()
        let elsewhere = other.folder + "/elsewhere"
        let count = try other.exportSampleCards(to: elsewhere, thumbnails: false).count
        let status = try other.run(["index", "status", "--indexer", "baloo", "--json"], environment: index.baloo.environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any], "\(status.stdout)\(status.stderr)")
        #expect(status.status == 5 && report["indexRoot"] == nil, "\(status.stdout)")
        #expect((report["howToCover"] as? String)?.contains("balooctl6 config add includeFolders \(elsewhere)") == true, "\(status.stdout)")
        #expect((report["missing"] as? [String])?.count == count, "\(status.stdout)")
    }
}
