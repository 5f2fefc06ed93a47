import CPangoCairo

/// Lays out a sheet top to bottom on one cairo context, line by line, so a
/// long recipe breaks across pages between lines (never inside one).
final class SheetFlow {
    /// How pages end.
    enum Pagination {
        /// No breaks: one sheet as tall as the recipe (PNG and SVG).
        case none
        /// `cairo_show_page` at each break: a paged surface (PDF).
        case showPage(height: Double)
        /// Each page on a surface of its own: `next` gives the context of the
        /// next page's surface (a viewer's pages, one recording each).
        case nextSurface(height: Double, next: () -> OpaquePointer)
        /// Breaks counted, nothing shown: a cookbook's first pass, which
        /// learns where each recipe will start.
        case countPages(height: Double)

        var height: Double? {
            switch self {
            case .none: nil
            case .showPage(let height), .nextSurface(let height, _), .countPages(let height): height
            }
        }
    }

    /// The current page's context (a new one per page with `.nextSurface`).
    private(set) var cairo: OpaquePointer
    let text: TextSetter
    let width: Double
    let margin: Double
    let pagination: Pagination
    /// Where a page's lines of text are noted, for viewers that select and find text.
    let textMap: PageTextMap?
    /// Draws what every page has besides the recipe (a cookbook's running
    /// head and page number), given the page's context and its index in the flow.
    let decorate: ((OpaquePointer, Int) -> Void)?
    private(set) var y: Double
    private(set) var pages = 1

    init(cairo: OpaquePointer, text: TextSetter, pageWidth: Double, pagination: Pagination, margin: Double, textMap: PageTextMap? = nil,
         decorate: ((OpaquePointer, Int) -> Void)? = nil) {
        self.cairo = cairo
        self.text = text
        self.width = pageWidth - 2 * margin
        self.margin = margin
        self.pagination = pagination
        self.textMap = textMap
        self.decorate = decorate
        y = margin
        decorate?(cairo, 0)
    }

    /// The bottom of the drawn content.
    var bottom: Double { y }

    func space(_ height: Double) {
        y += height
    }

    /// Starts a new page unless `height` still fits on this one.
    func keep(_ height: Double) {
        guard let pageHeight = pagination.height, y + height > pageHeight - margin, y > margin else { return }
        switch pagination {
        case .nextSurface(_, let next):
            cairo = next()
            text.retarget(cairo)
        case .countPages:
            break
        default:
            cairo_show_page(cairo)
        }
        pages += 1
        y = margin
        decorate?(cairo, pages - 1)
    }

    /// Sets `string` in `style`, `indent` from the left; `marker` (a bullet or
    /// a step number) hangs in the indent beside the first line.
    func paragraph(_ string: String, _ style: TextStyle, indent: Double = 0, marker: String? = nil) {
        let layout = text.layout(string, style, width: width - indent)
        defer { text.release(layout) }
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var first = true
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let lineHeight = Double(logical.height) / Double(PANGO_SCALE) + style.size * style.lineSpacing
            keep(lineHeight)
            let baseline = Double(pango_layout_iter_get_baseline(iterator) - logical.y) / Double(PANGO_SCALE)
            style.color.set(on: cairo)
            cairo_move_to(cairo, margin + indent, y + baseline)
            let line = pango_layout_iter_get_line_readonly(iterator)!
            pango_cairo_show_layout_line(cairo, line)
            textMap?.note(line, of: layout, page: pages - 1, x: margin + indent, top: y)
            if first, let marker {
                text.draw(marker, TextStyle(size: style.size, bold: style.bold, color: .muted), x: margin, y: y, width: indent)
            }
            first = false
            y += lineHeight
        } while pango_layout_iter_next_line(iterator) != 0
    }

    /// A heading kept together with the first lines after it.
    func heading(_ string: String, _ style: TextStyle, accent: RGBA) {
        keep(style.size * 4.5)
        space(style.size * 0.6)
        var coloured = style
        coloured.color = accent
        paragraph(string, coloured)
        space(style.size * 0.25)
    }

    /// The photo across the content width, at most `maximumHeight` tall.
    func photo(_ photo: PhotoSurface, maximumHeight: Double) {
        let scale = min(width / Double(photo.width), maximumHeight / Double(photo.height))
        let drawnWidth = Double(photo.width) * scale, drawnHeight = Double(photo.height) * scale
        keep(drawnHeight)
        cairo_save(cairo)
        cairo_translate(cairo, margin + (width - drawnWidth) / 2, y)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, photo.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
        y += drawnHeight
    }
}
