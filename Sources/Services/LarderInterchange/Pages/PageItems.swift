import LarderHTML

/// The schema.org items a page marks up in its HTML (microdata or RDFa), as
/// JSON-LD nodes (`@type` and one member per property), so that the one
/// JSON-LD reader maps them to recipes. Items nested as a property's value
/// become nested nodes; the walk uses its own stack, so it is linear in the
/// page and never deep in Swift's.
struct PageItems {
    let syntax: ItemSyntax

    /// Items nested deeper than this inside each other are left out.
    static let maximumItemDepth = 32
    /// Properties whose value is their text, nested deeper than this inside
    /// each other, are left out: each level reads the text below it again.
    static let maximumTextPropertyDepth = 4
    /// The properties whose value is an ingredient line.
    static let lineProperties: Set<String> = ["recipeIngredient", "ingredients"]

    /// The page's top-level items: items that are no other item's property,
    /// in page order.
    func items(in root: HTMLElement) -> [JSON] {
        var found: [JSON] = []
        var pending: [HTMLElement] = []
        var stack: [HTMLElement] = [root]
        while let element = stack.popLast() {
            if syntax.startsItem(element) {
                pending.append(element)
                continue
            }
            stack += element.children.reversed().compactMap(\.element)
        }
        // An item inside another that is none of its properties is top-level too.
        var next = 0
        while next < pending.count, found.count < 10_000 {
            found.append(.object(item(pending[next], depth: 0, detached: &pending)))
            next += 1
        }
        return found
    }

    /// One item: its types and the properties its descendants give it, up to
    /// the nested items (whose own properties are theirs). Items below it that
    /// are no property of it are added to `detached`.
    private func item(_ element: HTMLElement, depth: Int, detached: inout [HTMLElement]) -> [String: JSON] {
        var node: [String: JSON] = [:]
        let types = (element[attribute: syntax.typeAttribute] ?? "").split(whereSeparator: \.isWhitespace).map(ItemSyntax.localName)
        if !types.isEmpty { node["@type"] = types.count == 1 ? .string(types[0]) : .array(types.map(JSON.string)) }
        if let id = element[attribute: "itemid"] ?? element[attribute: "resource"] { node["@id"] = .string(id) }
        var values: [String: [JSON]] = [:]
        var order: [String] = []
        // Each element with how many text-valued properties it is inside.
        var stack: [(element: HTMLElement, textDepth: Int)] = element.children.reversed().compactMap { $0.element.map { ($0, 0) } }
        while let (descendant, textDepth) = stack.popLast() {
            let isItem = syntax.startsItem(descendant)
            var childTextDepth = textDepth
            if let names = descendant[attribute: syntax.propertyAttribute] {
                let properties = names.split(whereSeparator: \.isWhitespace).map(ItemSyntax.localName)
                // An ingredient is the line the page shows, even when marked as an item: what
                // is marked inside it (its name, its amount) is part of the line, not the recipe's.
                let isLine = properties.contains(where: Self.lineProperties.contains)
                let value: JSON
                if isItem && !isLine {
                    guard depth < Self.maximumItemDepth else { continue }
                    value = .object(item(descendant, depth: depth + 1, detached: &detached))
                } else {
                    guard textDepth < Self.maximumTextPropertyDepth else { continue }
                    value = .string(Self.value(of: descendant))
                    childTextDepth += 1
                }
                for name in properties {
                    if values[name] == nil { order.append(name) }
                    values[name, default: []].append(value)
                }
                if isLine { continue }
            } else if isItem {
                detached.append(descendant)
            }
            if !isItem { stack += descendant.children.reversed().compactMap { $0.element.map { ($0, childTextDepth) } } }
        }
        for name in order where node[name] == nil {
            let list = values[name]!
            node[name] = list.count == 1 ? list[0] : .array(list)
        }
        return node
    }

    /// A property's value as microdata defines it: an attribute for the
    /// elements that hold a link, a time or a number, else the text.
    static func value(of element: HTMLElement) -> String {
        if let content = element[attribute: "content"] { return content }
        switch element.name {
        case "img", "audio", "video", "source", "embed", "iframe", "track":
            // Lazy-loading pages keep the real source in data-src.
            let source = element[attribute: "src"] ?? ""
            if source.isEmpty || source.hasPrefix("data:image/svg") || source.hasPrefix("data:image/gif") {
                return element[attribute: "data-src"] ?? element[attribute: "data-lazy-src"] ?? source
            }
            return source
        case "a", "area", "link": return element[attribute: "href"] ?? text(of: element)
        case "object": return element[attribute: "data"] ?? ""
        case "data", "meter": return element[attribute: "value"] ?? text(of: element)
        case "time": return element[attribute: "datetime"] ?? text(of: element)
        default: return text(of: element)
        }
    }

    /// Elements whose start and end are line breaks in the text (a list item, a paragraph...).
    static let blockElements: Set<String> = [
        "p", "div", "li", "br", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ol", "ul", "section", "article", "header", "footer", "dt", "dd", "blockquote",
    ]

    /// An element's text with its block elements on lines of their own;
    /// scripts and styles left out. Where two runs of text from different
    /// elements meet, the space between them goes before punctuation that
    /// ends a phrase and after an opening parenthesis, as a reader sees the
    /// page: `<span>Salt</span> , to taste` is "Salt, to taste". Elements
    /// `hidden` names are left out with what they hold.
    static func text(of element: HTMLElement, leavingOut hidden: (HTMLElement) -> Bool = { _ in false }) -> String {
        var text: [UInt8] = []
        // The last byte of the previous run of text, as the page has it.
        var previousRunEnd: UInt8?
        // A `nil` in the stack marks the end of a block element.
        var stack: [HTMLNode?] = element.children.reversed()
        while let entry = stack.popLast() {
            guard let node = entry else { text.append(0x0A); continue }
            switch node {
            case .text(let run):
                var bytes = Substring(run).utf8[...]
                if let previous = previousRunEnd, !isSpace(previous) {
                    let stripped = bytes.drop(while: isSpace)
                    if previous == UInt8(ascii: "(") || stripped.first.map(closesPhrase) == true { bytes = stripped }
                }
                if let last = run.utf8.last { previousRunEnd = last }
                // Line breaks in the HTML source are spaces on the page; only elements break lines.
                for byte in bytes { text.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte) }
            case .element(let child):
                if child.name == "script" || child.name == "style" || child.name == "template" || hidden(child) { continue }
                if blockElements.contains(child.name) {
                    text.append(0x0A)
                    stack.append(nil)
                } else if child.name == "td" || child.name == "th" {
                    text.append(0x20)  // cells of a row are words apart
                }
                stack += child.children.reversed().map { $0 }
            }
        }
        return HTMLText.fold(utf8: text)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// `, : ; . ! ? " )`: no space goes before them where two runs of text meet.
    private static func closesPhrase(_ byte: UInt8) -> Bool {
        Array(#",:;.!?")"#.utf8).contains(byte)
    }
}

extension HTMLNode {
    /// The element, or `nil` for text.
    var element: HTMLElement? {
        if case .element(let element) = self { return element }
        return nil
    }
}
