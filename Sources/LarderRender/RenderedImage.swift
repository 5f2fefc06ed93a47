import CPangoCairo
import Glibc

/// A drawn image in memory (a cairo ARGB32 surface), written out as PNG.
public final class RenderedImage {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    init(width: Int, height: Int) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Writes the PNG to `path`; on failure nothing is left at `path`.
    public func writePNG(to path: String) throws {
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            unlink(path)
            throw GLibError(description: "cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
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
