import CPangoCairo
import LarderCard
import LarderLocalization

/// Draws a recipe card as the file manager shows it: SIZE × SIZE pixels.
/// With a photo, the photo fills the square (cover-cropped) under a band with
/// the title; without one, a typographic card: title, category, total time,
/// yield and the first ingredients, more of them as the size grows. Up to
/// ``iconSizes`` it draws an icon instead (ThumbnailRenderer+Icon.swift).
public struct ThumbnailRenderer {
    /// The sizes it draws; 128, 256, 512 and 1024 are the freedesktop ones.
    public static let sizes = 16...4096

    /// The sizes drawn as an icon (the photo alone, or a monogram on the
    /// category's colour): at 64 px a title is at most 12 px high, a few
    /// letters of it; GNOME Shell's result list shows 24 px (48 on HiDPI).
    public static let iconSizes = 16...64

    /// Where the font maps are kept between drawings; nil makes them anew for each.
    let fonts: FontMapCache?

    /// A renderer. With `fonts`, the font maps it makes are kept there for
    /// the next drawings (many thumbnails in one process); without, it keeps
    /// no state between calls (the thumbnailer: one drawing per process).
    public init(fonts: FontMapCache? = nil) {
        self.fonts = fonts
    }

    /// Draws `card` as a `size` × `size` pixel thumbnail; throws when `size`
    /// is outside ``sizes``, the photo cannot be decoded or drawing fails.
    public func render(_ card: RecipeCard, size: Int) throws -> RenderedImage {
        guard Self.sizes.contains(size) else {
            // TRANSLATORS: the %@ are the smallest and largest sizes in pixels, and the size asked for.
            throw RenderError(trn("the size must be from %@ to %@ pixel, not %@", "the size must be from %@ to %@ pixels, not %@",
                                  Self.sizes.upperBound, Self.sizes.lowerBound, Self.sizes.upperBound, size))
        }
        let photo = try card.photo.map { try PhotoSurface($0, cover: (Double(size), Double(size))) }
        let image = RenderedImage(width: size, height: size)
        let cairo = cairo_create(image.surface)!
        defer { cairo_destroy(cairo) }
        let icon = Self.iconSizes.contains(size)
        // Every string a thumbnail may draw (the icon its monogram alone).
        let drawn = icon ? [Self.monogram(card.title)]
            : [card.title, Self.metaLine(card), card.summary, "• "] + card.ingredients.prefix(24).flatMap { [$0.group ?? "", $0.text] }
        let drawnText = drawn.joined()
        let needsCJK = RenderFonts.needsCJK(drawnText)
        // Kept maps cover every character; a map for this drawing alone, only drawn's.
        let fontMap = fonts?.fontMap(language: card.language, needsCJK: needsCJK)
            ?? RenderFonts.makeFontMap(language: card.language, needsCJK: needsCJK, covering: drawnText)
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        let text = TextSetter(cairo: cairo, fontMap: fontMap, language: card.language)
        if icon, let photo {
            drawPhoto(photo, size: Double(size), cairo: cairo)
        } else if icon {
            drawMonogram(card, size: Double(size), cairo: cairo, text: text)
        } else if let photo {
            drawPhotoCard(card, photo: photo, size: Double(size), cairo: cairo, text: text)
        } else {
            drawTypographicCard(card, size: Double(size), cairo: cairo, text: text)
        }
        guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(tr("drawing failed: %@", String(cString: cairo_status_to_string(cairo_status(cairo)))))
        }
        return image
    }

    /// "Dessert · 1 h 20 min · 6 servings"
    static func metaLine(_ card: RecipeCard) -> String {
        let total = card.totalMinutes ?? {
            let parts = [card.prepMinutes, card.cookMinutes].compactMap { $0 }
            return parts.isEmpty ? nil : parts.reduce(0, +)
        }()
        return RecipeFacts.summary(category: card.category, totalMinutes: total, yield: card.yield, servings: card.servings, language: card.language)
    }

    private func drawPhotoCard(_ card: RecipeCard, photo: PhotoSurface, size: Double, cairo: OpaquePointer, text: TextSetter) {
        drawPhoto(photo, size: size, cairo: cairo)

        // The title on a dark band along the bottom, legible on any photo.
        let padding = size * 0.06
        let width = size - 2 * padding
        let titleStyle = TextStyle(size: max(11, size * 0.085), bold: true, color: .white, maximumLines: 2, lineSpacing: 0.05)
        let metaStyle = TextStyle(size: max(9, size * 0.05), color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.85), maximumLines: 1)
        let meta = size >= 200 ? Self.metaLine(card) : ""
        let title = text.layout(card.title, titleStyle, width: width)
        defer { text.release(title) }
        let titleHeight = text.size(of: title).height
        let metaHeight = meta.isEmpty ? 0 : metaStyle.size * 1.3 + size * 0.01
        let band = padding * 1.6 + titleHeight + metaHeight
        let top = size - band
        let fade = cairo_pattern_create_linear(0, top - padding * 1.5, 0, top)!
        cairo_pattern_add_color_stop_rgba(fade, 0, 0, 0, 0, 0)
        cairo_pattern_add_color_stop_rgba(fade, 1, 0, 0, 0, 0.6)
        cairo_set_source(cairo, fade)
        cairo_rectangle(cairo, 0, top - padding * 1.5, size, padding * 1.5)
        cairo_fill(cairo)
        cairo_pattern_destroy(fade)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.6)
        cairo_rectangle(cairo, 0, top, size, band)
        cairo_fill(cairo)
        RGBA.white.set(on: cairo)
        cairo_move_to(cairo, padding, top + padding * 0.8)
        pango_cairo_show_layout(cairo, title)
        if !meta.isEmpty {
            text.draw(meta, metaStyle, x: padding, y: top + padding * 0.8 + titleHeight + size * 0.01, width: width)
        }
    }

    /// The photo, scaled to cover the square and centred.
    func drawPhoto(_ photo: PhotoSurface, size: Double, cairo: OpaquePointer) {
        let scale = max(size / Double(photo.width), size / Double(photo.height))
        cairo_save(cairo)
        cairo_translate(cairo, (size - Double(photo.width) * scale) / 2, (size - Double(photo.height) * scale) / 2)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, photo.surface, 0, 0)
        // Bilinear is exact enough down to half size (PhotoSurface decodes
        // smaller photos than that already scaled), and much cheaper than GOOD.
        cairo_pattern_set_filter(cairo_get_source(cairo), scale >= 0.5 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    private func drawTypographicCard(_ card: RecipeCard, size: Double, cairo: OpaquePointer, text: TextSetter) {
        RGBA.paper.set(on: cairo)
        cairo_paint(cairo)
        let accent = RGBA.accent(for: card.category)
        accent.set(on: cairo)
        cairo_rectangle(cairo, 0, 0, size, max(3, size * 0.035))
        cairo_fill(cairo)

        let padding = size * 0.08
        let width = size - 2 * padding
        let bottom = size - padding * 0.75
        var y = padding
        if size >= 200, let category = card.category, !category.isEmpty {
            y += text.draw(category, TextStyle(size: size * 0.045, bold: true, color: accent, maximumLines: 1), x: padding, y: y, width: width)
            y += size * 0.015
        }
        y += text.draw(card.title, TextStyle(size: max(12, size * 0.1), bold: true, maximumLines: size >= 200 ? 3 : 4, lineSpacing: 0.05),
                       x: padding, y: y, width: width)
        // Small: the category gives way to the title; the time and yield stay.
        var details = card
        if size < 200 { details.category = nil }
        let meta = Self.metaLine(details)
        if !meta.isEmpty {
            y += size * 0.02
            y += text.draw(meta, TextStyle(size: max(9, size * 0.048), color: .muted, maximumLines: 2), x: padding, y: y, width: width)
        }
        if size >= 512, !card.summary.isEmpty {
            y += size * 0.025
            y += text.draw(card.summary, TextStyle(size: size * 0.036, color: .muted, maximumLines: size >= 1000 ? 4 : 2), x: padding, y: y, width: width)
        }
        guard size >= 192, !card.ingredients.isEmpty else { return }
        y += size * 0.03
        accent.set(on: cairo)
        cairo_rectangle(cairo, padding, y, width * 0.25, max(1, size * 0.006))
        cairo_fill(cairo)
        y += size * 0.03
        let style = TextStyle(size: max(9, size * 0.042), maximumLines: 1)
        let lineHeight = style.size * 1.35
        // A group's heading in the accent colour, as a line of its own.
        let headingStyle = TextStyle(size: style.size, bold: true, color: RGBA.accent(for: card.category), maximumLines: 1)
        var group: String?
        for ingredient in card.ingredients where y + lineHeight <= bottom {
            if let heading = ingredient.group, heading != group {
                y += text.draw(heading, headingStyle, x: padding, y: y, width: width)
                guard y + lineHeight <= bottom else { break }
            }
            group = ingredient.group
            y += text.draw("• " + ingredient.text, style, x: padding, y: y, width: width)
        }
    }
}
