import CPangoCairo
import Glibc
import LarderFiles
import LarderLocalization

/// A drawn, opaque image in memory (a cairo ARGB32 surface), written out as PNG.
public final class RenderedImage {
    let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    init(width: Int, height: Int) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Writes the image as PNG to `path`; on failure nothing is left there.
    /// - Parameter compressed: false writes an uncompressed PNG, much faster
    ///   (cairo's writer always compresses at zlib's default level, a quarter
    ///   of a thumbnail's time), for a file that is read once and discarded.
    public func writePNG(to path: String, compressed: Bool = true) throws {
        cairo_surface_flush(surface)
        if compressed {
            let status = cairo_surface_write_to_png(surface, path)
            guard status == CAIRO_STATUS_SUCCESS else {
                unlink(path)
                // TRANSLATORS: the first %@ is a file path, the second the reason from the drawing library (cairo).
                throw RenderError(tr("cannot write %@: %@", path, String(cString: cairo_status_to_string(status))))
            }
            return
        }
        guard let png = pngBytes(compressionLevel: 0) else { throw RenderError(tr("cannot write %@: out of memory", path)) }
        do {
            try FileBytes.write(png, to: path)
        } catch {
            throw RenderError(error.description)
        }
    }

    /// The image as a PNG file's bytes, with `text` as tEXt chunks (keys and
    /// values in Latin-1; a thumbnail's `Thumb::URI` is ASCII), compressed by
    /// zlib at `compressionLevel` (0, none, to 9); nil when zlib has no memory.
    public func pngBytes(text: [(key: String, value: String)] = [], compressionLevel: Int32) -> [UInt8]? {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = cairo_image_surface_get_data(surface)!
        return PNGWriter.encode(width: width, height: height, text: text, level: compressionLevel) { y, out in
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]  // opaque: premultiplied equals straight
                out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            }
        }
    }

    /// The pixel at (x, y) as 0xAARRGGBB (premultiplied), for checks.
    public func pixel(x: Int, y: Int) -> UInt32 {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)! + y * stride
        return UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)[x]
    }
}
