import CPangoCairo
import Foundation
import LarderCard
import LarderRender
import LarderTestSupport
import Testing

/// CardPages in this process: what the Evince and Papers backends hand the viewer.
@Suite("Card pages")
struct CardPagesTests {
    let folder = TemporaryDirectory(prefix: "larder-card-pages")

    @Test("every page's text has one box per character, each on the page, in reading order within a line")
    func textBoxes() throws {
        for path in try CLI().exportSampleCards(to: folder.file("cards"), thumbnails: false) {
            let pages = try CardPages(try CardParser.parse(try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(pages.text.pages.count == pages.count, "\(path): text for \(pages.text.pages.count) of \(pages.count) pages")
            for (index, page) in pages.text.pages.enumerated() {
                #expect(page.text.unicodeScalars.count == page.boxes.count, "\(path) page \(index + 1): \(page.text.unicodeScalars.count) characters, \(page.boxes.count) boxes")
                for box in page.boxes {
                    #expect(box.x1 >= 0 && box.x2 <= pages.pageWidth && box.y1 >= 0 && box.y2 <= pages.pageHeight && box.x1 <= box.x2,
                            "\(path) page \(index + 1): a box off the page: \(box)")
                }
            }
        }
    }

    @Test("a long recipe breaks into pages between lines; each page is drawn, none after the last")
    func pagination() throws {
        var card = RecipeCard(uri: nil, title: "Very long stew")
        card.steps = (1...120).map { RecipeCard.Step("Step \($0): stir the stew slowly with a wooden spoon, marker\($0)word.", section: $0 > 60 ? "Second day" : nil) }
        let pages = try CardPages(card)
        #expect(pages.count >= 3)
        let all = pages.text.pages.map(\.text).joined()
        for step in 1...120 { #expect(all.contains("marker\(step)word"), "step \(step) is on no page") }
        for index in 0..<pages.count {
            let image = pages.render(page: index, width: 119, height: 168, rotation: 0)
            #expect(Self.inkRows(image) > 20, "page \(index + 1) is blank")
        }
        #expect(Self.inkRows(pages.render(page: pages.count, width: 119, height: 168, rotation: 0)) == 0, "a page after the last is drawn")
    }

    @Test("find: every occurrence, any case, one box per line of a match; nothing for what is absent")
    func find() throws {
        var card = RecipeCard(uri: nil, title: "Борщ")
        card.ingredients = ["500 г свёклы", "Свёкла, ещё раз"]
        card.steps = [RecipeCard.Step("Натереть СВЁКЛУ.")]
        let pages = try CardPages(card)
        let found = pages.text.find("свёкл", page: 0, caseSensitive: false)
        #expect(found.count == 3, "\(found)")
        #expect(Set(found.map(\.y1)).count == 3, "three lines: \(found)")
        #expect(pages.text.find("свёкл", page: 0, caseSensitive: true).count == 1)
        #expect(pages.text.find("шпинат", page: 0, caseSensitive: false).isEmpty)
        #expect(pages.text.find("", page: 0, caseSensitive: false).isEmpty)
        #expect(pages.text.find("борщ", page: 7, caseSensitive: false).isEmpty)
    }

    @Test("a drag selects from where it starts to where it is, either way; a double click a word, a triple click a line")
    func selection() throws {
        var card = RecipeCard(uri: nil, title: "Salade niçoise")
        card.ingredients = ["200 g haricots verts", "4 œufs durs"]
        let pages = try CardPages(card)
        let page = pages.text.page(0)
        let lines = page.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Salade niçoise", "\(page.text)")
        let title = page.boxes[0..<"Salade niçoise".unicodeScalars.count]
        let (left, right, middle) = (title.first!.x1, title.last!.x2, (title.first!.y1 + title.first!.y2) / 2)
        func select(_ from: (Double, Double), _ to: (Double, Double), _ style: PageTextSelection.Style) -> String {
            PageTextSelection(on: page, from: from, to: to, style: style).text
        }
        #expect(select((left - 5, middle), (right + 30, middle), .characters) == "Salade niçoise")
        #expect(select((right + 30, middle), (left - 5, middle), .characters) == "Salade niçoise", "a drag leftwards")
        #expect(select((left + 1, middle), (left + 1, middle), .characters) == "", "a click selects nothing")
        #expect(select((right - 2, middle), (right - 2, middle), .words) == "niçoise")
        #expect(select((left + 1, middle), (left + 1, middle), .lines) == "Salade niçoise")
        // From the title down to the page's end: the title, its line break, and everything after.
        let all = select((left - 5, middle), (pages.pageWidth, pages.pageHeight), .characters)
        #expect(all.hasPrefix("Salade niçoise\n") && all.contains("4 œufs durs"), "\(all)")
        let selected = PageTextSelection(on: page, from: (left - 5, middle), to: (right + 30, middle), style: .characters)
        #expect(selected.boxes.count == "Salade niçoise".unicodeScalars.count, "one box per character, no empty line end")
        // Drawn: the selection's boxes in the base colour, nothing outside them.
        let image = pages.drawSelection(selected, page: 0, width: 595, height: 842, text: (1, 1, 1, 1), base: (0.2, 0.4, 0.8, 1), into: nil)
        defer { cairo_surface_destroy(image) }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image)), data = cairo_image_surface_get_data(image)!
        func pixel(_ x: Double, _ y: Double) -> UInt32 {
            UnsafeRawPointer(data + Int(y) * stride).assumingMemoryBound(to: UInt32.self)[Int(x)]
        }
        #expect(pixel(left + 0.5, title.first!.y1 + 1) == 0xFF33_66CC, "the selection's corner: \(String(pixel(left + 0.5, title.first!.y1 + 1), radix: 16))")
        #expect(pixel(right + 20, middle) == 0, "beyond the selection: transparent")
    }

    @Test("a quarter turn swaps the image's sides")
    func rotation() throws {
        let pages = try CardPages(RecipeCard(uri: nil, title: "Turned"))
        for (rotation, size) in [(0, (100, 141)), (90, (141, 100)), (180, (100, 141)), (270, (141, 100))] {
            let image = pages.render(page: 0, width: 100, height: 141, rotation: rotation)
            #expect(Int(cairo_image_surface_get_width(image)) == size.0 && Int(cairo_image_surface_get_height(image)) == size.1, "\(rotation)°")
            cairo_surface_destroy(image)
        }
    }

    /// Rows of `image` with a pixel that is not white (destroys the image).
    static func inkRows(_ image: OpaquePointer) -> Int {
        defer { cairo_surface_destroy(image) }
        cairo_surface_flush(image)
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        let data = cairo_image_surface_get_data(image)!
        return (0..<height).filter { y in
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            return (0..<width).contains { row[$0] & 0x00FF_FFFF != 0x00FF_FFFF }
        }.count
    }
}
