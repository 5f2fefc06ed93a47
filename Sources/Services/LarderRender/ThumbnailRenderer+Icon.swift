import CPangoCairo
import LarderCard

// MARK: - Icons: the sizes where a card's text cannot be read

extension ThumbnailRenderer {
    /// The one or two characters that stand for `title` on its icon: from the
    /// first letter or digit on (a leading emoji or quote is skipped: the fonts
    /// the sandbox has draw neither well), two of the same word, or one when
    /// it is a CJK character, itself a word and as wide as two Latin letters.
    /// Characters are grapheme clusters, so "É", "й" or "👩‍🍳" stay whole.
    /// A title with no letter or digit gives its first character.
    static func monogram(_ title: String) -> String {
        func isWordCharacter(_ character: Character) -> Bool {
            guard let first = character.unicodeScalars.first else { return false }
            return first.properties.isAlphabetic || first.properties.numericType != nil
        }
        func isCJK(_ character: Character) -> Bool {
            character.unicodeScalars.first.map(CJKScript.isWrittenWithoutSpaces) ?? false
        }
        guard let start = title.firstIndex(where: isWordCharacter) else {
            return title.first(where: { !$0.isWhitespace }).map(String.init) ?? ""
        }
        let first = title[start]
        guard !isCJK(first) else { return String(first) }
        let next = title.index(after: start)
        guard next < title.endIndex, isWordCharacter(title[next]), !isCJK(title[next]) else { return String(first) }
        return String(title[start...next])
    }

    /// A tile of the category's colour (the accent of the larger cards) with
    /// the title's monogram, as large as fits, centred, in white or ink,
    /// whichever reads better on that colour.
    func drawMonogram(_ card: RecipeCard, size: Double, cairo: OpaquePointer, text: TextSetter) {
        let fill = RGBA.accent(for: card.category)
        fill.set(on: cairo)
        cairo_paint(cairo)
        let monogram = Self.monogram(card.title)
        guard !monogram.isEmpty else { return }
        // Laid out large, then scaled so that its ink (not its line box, whose
        // ascent and descent vary by font) fills the middle of the tile.
        let layout = text.layout(monogram, TextStyle(size: 100, bold: true), width: 1000)
        defer { text.release(layout) }
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let (x, y) = (Double(ink.x) / Double(PANGO_SCALE), Double(ink.y) / Double(PANGO_SCALE))
        let (width, height) = (Double(ink.width) / Double(PANGO_SCALE), Double(ink.height) / Double(PANGO_SCALE))
        guard width > 0, height > 0 else { return }
        let scale = min(size * 0.72 / width, size * 0.56 / height)
        cairo_save(cairo)
        cairo_translate(cairo, size / 2, size / 2)
        cairo_scale(cairo, scale, scale)
        cairo_translate(cairo, -x - width / 2, -y - height / 2)
        fill.contrastingText.set(on: cairo)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }
}
