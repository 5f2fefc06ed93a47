import CPangoCairo
import LarderLocalization

/// A laid-out card's pages, one recording surface each, bounded to the page.
/// One surface per page, not one tall recording cut into pages: cairo 1.18's
/// PDF surface (Debian 13, sid) draws a recording once per document, with the
/// extent of its first use, so every page after the first printed blank.
final class PageRecordings {
    private(set) var surfaces: [OpaquePointer] = []
    /// The contexts opened on pages after the first (SheetFlow draws on them).
    private var contexts: [OpaquePointer] = []
    private var bounds: cairo_rectangle_t

    init(width: Double, height: Double) {
        bounds = cairo_rectangle_t(x: 0, y: 0, width: width, height: height)
    }

    deinit {
        contexts.forEach { cairo_destroy($0) }
        surfaces.forEach { cairo_surface_destroy($0) }
    }

    /// A new page's surface.
    func newSurface() -> OpaquePointer {
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &bounds)!
        surfaces.append(surface)
        return surface
    }

    /// A new page's surface, and a context drawing on it (kept until `finish`).
    func newContext() -> OpaquePointer {
        let cairo = cairo_create(newSurface())!
        contexts.append(cairo)
        return cairo
    }

    /// Closes the contexts; throws if cairo failed on any of them.
    func finish() throws {
        defer {
            contexts.forEach { cairo_destroy($0) }
            contexts = []
        }
        for cairo in contexts where cairo_status(cairo) != CAIRO_STATUS_SUCCESS {
            throw RenderError(tr("drawing failed: %@", String(cString: cairo_status_to_string(cairo_status(cairo)))))
        }
    }
}
