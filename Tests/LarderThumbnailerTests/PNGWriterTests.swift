import CPangoCairo
import Foundation
import LarderTestSupport
import Testing
@testable import LarderRender

/// The PNG files Larder writes itself: uncompressed (the thumbnailer's, in
/// stored blocks of whole rows) and compressed (the card folder sync's cache), read
/// back by cairo's reader (libpng, which checks every CRC and zlib's Adler-32).
@Suite("PNG files")
struct PNGWriterTests {
    let folder = TemporaryDirectory(prefix: "larder-png")

    @Test("uncompressed and compressed PNGs read back as the pixels drawn: one block or many, rows up to a stored block's size and past it",
          arguments: [(1, 1), (3, 2), (256, 256), (1024, 90), (21_844, 3), (21_845, 2)])
    func readBack(width: Int, height: Int) throws {
        // A pattern that differs in every channel, row and column.
        func channel(_ x: Int, _ y: Int, _ c: Int) -> UInt8 { UInt8(truncatingIfNeeded: x &* 7 &+ y &* 13 &+ c &* 101) }
        let text = [(key: "Thumb::URI", value: "file:///tmp/x.recipe.md")]
        for level: Int32 in [0, 1] {
            let png = try #require(PNGWriter.encode(width: width, height: height, text: text, level: level) { y, out in
                for x in 0..<width { for c in 0..<3 { out[3 * x + c] = channel(x, y, c) } }
            })
            if level == 0, 1 + 3 * width <= 65_535 {
                // Stored: the rows, a filter byte each, 5 bytes a block of whole rows, and the fixed parts.
                let rowsPerBlock = 65_535 / (1 + 3 * width)
                let blocks = (height + rowsPerBlock - 1) / rowsPerBlock
                #expect(png.count == 8 + 25 + (12 + 10 + 1 + 23) + 12 + 2 + 5 * blocks + (1 + 3 * width) * height + 4 + 12)
            }
            let chunkOrder = ["IHDR", "tEXt", "IDAT"].map { type in png.firstRange(of: Array(type.utf8))?.lowerBound ?? -1 }
            #expect(chunkOrder.allSatisfy { $0 > 0 } && chunkOrder == chunkOrder.sorted(), "the text chunk stands before the pixels")
            let path = folder.file("level-\(level).png")
            try Data(png).write(to: URL(fileURLWithPath: path))
            let surface = cairo_image_surface_create_from_png(path)!
            defer { cairo_surface_destroy(surface) }
            try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "level \(level): cairo cannot read it")
            #expect(Int(cairo_image_surface_get_width(surface)) == width && Int(cairo_image_surface_get_height(surface)) == height)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            var wrong = 0
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x], drawn = UInt32(channel(x, y, 0)) << 16 | UInt32(channel(x, y, 1)) << 8 | UInt32(channel(x, y, 2))
                    if pixel & 0xFF_FFFF != drawn { wrong += 1 }
                }
            }
            #expect(wrong == 0, "level \(level), \(width) × \(height): \(wrong) pixels read back wrong")
        }
    }
}
