import CPangoCairo

/// The text drawn on each page and where each of its characters sits, in
/// page points: what a document viewer needs to select, copy and find text.
/// Lines end with "\n" (a character with an empty box at the line's end), so
/// a page's text has exactly one box per character.
public final class PageTextMap {
    /// A character's box on its page, in points from the top-left corner.
    public struct Box: Equatable, Sendable {
        /// The left, top, right and bottom edges.
        public var x1, y1, x2, y2: Double
    }

    /// Per page: its text and one box per character (Unicode scalar) of it.
    public private(set) var pages: [(text: String, boxes: [Box])] = []

    init() {}

    /// Page `index`'s text and boxes; nothing for a page that does not exist.
    public func page(_ index: Int) -> (text: String, boxes: [Box]) {
        pages.indices.contains(index) ? pages[index] : ("", [])
    }

    /// Notes one drawn line of `layout`, set at `x` with its top at `top` on `page`.
    /// Linear in the line's length: the widths come from the line's own runs
    /// (pango_layout_line_index_to_x counts characters from the start of the
    /// whole layout on every call: quadratic on a long paragraph). Runs are
    /// taken in visual order, so the characters of a right-to-left run inside
    /// a left-to-right line come in that run's place.
    func note(_ line: UnsafeMutablePointer<PangoLayoutLine>, of layout: OpaquePointer, page: Int, x: Double, top: Double) {
        while pages.count <= page { pages.append(("", [])) }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let height = Double(logical.height) / Double(PANGO_SCALE)
        let text = pango_layout_get_text(layout)!
        var runX: Int32 = 0
        var runs = line.pointee.runs
        var widths: [Int32] = []
        while let node = runs {
            runs = node.pointee.next
            guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item else { continue }
            let runWidth = pango_glyph_string_get_width(run.pointee.glyphs)
            let count = Int(item.pointee.num_chars)
            widths = [Int32](repeating: 0, count: count)
            widths.withUnsafeMutableBufferPointer { pango_glyph_item_get_logical_widths(run, text, $0.baseAddress) }
            let rightToLeft = item.pointee.analysis.level % 2 == 1
            var edge = rightToLeft ? runX + runWidth : runX
            let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(text) + Int(item.pointee.offset), count: Int(item.pointee.length))
            let runText = String(decoding: bytes, as: UTF8.self)
            for (index, scalar) in runText.unicodeScalars.enumerated() where index < count {
                let next = rightToLeft ? edge - widths[index] : edge + widths[index]
                let (left, right) = (min(edge, next), max(edge, next))
                pages[page].boxes.append(Box(x1: x + Double(left) / Double(PANGO_SCALE), y1: top, x2: x + Double(right) / Double(PANGO_SCALE), y2: top + height))
                pages[page].text.unicodeScalars.append(scalar)
                edge = next
            }
            runX += runWidth
        }
        let end = x + Double(runX) / Double(PANGO_SCALE)
        pages[page].boxes.append(Box(x1: end, y1: top, x2: end, y2: top + height))
        pages[page].text += "\n"
    }

    /// Where `needle` occurs on `page`: one box per match and line it spans
    /// (a phrase wrapped across lines is not found: lines end with "\n").
    /// Letters are compared lower-cased unless `caseSensitive`. O(text × needle)
    /// at worst, on one page's text.
    public func find(_ needle: String, page: Int, caseSensitive: Bool) -> [Box] {
        let fold: (Unicode.Scalar) -> Unicode.Scalar = { scalar in
            guard !caseSensitive else { return scalar }
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            return lower.count == 1 ? lower.first! : scalar
        }
        let (pageText, boxes) = self.page(page)
        let text = pageText.unicodeScalars.map(fold)
        let pattern = needle.unicodeScalars.map(fold)
        guard !pattern.isEmpty, pattern.count <= text.count else { return [] }
        var found: [Box] = []
        var start = 0
        while start + pattern.count <= text.count {
            guard text[start..<start + pattern.count].elementsEqual(pattern) else {
                start += 1
                continue
            }
            var line: Box?
            for index in start..<start + pattern.count where text[index] != "\n" {
                let box = boxes[index]
                if var current = line, current.y1 == box.y1 {
                    current.x1 = min(current.x1, box.x1)
                    current.x2 = max(current.x2, box.x2)
                    line = current
                } else {
                    if let current = line { found.append(current) }
                    line = box
                }
            }
            if let line { found.append(line) }
            start += pattern.count
        }
        return found
    }
}
