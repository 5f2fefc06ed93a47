/// What a mouse drag selects on a page of a ``PageTextMap``: the characters
/// from where it started to where it is, in reading order, widened to whole
/// words (a double click) or whole lines (a triple click). Linear in the
/// page's text.
public struct PageTextSelection {
    /// How far a selection reaches (the numbers document viewers use).
    public enum Style: Int32, Sendable {
        case characters = 0, words = 1, lines = 2
    }

    /// The selected characters' offsets in the page's text (Unicode scalars).
    public let range: Range<Int>
    /// The selected text.
    public let text: String
    /// The selected characters' boxes, in points, line ends left out.
    public let boxes: [PageTextMap.Box]

    /// The selection on `page` from `start` to `end` (points from the page's
    /// top-left corner, either way round) by `style`.
    public init(on page: (text: String, boxes: [PageTextMap.Box]), from start: (x: Double, y: Double), to end: (x: Double, y: Double), style: Style) {
        let characters = Array(page.text.unicodeScalars)
        let boxes = page.boxes
        let count = min(characters.count, boxes.count)
        let (a, b) = (Self.offset(at: start, in: characters, boxes, count: count), Self.offset(at: end, in: characters, boxes, count: count))
        var first = min(a, b), last = max(a, b)
        switch style {
        case .characters:
            break
        case .words:
            while first > 0, !characters[first - 1].properties.isWhitespace { first -= 1 }
            while last < count, !characters[last].properties.isWhitespace { last += 1 }
        case .lines:
            while first > 0, characters[first - 1] != "\n" { first -= 1 }
            while last < count, characters[last] != "\n" { last += 1 }
        }
        range = first..<last
        text = String(String.UnicodeScalarView(characters[range]))
        self.boxes = boxes[range].filter { $0.x2 > $0.x1 }
    }

    /// How many characters come before `point` in reading order: those on
    /// lines above it, and those on its line whose middle is left of it (a
    /// line's end only from the next line on: a drag past a line's last word
    /// takes the words, not the line break).
    private static func offset(at point: (x: Double, y: Double), in characters: [Unicode.Scalar], _ boxes: [PageTextMap.Box], count: Int) -> Int {
        var offset = 0
        while offset < count {
            let box = boxes[offset]
            let onItsLine = box.y1 <= point.y && characters[offset] != "\n" && (box.x1 + box.x2) / 2 < point.x
            let before = box.y2 <= point.y || onItsLine
            guard before else { break }
            offset += 1
        }
        return offset
    }
}
