import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// Larder's Papers backend through PapersDocument itself, as Papers (GNOME's
/// Document Viewer from GNOME 49) loads it: chosen by the card's MIME type,
/// loaded, its page cache set up, pages rendered, text found and selected,
/// pages printed, the card saved under another name. Debian sid and later:
/// make check runs this suite where Papers is packaged (mk/platform.mk).
@Suite("Cards as pages through PapersDocument", .serialized)
struct PapersDocumentTests {
    let folder = TemporaryDirectory(prefix: "larder-papers")

    /// The text of every page `pdf` holds, without white space.
    func printedText(_ pdf: String) throws -> String {
        try Poppler.run("pdftotext", [pdf, "-"]).filter { !$0.isWhitespace }
    }

    @Test("every sample card: A4 pages, its title, a box per character, found, selected, sharp at 2×, printed, saved as it is")
    func sampleCards() throws {
        let cards = try CLI().exportSampleCards(to: folder.file("cards"), thumbnails: false)
        #expect(cards.count >= 40)
        let outcomes = try DocumentBackendRun.papers.open(cards.map { ($0, nil) }, in: folder)
        for (path, outcome) in zip(cards, outcomes) {
            let name = (path as NSString).lastPathComponent
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let card = try CardParser.parse(bytes)
            #expect(outcome.mime == "application/x-larder-recipe", "\(name): \(outcome.mime)")
            #expect(outcome.error == nil && outcome.backend == "LarderPapersCardDocument", "\(name): \(outcome.error ?? outcome.backend ?? "")")
            #expect((outcome.pages ?? 0) >= 1 && outcome.pageSize == [595.276, 841.89], "\(name): \(outcome.pages ?? 0) pages of \(outcome.pageSize ?? [])")
            #expect(outcome.title == card.title, "\(name): document title \(outcome.title ?? "none")")
            #expect(outcome.titleLine.map { card.title.hasPrefix($0) } == true, "\(name): page 1 starts with \(outcome.titleLine ?? "nothing")")
            #expect((outcome.titleInk ?? 0) > 0.05, "\(name): the title's box is blank (\(outcome.titleInk ?? 0) ink)")
            // Papers takes a box's index as its character's offset in the text.
            #expect(outcome.textBoxes == outcome.textCharacters && (outcome.textBoxes ?? 0) > 3,
                    "\(name): \(outcome.textBoxes ?? 0) boxes for \(outcome.textCharacters ?? 0) characters")
            let found = outcome.titleFound?.first, title = outcome.titleBox ?? []
            #expect(found.map { title.count == 4 && $0[1] >= title[1] - 1 && $0[3] <= title[3] + 1 && $0[0] >= title[0] - 1 } == true,
                    "\(name): the title's first word is found at \(outcome.titleFound ?? []), the title is at \(title)")
            // A drag across the title line selects it; a double click its first word.
            #expect(outcome.dragSelected == outcome.titleLine, "\(name): a drag over the title selects \(outcome.dragSelected ?? "nothing")")
            #expect(outcome.doubleClickSelected == outcome.titleLine?.split(separator: " ").first.map(String.init),
                    "\(name): a double click selects \(outcome.doubleClickSelected ?? "nothing")")
            if let region = outcome.dragRegion2x, title.count == 4 {
                #expect(abs(Double(region[0]) - 2 * title[0]) <= 2 && abs(Double(region[2]) - 2 * title[2]) <= 2, "\(name): selected \(region) at 2×, title \(title)")
            }
            #expect(!(outcome.text ?? "").contains("larder-card") && !(outcome.text ?? "").contains("larder:photo"), "\(name): the source shows")
            #expect(outcome.image1x == [595, 842] && outcome.image2x == [1191, 1684], "\(name): \(outcome.image1x ?? []) / \(outcome.image2x ?? [])")
            let printed = try #require(outcome.printed)
            let info = try Poppler.run("pdfinfo", [printed])
            let printedPages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last ?? "") }
            #expect(printedPages == outcome.pages, "\(name): \(outcome.pages ?? 0) pages, \(printedPages ?? 0) printed")
            if let last = card.steps.last?.text.prefix(24) {
                #expect(try printedText(printed).contains(String(last).filter { !$0.isWhitespace }), "\(name): the last step is not printed")
            }
            // Save As: the card, byte for byte.
            let saved = try outcome.saved.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            #expect(saved == bytes, "\(name): Save As wrote \(saved?.count ?? 0) bytes of \(bytes.count)")
        }
    }

    @Test("a recipe none of the samples holds: its photo on page 1 in its own colours, above the title; its method printed")
    func heldOutCard() throws {
        let cli = CLI()
        let photo = CLI.repository + "/data/recipes/photos/ratatouille.jpg"
        let steps = ["Soften the onion and peppers in olive oil, 10 minutes.", "Add the tomatoes, cumin and paprika; simmer until thick.",
                     "Make four wells, crack an egg into each, cover until the whites set."]
        let added = try cli.run(["add", "--name", "Shakshuka", "--category", "Breakfast", "--yield", "2 servings", "--photo", photo,
                                 "--ingredient", "4 eggs", "--ingredient", "400 g tomatoes", "--ingredient", "2 red peppers"]
                                + steps.flatMap { ["--step", $0] })
        #expect(added.status == 0, "\(added.stderr)")
        let exported = try cli.run(["export", "--cards", folder.file("held-out"), "--no-thumbnails"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let card = folder.file("held-out/Shakshuka.recipe.md")
        let outcome = try #require(try DocumentBackendRun.papers.open([(card, photo)], in: folder).first)
        #expect(outcome.backend == "LarderPapersCardDocument" && outcome.title == "Shakshuka", "\(outcome.error ?? outcome.title ?? "")")
        let region = try #require(outcome.photoRegionMean, "no photo region measured")
        let mean = try #require(outcome.photoMean)
        #expect(zip(region, mean).allSatisfy { abs($0 - $1) <= 20 }, "the photo's region is \(region), the photo \(mean)")
        #expect((outcome.titleBox?[1] ?? 0) > 200, "the title is not below the photo: \(outcome.titleBox ?? [])")
        #expect(try printedText(try #require(outcome.printed)).contains(steps[2].filter { !$0.isWhitespace }), "the last step is not printed")
    }

    @Test("three threads draw, read, find and select while the card is loaded again and again: every answer from one card or the other")
    func threads() throws {
        // Papers has no document lock: its job thread loads (a reload too) while the main
        // thread asks for text and selections. Without the backend's own locks the readers
        // see a card half loaded.
        let cards = try CLI().exportSampleCards(to: folder.file("cards"), thumbnails: false)
        let pair = try ["Борщ", "Crème brûlée"].map { title in
            try #require(cards.first { ($0 as NSString).lastPathComponent == "\(title).recipe.md" }, "no card for \(title)")
        }
        let outcome = try DocumentBackendRun.papers.threads(pair[0], pair[1], in: folder)
        #expect(outcome.loads == 60 && outcome.answers >= 180, "\(outcome.answers) answers during \(outcome.loads) loads")
        #expect(outcome.strange.isEmpty, "answers from neither card: \(outcome.strange)")
    }

    @Test("hostile cards open as pages too, inside Papers' library: one page saying what is wrong, a cut long card, a recipe without its broken photo",
          arguments: HostileCards.kinds)
    func hostile(_ kind: String) throws {
        let path = folder.file("\(kind).recipe.md")
        _ = FileManager.default.createFile(atPath: path, contents: Data(HostileCards.bytes(kind)))
        let outcome = try #require(try DocumentBackendRun.papers.open([(path, nil)], in: folder).first)
        #expect(outcome.backend == "LarderPapersCardDocument", "\(kind): \(outcome.error ?? "")")
        #expect(HostileCards.problem(kind, pages: outcome.pages, text: outcome.text) == nil)
    }
}
