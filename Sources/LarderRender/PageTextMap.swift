import CPangoCairo

/// The text drawn on each page and where each of its characters sits, in
/// page points: what a document viewer needs to select, copy and find text.
/// Lines end with "\n" (a character with an empty box at the line's end), so
/// a page's text has exactly one box per character.
public final class PageTextMap {
    /// A character's box on its page, in points from the top-left corner.
    public struct Box: Equatable, Sendable {
        public var x1, y1, x2, y2: Double
    }

    /// Per page: its text and one box per character (Unicode scalar) of it.
    public private(set) var pages: [(text: String, boxes: [Box])] = []

    init() {}

    /// Notes one drawn line of `layout`, set at `x` with its top at `top` on `page`.
    /// Linear in the line's length: positions come from the line itself, not
    /// the whole layout.
    func note(_ line: UnsafeMutablePointer<PangoLayoutLine>, of layout: OpaquePointer, page: Int, x: Double, top: Double) {
        while pages.count <= page { pages.append(("", [])) }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let height = Double(logical.height) / Double(PANGO_SCALE)
        let text = pango_layout_get_text(layout)!
        let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
        var index = start
        var lineEnd = x
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        while index < end {
            let length = Self.scalarLength(lead: bytes[index])
            guard index + length <= end else { break }
            var leading: Int32 = 0, trailing: Int32 = 0
            pango_layout_line_index_to_x(line, Int32(index), 0, &leading)
            pango_layout_line_index_to_x(line, Int32(index), 1, &trailing)
            let left = x + Double(min(leading, trailing)) / Double(PANGO_SCALE)
            let right = x + Double(max(leading, trailing)) / Double(PANGO_SCALE)
            pages[page].boxes.append(Box(x1: left, y1: top, x2: right, y2: top + height))
            pages[page].text += String(decoding: UnsafeBufferPointer(start: bytes + index, count: length), as: UTF8.self)
            lineEnd = max(lineEnd, right)
            index += length
        }
        pages[page].boxes.append(Box(x1: lineEnd, y1: top, x2: lineEnd, y2: top + height))
        pages[page].text += "\n"
    }

    /// The byte length of the UTF-8 sequence that starts with `lead` (Pango's text is valid UTF-8).
    private static func scalarLength(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
