import Foundation
import LarderTestSupport
import Testing

/// `larder` calls cairo, Pango, GLib, gdk-pixbuf, TurboJPEG and libxml2 through
/// forwarders (CLibrariesOnDemand) and loads each when it first calls into it:
/// the commands that need none of them start without them and the thirty
/// libraries they bring. ld.so's own report (LD_DEBUG=files) says which
/// libraries a run loaded, and who loaded them.
@Suite("libraries loaded on first use")
struct LibrariesOnDemandTests {
    /// Not fontconfig: gdk-pixbuf 2.44 (sid) loads it at start through glycin.
    static let drawing = ["libpangocairo-1.0.so", "libpango-1.0.so", "libpangoft2-1.0.so", "libcairo.so"]
    static let glib = ["libgio-2.0.so", "libgobject-2.0.so", "libglib-2.0.so"]
    static let photo = ["libgdk_pixbuf-2.0.so", "libturbojpeg.so"]
    /// libxml2.so.2 on Debian 12 and 13, libxml2.so.16 on sid.
    static let pages = ["libxml2.so"]

    func loaded(_ run: CLI.Run, of libraries: [String]) -> [String] {
        libraries.filter { run.stderr.contains("file=\($0)") }
    }

    /// Whether `larder` itself loaded `library` with dlopen (not at start, not another library).
    func loadedByLarder(_ run: CLI.Run, _ library: String) -> Bool {
        run.stderr.split(separator: "\n").contains { $0.contains("file=\(library)") && $0.contains("dynamically loaded by") && $0.contains("/larder [") }
    }

    @Test("list, search and show start without the libraries loaded on demand; preview, card export and page import load them")
    func loadedOnFirstUse() throws {
        let cli = CLI()
        let photo = CLI.repository + "/data/recipes/photos/bliny.jpg"
        #expect(try cli.run(["add", "--name", "Toast", "--ingredient", "1 slice of bread", "--step", "Toast it.", "--photo", photo]).status == 0)
        let all = Self.drawing + Self.glib + Self.photo + Self.pages
        for command in [["list"], ["search", "toast"], ["show", "Toast"]] {
            let run = try cli.run(command, environment: ["LD_DEBUG": "files"])
            #expect(run.status == 0, "\(command): \(run.stderr.suffix(2000))")
            #expect(loaded(run, of: all).isEmpty, """
                larder \(command.joined(separator: " ")) loaded \(loaded(run, of: all)): a call into them without a forwarder links \
                them again (python3 scripts/build/generate-forwarders.py, then make static)
                """)
        }

        // Drawing a card with its photo: the drawing libraries, gdk-pixbuf and TurboJPEG.
        let png = cli.folder + "/toast.png"
        let preview = try cli.run(["preview", "Toast", "--format", "png", "-o", png], environment: ["LD_DEBUG": "files"])
        #expect(preview.status == 0, "\(preview.stderr.suffix(2000))")
        #expect(loaded(preview, of: Self.drawing) == Self.drawing, "preview loaded only \(loaded(preview, of: Self.drawing))")
        for library in ["libpangocairo-1.0.so.0", "libturbojpeg.so.0"] {
            #expect(loadedByLarder(preview, library), "\(library) should be loaded by larder with dlopen, when it draws, not at start")
        }
        let header = try #require(FileManager.default.contents(atPath: png))
        #expect(header.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(png) is not a PNG")

        // Cards and their thumbnails: GIO (the thumbnail cache's names, the card folder).
        let cards = cli.folder + "/cards"
        let export = try cli.run(["export", "--cards", cards], environment: ["LD_DEBUG": "files"])
        #expect(export.status == 0, "\(export.stderr.suffix(2000))")
        #expect(loadedByLarder(export, "libgio-2.0.so.0"), "GIO should be loaded by larder with dlopen when it exports cards")
        #expect(FileManager.default.fileExists(atPath: cards + "/Toast.recipe.md"))

        // A saved web page: libxml2's HTML parser.
        let page = cli.folder + "/page.html"
        try Data("""
            <html><head><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe",
            "name": "Page Soup", "recipeIngredient": ["1 l water"], "recipeInstructions": "Boil it."}</script></head></html>
            """.utf8).write(to: URL(fileURLWithPath: page))
        let imported = try cli.run(["import", page], environment: ["LD_DEBUG": "files"])
        #expect(imported.status == 0, "\(imported.stderr.suffix(2000))")
        #expect(loadedByLarder(imported, "libxml2.so"), "libxml2 should be loaded by larder with dlopen when it reads a page")
        #expect(try cli.run(["show", "Page Soup"]).status == 0)
    }
}
