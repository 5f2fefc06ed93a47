import CPangoCairo

/// Sets text with Pango on one cairo context: Larder's fonts, the card's
/// language (so Chinese gets Chinese glyph forms and Japanese Japanese ones),
/// wrapping at `width` and an ellipsis where lines run out.
final class TextSetter {
    private var cairo: OpaquePointer
    private let context: OpaquePointer
    private let families: String

    init(cairo: OpaquePointer, fontMap: UnsafeMutablePointer<PangoFontMap>, language: String?) {
        self.cairo = cairo
        context = pango_font_map_create_context(fontMap)
        families = RenderFonts.families(for: language)
        if let language, !language.isEmpty {
            pango_context_set_language(context, pango_language_from_string(language))
        }
        // No hinting: the glyphs are drawn once, at any size, and TrueType
        // hinting bytecode was a visible share of a thumbnail's time.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_update_context(cairo, context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Draws from now on with `cairo` (a new page's context; the same kind
    /// of surface, so the Pango context needs no update).
    func retarget(_ cairo: OpaquePointer) {
        self.cairo = cairo
    }

    /// A layout of `text` (the caller unrefs it with `release`).
    func layout(_ text: String, _ style: TextStyle, width: Double) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, families)
        pango_font_description_set_weight(font, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, style.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_spacing(layout, Int32(style.size * style.lineSpacing * Double(PANGO_SCALE)))
        if style.maximumLines > 0 {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(style.maximumLines))
        }
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// The layout's size in the surface's units.
    func size(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    /// The size `text` takes in `style`, wrapped at `width`, without drawing it.
    func size(of text: String, _ style: TextStyle, width: Double) -> (width: Double, height: Double) {
        let layout = self.layout(text, style, width: width)
        defer { release(layout) }
        return size(of: layout)
    }

    /// Draws `text` with its top-left corner at (x, y); returns its height.
    @discardableResult
    func draw(_ text: String, _ style: TextStyle, x: Double, y: Double, width: Double) -> Double {
        let layout = self.layout(text, style, width: width)
        defer { release(layout) }
        style.color.set(on: cairo)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout)
        return size(of: layout).height
    }

    func release(_ layout: OpaquePointer) {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}
