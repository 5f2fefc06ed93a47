import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// larder-thumbnailer on inputs it must refuse: a non-zero exit, no output
/// file, within 1 s and 50 MB, whatever the file holds.
@Suite("Thumbnailer on hostile input")
struct HostileInputTests {
    let folder = TemporaryDirectory(prefix: "larder-thumbnailer-hostile")

    /// A real card photo (a 512-pixel JPEG), from the sample collection.
    func realPhoto() throws -> RecipeCard.Photo {
        let cards = try Thumbnails.sampleCards(in: folder.file("samples"))
        for path in cards {
            if let photo = try CardParser.parse(try Data(contentsOf: URL(fileURLWithPath: path))).photo { return photo }
        }
        throw TestFailure("no sample card has a photo")
    }

    func card(with photo: RecipeCard.Photo) -> String {
        var card = RecipeCard(uri: "larder://11111111-1111-4111-8111-111111111111/recipe/22222222-2222-4222-8222-222222222222", title: "Hostile")
        card.photo = photo
        return CardWriter.text(of: card)
    }

    @Test("bad input: non-zero exit, no output, under 50 MB (time: make bench)",
          arguments: ["empty", "binary", "truncated", "huge", "bad base64", "50000x50000 JPEG", "PNG as JPEG", "GIF as JPEG", "not a card"])
    func refuses(_ kind: String) throws {
        try Thumbnails.requireBinary()
        let input = folder.file("input.recipe.md")
        var bytes: [UInt8]
        switch kind {
        case "empty": bytes = []
        case "binary": bytes = (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        case "truncated": bytes = Array(Array(card(with: try realPhoto()).utf8).prefix(4_000))
        case "huge": bytes = Array(card(with: try realPhoto()).utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 100 << 20)
        case "bad base64":
            let text = card(with: try realPhoto())
            let start = try #require(text.range(of: "<!-- larder:photo"))
            let cut = text.index(start.upperBound, offsetBy: 200)
            bytes = Array((String(text[..<cut]) + "!!not base64!!" + String(text[cut...])).utf8)
        case "50000x50000 JPEG":
            // The card says 512×384; the JPEG's own header says 50,000 × 50,000.
            var photo = try realPhoto()
            var jpeg = photo.bytes
            let frame = try #require(jpeg.indices.dropLast(8).first { jpeg[$0] == 0xFF && (0xC0...0xC2).contains(jpeg[$0 + 1]) })
            jpeg.replaceSubrange(frame + 5 ..< frame + 9, with: [0xC3, 0x50, 0xC3, 0x50])
            photo.bytes = jpeg
            bytes = Array(card(with: photo).utf8)
        case "PNG as JPEG", "GIF as JPEG":
            let magic: [UInt8] = kind.hasPrefix("PNG") ? [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] : Array("GIF89a".utf8)
            let good = card(with: RecipeCard.Photo(mediaType: "image/png", width: 4, height: 3, bytes: magic + [UInt8](repeating: 7, count: 64)))
            bytes = Array(good.replacingOccurrences(of: "image/png 4x3", with: "image/jpeg 4x3").utf8)
        default: bytes = Array("# Just some Markdown\n\nNot a recipe card.\n".utf8)
        }
        FileManager.default.createFile(atPath: input, contents: Data(bytes))
        let output = folder.file("output-\(kind).png")
        let run = try MeasuredRun.run(Thumbnails.binary, ["-s", "256", input, output])
        #expect(run.status == 1, "\(kind): exit \(run.status)")
        #expect(!FileManager.default.fileExists(atPath: output), "\(kind): an output file was left")
        #expect(run.peakKilobytes < 50 << 10, "\(kind): peak memory \(run.peakKilobytes) KB")
    }

    @Test("a good card: exit 0, a PNG of exactly the size asked, under 50 MB; bad arguments: exit 64")
    func goodAndUsage() throws {
        try Thumbnails.requireBinary()
        let cards = try Thumbnails.sampleCards(in: folder.file("samples"))
        for (size, card) in [(100, cards[0]), (1024, cards.first { $0.contains("Борщ") }!)] {
            let output = folder.file("good-\(size).png")
            let run = try MeasuredRun.run(Thumbnails.binary, ["-s", String(size), card, output])
            #expect(run.status == 0)
            #expect(run.peakKilobytes < 50 << 10, "peak memory \(run.peakKilobytes) KB at \(size)")
            let png = try Data(contentsOf: URL(fileURLWithPath: output))
            // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && width == size && height == size, "\(width)×\(height)")
        }
        for arguments in [[], ["-s", "abc", cards[0], folder.file("x.png")], ["-s", "256", cards[0]], ["-s", "0", cards[0], folder.file("x.png")]] {
            let run = try MeasuredRun.run(Thumbnails.binary, arguments)
            #expect(run.status == (arguments.count == 4 && arguments[1] == "0" ? 1 : 64), "\(arguments): exit \(run.status)")
        }
    }

    @Test("built with -static-stdlib: no Swift library outside the binary")
    func staticStdlib() throws {
        try Thumbnails.requireBinary()
        let ldd = try Program.run("/usr/bin/ldd", [Thumbnails.binary], package: "libc-bin")
        #expect(!ldd.output.contains("libswift") && !ldd.output.contains("libFoundation") && !ldd.output.contains("not found"), "\(ldd.output)")
    }
}
