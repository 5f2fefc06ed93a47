import Foundation
import LarderTestSupport
import Testing

/// `larder preview --format pdf|png|svg`: the recipe as a printable sheet,
/// checked with poppler's tools and the PNG header.
@Suite("larder preview sheets")
struct PreviewSheetTests {
    /// A store with a long recipe (60 steps, two sections) and a short one with a photo.
    func populated() throws -> CLI {
        let cli = CLI()
        #expect(try cli.run(["import", "--quiet", CLI.repository + "/data/recipes"]).status == 0)
        var arguments = ["add", "--name", "Very long stew", "--category", "Main", "--ingredient", "1 kg beef", "--notes", "Better the next day."]
        for step in 1...60 { arguments += ["--step", "Step \(step): stir the stew slowly with a wooden spoon, marker\(step)word."] }
        #expect(try cli.run(arguments).status == 0)
        return cli
    }

    @Test("PDF: A4 or Letter, as many pages as needed, every step on some page")
    func pdf() throws {
        let cli = try populated()
        let a4 = cli.folder + "/stew.pdf"
        let run = try cli.run(["preview", "Very long stew", "--format", "pdf", "-o", a4])
        #expect(run.status == 0, "\(run.stderr)")
        let info = try Poppler.run("pdfinfo", [a4])
        #expect(info.contains("Page size:       595.276 x 841.89 pts (A4)"), "\(info)")
        let pages = Int(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last ?? "") ?? 0
        #expect(pages >= 2, "60 steps need more than one page: \(info)")
        let text = try Poppler.run("pdftotext", [a4, "-"])
        for step in 1...60 { #expect(text.contains("marker\(step)word"), "step \(step) is missing from the PDF") }
        #expect(text.contains("Better the next day."))

        let letter = cli.folder + "/borscht.pdf"
        #expect(try cli.run(["preview", "борщ", "--format", "pdf", "--paper", "letter", "-o", letter]).status == 0)
        #expect(try Poppler.run("pdfinfo", [letter]).contains("612 x 792 pts (letter)"))
        #expect(try Poppler.run("pdftotext", [letter, "-"]).contains("Борщ"))
    }

    @Test("PNG: the width asked, at least the height asked, taller for a long recipe; SVG keeps text as text")
    func pngAndSVG() throws {
        let cli = try populated()
        func pngSize(_ path: String) throws -> (Int, Int) {
            let png = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            return (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
        }
        let short = cli.folder + "/toast.png"
        #expect(try cli.run(["add", "--name", "Toast", "--step", "Toast."]).status == 0)
        #expect(try cli.run(["preview", "Toast", "--format", "png", "--size", "800x1000", "-o", short]).status == 0)
        let (width, height) = try pngSize(short)
        #expect(width == 800 && height == 1000)
        let long = cli.folder + "/stew.png"
        #expect(try cli.run(["preview", "Very long stew", "--format", "png", "--size", "800x1000", "-o", long]).status == 0)
        let (longWidth, longHeight) = try pngSize(long)
        #expect(longWidth == 800 && longHeight > 2000, "\(longWidth)×\(longHeight)")

        let svg = try cli.run(["preview", "罗宋汤", "--format", "svg"])
        #expect(svg.status == 0 && svg.stdout.hasPrefix("<?xml") && svg.stdout.contains("<svg"), "\(svg.stderr)")
        #expect(svg.stdout.contains("width=\"595\""))
    }

    @Test("the sheet's headings and facts labels follow the recipe's language", arguments: [
        ("Crème brûlée", ["Ingrédients", "Préparation", "préparation 20 min", "par Camille Lefèvre"]),
        ("Борщ", ["Ингредиенты", "Приготовление", "подготовка 30 мин", "автор: Ольга Смирнова"]),
        ("罗宋汤", ["用料", "做法"]),
        ("Apple Crumble", ["Ingredients", "Method", "prep "]),
    ])
    func headingsInLanguage(_ name: String, _ expected: [String]) throws {
        let cli = try populated()
        let pdf = cli.folder + "/sheet.pdf"
        let run = try cli.run(["preview", name, "--format", "pdf", "-o", pdf])
        #expect(run.status == 0, "\(run.stderr)")
        // One line: the facts line wraps wherever the page ends it.
        let text = try Poppler.run("pdftotext", [pdf, "-"]).split(whereSeparator: \.isNewline).joined(separator: " ")
        for word in expected { #expect(text.contains(word), "\(name): no \(word) in\n\(text)") }
        if name != "Apple Crumble" {
            for english in ["Ingredients", "Method", "prep ", "cook ", "by "] { #expect(!text.contains(english), "\(name): \(english)") }
        }
    }

    @Test("bad options are usage errors")
    func usage() throws {
        let cli = try populated()
        for arguments in [["--format", "pdf", "--size", "100x100"], ["--format", "png", "--paper", "a4"],
                          ["--format", "png", "--size", "big", "-o", "x.png"], ["--format", "pdf", "--paper", "a3", "-o", "x.pdf"],
                          ["--format", "tiff"]] {
            let run = try cli.run(["preview", "Toast"] + arguments)
            #expect(run.status == 64, "\(arguments): exit \(run.status) \(run.stderr)")
        }
    }
}
