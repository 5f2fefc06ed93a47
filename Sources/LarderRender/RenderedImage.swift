import CGdkPixbuf
import CPangoCairo
import Glibc

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

    /// Writes an opaque RGB PNG to `path`; on failure nothing is left at
    /// `path`. Saved through gdk-pixbuf at `compression` (zlib level, 0–9):
    /// cairo's own PNG writer always uses the default level, which took a
    /// quarter of a thumbnail's time.
    public func writePNG(to path: String, compression: Int = 6) throws {
        cairo_surface_flush(surface)
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height))!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let sourceStride = Int(cairo_image_surface_get_stride(surface)), targetStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let source = cairo_image_surface_get_data(surface)!, target = gdk_pixbuf_get_pixels(pixbuf)!
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let out = target + y * targetStride
            for x in 0..<width {
                let pixel = row[x]  // opaque: premultiplied equals straight
                out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            }
        }
        let key = strdup("compression"), value = strdup(String(min(9, max(0, compression))))
        defer { free(key); free(value) }
        var keys: [UnsafeMutablePointer<CChar>?] = [key, nil]
        var values: [UnsafeMutablePointer<CChar>?] = [value, nil]
        do {
            _ = try withGError { gdk_pixbuf_savev(pixbuf, path, "png", &keys, &values, $0) != 0 ? true : nil }
        } catch {
            unlink(path)
            throw GLibError(description: "cannot write \(path): \(error)")
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
