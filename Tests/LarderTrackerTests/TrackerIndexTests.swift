import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// Cards in an indexed folder, seen through a real, isolated Tracker:
/// the installed miner and extractor with Larder's rules and module.
@Suite("Cards indexed by Tracker")
struct TrackerIndexTests {
    @Test("a card written into the index root is found with its metadata; deleting it removes it")
    func indexAndRemove() throws {
        let tracker = try LarderTracker.sandbox()
        var card = TrackerExtractTests.sampleCard()
        card.title = "罗宋汤"
        card.summary = "上海风味 zanzibarish"
        let path = tracker.indexRoot + "/罗宋汤.recipe.md"
        try CardWriter.text(of: card).write(toFile: path, atomically: true, encoding: .utf8)
        let titleQuery = "SELECT ?title ?id ?mime ?doc WHERE { ?doc nie:title ?title ; nie:identifier ?id ; nie:isStoredAs/nie:url ?url . ?doc nie:mimeType ?mime }"
        #expect(try tracker.wait(for: "罗宋汤", in: titleQuery), "the card was not indexed with its title")
        let rows = try tracker.sparql(titleQuery)
        #expect(rows.contains(card.uri ?? ""))
        #expect(rows.contains("application/x-larder-recipe"))
        // The metadata sits on the information element the miner made for the
        // file (its content identifier), not on a second one of the module's own.
        #expect(rows.contains("\turn:fileid:"), "the document is the miner's urn:fileid element: \(rows)")
        let search = "SELECT ?doc WHERE { ?doc fts:match \"zanzibarish\" }"
        #expect(try tracker.wait(for: "urn:", in: search), "full-text search finds the card's words")
        try FileManager.default.removeItem(atPath: path)
        var gone = false
        for _ in 0..<100 where !gone {
            gone = !(try tracker.sparql(titleQuery)).contains("罗宋汤")
            if !gone { usleep(100_000) }
        }
        #expect(gone, "a deleted card leaves the index")
    }
}
