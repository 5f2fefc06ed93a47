import Foundation
import LarderTestSupport
import Testing

/// The thumbnails `larder export --cards` puts in the cache, beside the ones
/// the file manager's factory makes with larder-thumbnailer.
@Suite("Cached thumbnails are the thumbnailer's", .serialized)
struct CachedThumbnailTests {
    let folder = TemporaryDirectory(prefix: "larder-cached-thumbnails")

    /// Whether two image files hold the same pixels (decoded by gdk-pixbuf, as the file manager does).
    func samePixels(_ a: String, _ b: String) throws -> Bool {
        let code = """
            import sys, gi
            gi.require_version("GdkPixbuf", "2.0")
            from gi.repository import GdkPixbuf
            a, b = (GdkPixbuf.Pixbuf.new_from_file(path) for path in sys.argv[1:3])
            same = (a.get_width(), a.get_height()) == (b.get_width(), b.get_height()) and \\
                all(a.get_pixels()[y * a.get_rowstride():y * a.get_rowstride() + a.get_width() * a.get_n_channels()] ==
                    b.get_pixels()[y * b.get_rowstride():y * b.get_rowstride() + b.get_width() * b.get_n_channels()]
                    for y in range(a.get_height())) and a.get_n_channels() == b.get_n_channels()
            print("same" if same else "different")
            """
        let run = try Program.run("/usr/bin/python3", ["-c", code, a, b], package: "python3-gi")
        guard run.status == 0 else { throw TestFailure("comparing \(a) and \(b) failed: \(run.output)") }
        return run.output.hasPrefix("same")
    }

    @Test("the card folder sync's cached thumbnails have the factory's pixels at 256 and 512: photo, typographic and CJK cards, a CJK ellipsis")
    func sameAsFactory() throws {
        try Thumbnails.requireBinary()
        let cli = CLI()
        let cacheHome = folder.file("card-folder-cache")
        for arguments in [["import", "--quiet", CLI.repository + "/data/recipes"], ["export", "--cards", folder.file("cards")]] {
            let run = try cli.run(arguments, environment: ["XDG_CACHE_HOME": cacheHome])
            guard run.status == 0 else { throw CLIFailure(run: run) }
        }
        // The card folder sync's fonts know every character of each face; the
        // thumbnailer's only those of the card it draws (CoveringFontPattern):
        // 肉じゃが's summary ends at 512 px in the ellipsis Pango draws of its
        // own for Japanese (⋯), which the card does not have.
        let cards = try FileManager.default.contentsOfDirectory(atPath: folder.file("cards"))
            .filter { $0.contains("Борщ") || $0.contains("Apple Crumble") || $0.contains("罗宋汤") || $0.contains("Crème brûlée") || $0.contains("肉じゃが") }
            .map { folder.file("cards/" + $0) }
        #expect(cards.count == 5)
        for (size, directory) in [(256, "large"), (512, "x-large")] {
            let factoryCache = TemporaryDirectory(prefix: "larder-factory-cache")  // kept until the comparisons are done
            for outcome in try Thumbnails.throughFactory(cards, size: size, cache: factoryCache) {
                let name = (outcome.path as NSString).lastPathComponent
                let factory = try #require(outcome.cached, "\(name): the factory made no thumbnail")
                let ours = cacheHome + "/thumbnails/\(directory)/" + (factory as NSString).lastPathComponent
                #expect(try samePixels(ours, factory), "\(name) at \(size): the cached thumbnail differs from the thumbnailer's")
            }
        }
    }
}
