import LarderHTML

/// A saved web page, read for recipes: converted to UTF-8 from whatever
/// encoding it declares, parsed by libxml2's HTML parser, and searched for
/// schema.org data in each of the three ways pages carry it.
struct SavedPage {
    /// The text of each JSON-LD `<script>` (not those inside comments), in page order.
    var jsonLDBlocks: [[UInt8]] = []
    /// The parsed page.
    let root: HTMLElement
    /// The `lang` of the `<html>` element.
    var language: String?
    /// What the reader noticed about the page itself (a guessed encoding...).
    var warnings: [String] = []

    /// Reads `bytes` as a page.
    init(bytes: [UInt8]) throws(ImportError) {
        let encoding = PageEncoding.of(bytes)
        let (text, warnings) = try encoding.utf8(bytes)
        self.warnings = warnings
        guard let root = HTMLDocument.parse(utf8: text) else {
            throw ImportError(.noRecipe, "the page is empty")
        }
        self.root = root
        if let lang = root[attribute: "lang"] ?? root[attribute: "xml:lang"] {
            let tag = lang.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            language = tag.isEmpty ? nil : String(tag)
        }
        jsonLDBlocks = Self.scripts(in: root)
    }

    /// The page's top-level items in `syntax` (microdata or RDFa), as JSON-LD
    /// nodes; asked for only when the JSON-LD has no recipe.
    func items(_ syntax: ItemSyntax) -> [JSON] {
        PageItems(syntax: syntax).items(in: root)
    }

    /// The content of every `<script type="application/ld+json">`.
    private static func scripts(in root: HTMLElement) -> [[UInt8]] {
        var blocks: [[UInt8]] = []
        var stack = [root]
        while let element = stack.popLast() {
            if element.name == "script" {
                let type = (element[attribute: "type"] ?? "").lowercased()
                if type.contains("ld+json") {
                    var content = ""
                    for case .text(let run) in element.children { content += run }
                    blocks.append(Array(content.utf8))
                }
                continue
            }
            stack += element.children.reversed().compactMap(\.element)
        }
        return blocks
    }
}
