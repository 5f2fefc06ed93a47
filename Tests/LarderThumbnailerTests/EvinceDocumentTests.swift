import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// Larder's Evince backend through EvinceDocument itself, as Evince (Document
/// Viewer) and Sushi (the space bar in GNOME Files, up to GNOME 50) load it:
/// chosen by the card's MIME type, pages rendered, text found, pages printed.
@Suite("Cards as pages through EvinceDocument", .serialized)
struct EvinceDocumentTests {
    let folder = TemporaryDirectory(prefix: "larder-evince")

    @Test("every sample card opens as A4 pages: its title, its text (found, selected with the mouse), sharp at 2×, printed with every step")
    func sampleCards() throws {
        let cards = try Thumbnails.sampleCards(in: folder.file("cards"))
        #expect(cards.count >= 40)
        let outcomes = try DocumentBackendRun.evince.open(cards.map { ($0, nil) }, in: folder)
        for (path, outcome) in zip(cards, outcomes) {
            let name = (path as NSString).lastPathComponent
            let card = try CardParser.parse(try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(outcome.mime == "application/x-larder-recipe", "\(name): \(outcome.mime)")
            #expect(outcome.error == nil && outcome.backend == "LarderCardDocument", "\(name): \(outcome.error ?? outcome.backend ?? "")")
            #expect((outcome.pages ?? 0) >= 1, "\(name): no pages")
            #expect(outcome.pageSize == [595.276, 841.89], "\(name): page size \(outcome.pageSize ?? [])")
            #expect(outcome.title == card.title, "\(name): document title \(outcome.title ?? "none")")
            #expect(outcome.titleLine.map { card.title.hasPrefix($0) } == true, "\(name): page 1 starts with \(outcome.titleLine ?? "nothing")")
            #expect((outcome.titleInk ?? 0) > 0.05, "\(name): the title's box is blank (\(outcome.titleInk ?? 0) ink)")
            #expect((outcome.textRectangles ?? 0) > 3, "\(name): no text to select")
            // Evince's search bar finds the title's first word, in capitals, where the title is.
            let found = outcome.titleFound?.first, title = outcome.titleBox ?? []
            #expect(found.map { title.count == 4 && $0[1] >= title[1] - 1 && $0[3] <= title[3] + 1 && $0[0] >= title[0] - 1 } == true,
                    "\(name): the title's first word is found at \(outcome.titleFound ?? []), the title is at \(title)")
            // A drag across the title line selects it; a double click its first word (Evince's mouse selection).
            #expect(outcome.dragSelected == outcome.titleLine, "\(name): a drag over the title selects \(outcome.dragSelected ?? "nothing")")
            #expect(outcome.doubleClickSelected == outcome.titleLine?.split(separator: " ").first.map(String.init),
                    "\(name): a double click selects \(outcome.doubleClickSelected ?? "nothing")")
            // The source never shows: no front matter, no base64.
            #expect(outcome.text.map { !$0.contains("larder-card") && !$0.contains("uri:") && !$0.contains("larder:photo") } == true, "\(name)")
            // Scale 2 (a HiDPI screen) is drawn at twice the pixels, not enlarged.
            #expect(outcome.image1x == [595, 842] && outcome.image2x == [1191, 1684], "\(name): \(outcome.image1x ?? []) / \(outcome.image2x ?? [])")
            // Printed through the backend: as many pages, the last step and the title on them as text.
            let printed = try #require(outcome.printed)
            let info = try Poppler.run("pdfinfo", [printed])
            let printedPages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last ?? "") }
            #expect(printedPages == outcome.pages, "\(name): \(outcome.pages ?? 0) pages, \(printedPages ?? 0) printed")
            let text = try Poppler.run("pdftotext", [printed, "-"]).filter { !$0.isWhitespace }
            if let last = card.steps.last?.text.prefix(24) {
                #expect(text.contains(String(last).filter { !$0.isWhitespace }), "\(name): the last step is not printed")
            }
        }
    }

    @Test("a card's photo is on page 1 in its own colours, above the title")
    func photos() throws {
        let cards = try Thumbnails.sampleCards(in: folder.file("cards"))
        let photos = ["Борщ": "borscht.jpg", "Spaghetti Carbonara": "carbonara.jpg", "Ratatouille": "ratatouille.jpg", "宫保鸡丁": "gongbao-jiding.jpg"]
        let chosen = try photos.map { title, photo in
            guard let path = cards.first(where: { ($0 as NSString).lastPathComponent == "\(title).recipe.md" }) else {
                throw TestFailure("no card for \(title) among \(cards.map { ($0 as NSString).lastPathComponent })")
            }
            return (path: path, photo: Optional(CLI.repository + "/data/recipes/photos/" + photo))
        }
        for outcome in try DocumentBackendRun.evince.open(chosen, in: folder) {
            let region = try #require(outcome.photoRegionMean, "\(outcome.path): no photo region measured")
            let photo = try #require(outcome.photoMean)
            #expect(zip(region, photo).allSatisfy { abs($0 - $1) <= 20 }, "\(outcome.path): the photo's region is \(region), the photo \(photo)")
            #expect((outcome.titleBox?[1] ?? 0) > 200, "\(outcome.path): the title is not below the photo: \(outcome.titleBox ?? [])")
        }
    }

    @Test("hostile cards open as pages too: one page saying what is wrong, a cut long card, a recipe without its broken photo",
          arguments: HostileCards.kinds)
    func hostile(_ kind: String) throws {
        let path = folder.file("\(kind).recipe.md")
        _ = FileManager.default.createFile(atPath: path, contents: Data(HostileCards.bytes(kind)))
        let outcome = try #require(try DocumentBackendRun.evince.open([(path, nil)], in: folder).first)
        #expect(outcome.backend == "LarderCardDocument", "\(kind): \(outcome.error ?? "")")
        #expect(HostileCards.problem(kind, pages: outcome.pages, text: outcome.text) == nil)
    }
}
