import Foundation
import LarderTestSupport
import Testing

/// Cards changed after Baloo indexed them: edited by hand, or broken. Its
/// own index, since it changes it.
@Suite("Baloo follows changes to cards", .serialized)
struct BalooChangeTests {
    @Test("an edited card is indexed again; a broken card is refused without stopping the rest; index status names both")
    func changes() throws {
        let index = try BalooSampleIndex.Fixture()
        let edited = index.card("Tiramisù")
        var text = try String(contentsOfFile: edited, encoding: .utf8)
        text = text.replacingOccurrences(of: "tuorli", with: "zabaionissimo")
            .replacingOccurrences(of: "\ntitle: Tiramisù\n", with: "\ntitle: Tiramisù della nonna\n")
        try text.write(toFile: edited, atomically: true, encoding: .utf8)
        let broken = index.cards + "/Broken.recipe.md"
        try "---\nlarder-card: 1\ntitle: Broken\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let found = Poll.until(seconds: 120) { (try? index.baloo.search("zabaionissimo")) == [edited] }
        let afterEdit = try index.baloo.status().text
        #expect(found != nil, "the edit was not indexed: \(afterEdit)")
        _ = Poll.until(seconds: 60) { (try? index.baloo.status().waiting) == 0 }
        // The broken card is a file Baloo knows (by name), with no content from Larder.
        #expect(try index.baloo.search("title:broken").isEmpty)
        #expect(try index.baloo.search("guanciale") == [index.card("Spaghetti Carbonara")])

        // The store still calls it Tiramisù: the card is stale, the broken one refused, with the parser's reason.
        let status = try index.cli.run(["index", "status", "--indexer", "baloo"], environment: index.baloo.environment)
        #expect(status.status == 5, "\(status.stdout)\(status.stderr)")
        #expect(status.stdout.contains("stale        Tiramisù.recipe.md (indexed as \"Tiramisù della nonna\", now \"Tiramisù\")"), "\(status.stdout)")
        #expect(status.stdout.contains("failed       Broken.recipe.md: "), "\(status.stdout)")
        #expect(status.stdout.contains("\(index.count - 1) match the store"), "\(status.stdout)")
    }

}
