import LarderHTML

/// Finding the parts of an app's HTML export (Copy Me That, Recipe Keeper)
/// by class, id or `itemprop`. Every walk uses its own stack and does not
/// enter the elements it collects, so that reading a document stays linear
/// however its elements nest.
extension HTMLElement {
    /// Whether the element's `class` lists `name`.
    func hasClass(_ name: String) -> Bool {
        guard let classes = self[attribute: "class"] else { return false }
        return classes.split(whereSeparator: \.isWhitespace).contains { $0 == name }
    }

    /// The element's `id`, trimmed.
    var id: String? {
        self[attribute: "id"]?.trimming(" \t\r\n")
    }

    /// The descendants `match` picks, in document order; the walk does not
    /// enter an element picked, nor one `stop` names (another recipe).
    func collect(where match: (HTMLElement) -> Bool, stoppingAt stop: (HTMLElement) -> Bool = { _ in false }) -> [HTMLElement] {
        var found: [HTMLElement] = []
        var stack: [HTMLElement] = children.reversed().compactMap(\.element)
        while let element = stack.popLast() {
            if match(element) {
                found.append(element)
            } else if !stop(element) {
                stack += element.children.reversed().compactMap(\.element)
            }
        }
        return found
    }

    /// The element's child elements, in order.
    var childElements: [HTMLElement] {
        children.compactMap(\.element)
    }

    /// The text a reader sees: white space folded, `<br>` and block elements
    /// as line breaks, trimmed; scripts and styles left out.
    var visibleText: String {
        PageItems.text(of: self)
    }

    /// The text on one line: every run of white space, line breaks included, one space.
    var lineText: String {
        visibleText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
