import Foundation
import LarderHTML

/// Text as the pages benchmark compares two readers' titles and ingredient
/// lines: what a browser would show for it (entities decoded, twice-escaped
/// ones too, tags dropped, by libxml2's HTML parser rather than by either
/// reader's own code), white space folded, zero-width characters gone, NFC.
enum ComparableText {
    static func normalized(_ text: String) -> String {
        var current = text
        for _ in 0..<3 where current.contains("&") || current.contains("<") {
            guard let body = HTMLDocument.parse(utf8: Array("<body>\(current)</body>".utf8)) else { break }
            let shown = textContent(of: body)
            if shown == current { break }
            current = shown
        }
        let visible = current.unicodeScalars.filter { !["\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}"].contains($0) }
        let folded = String(String.UnicodeScalarView(visible)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return folded.precomposedStringWithCanonicalMapping
    }

    /// The text of an element and all its descendants, in order.
    private static func textContent(of element: HTMLElement) -> String {
        var text = ""
        var stack: [HTMLNode] = element.children.reversed()
        while let node = stack.popLast() {
            switch node {
            case .text(let run): text += run
            case .element(let child): stack.append(contentsOf: child.children.reversed())
            }
        }
        return text
    }
}
