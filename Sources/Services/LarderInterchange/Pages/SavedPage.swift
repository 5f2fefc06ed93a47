import LarderHTML

/// A saved web page, read for recipes: converted to UTF-8 from whatever
/// encoding it declares, parsed by libxml2's HTML parser, and searched for
/// schema.org data in each of the three ways pages carry it. The JSON-LD
/// comes from a parse that builds no tree; the tree is built only when the
/// page's microdata or RDFa is asked for.
struct SavedPage {
    /// The text of each JSON-LD `<script>` (not those inside comments), in page order.
    var jsonLDBlocks: [[UInt8]] = []
    /// The `lang` of the `<html>` element.
    var language: String?
    /// The page's own web address: its `<link rel="canonical">`, else its
    /// `<meta property="og:url">`, when absolute (http or https).
    var address: String?
    /// The page's own photo: its `<meta property="og:image">`, as written.
    var photo: String?
    /// What the reader noticed about the page itself (a guessed encoding...).
    var warnings: [String] = []
    /// The page as UTF-8.
    private let text: [UInt8]
    /// The recipe plug-ins' ingredient lists, as subtrees.
    private var ingredientLists: [HTMLOutline.Capture] = []

    /// Reads `bytes` as a page; `charset` is the one its server named, if any.
    init(bytes: [UInt8], charset: String? = nil) throws(ImportError) {
        let encoding = PageEncoding.of(bytes, transportLabel: charset)
        let (text, warnings) = try encoding.utf8(bytes)
        self.text = text
        self.warnings = warnings
        let outline = HTMLDocument.outline(utf8: text, capturingClasses: PageIngredientGroups.pluginClasses)
        ingredientLists = outline.captures
        if let lang = outline.root[attribute: "lang"] ?? outline.root[attribute: "xml:lang"] {
            let tag = lang.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            language = tag.isEmpty ? nil : String(tag)
        }
        address = Self.address(among: outline.links)
        photo = Self.metaContent("og:image", among: outline.links)
        jsonLDBlocks = outline.scripts.filter { ($0.element[attribute: "type"] ?? "").lowercased().contains("ld+json") }.map(\.content)
    }

    /// The groups the page's HTML gives the ingredients of `nodes` (recipe
    /// plug-ins' markup, headings typed in bold among the lines); nil when
    /// the page has no plug-in's list and no line that may be a heading. The
    /// whole page is built as a tree only for a line that may be a heading.
    func ingredientGroups(for nodes: [[String: JSON]]) -> PageIngredientGroups? {
        // A heading the page shows is in it twice: in the JSON-LD and in the HTML.
        let mayHaveHeadings = nodes.contains { node in
            JSONValue.texts(node["recipeIngredient"] ?? node["ingredients"]).contains { line in
                PageIngredientGroups.mayBeHeading(line) && ByteSearch.occurs(PageIngredientGroups.heading(line), in: text, times: 2)
            }
        }
        guard mayHaveHeadings || !ingredientLists.isEmpty else { return nil }
        return PageIngredientGroups(captures: ingredientLists, root: mayHaveHeadings ? HTMLDocument.parse(utf8: text) : nil,
                                    namedRecipes: nodes.count(where: { JSONLDRecipeReader.name(of: $0) != nil }))
    }

    /// The page's top-level items in each syntax (microdata, RDFa), as JSON-LD
    /// nodes, from one parse into a tree; asked for when the JSON-LD has no recipe.
    func items(_ syntaxes: [ItemSyntax]) -> [(syntax: ItemSyntax, items: [JSON])] {
        // A page with neither attribute has no items: no tree to build.
        guard Self.mentions(["itemscope", "typeof"], in: text), let root = HTMLDocument.parse(utf8: text) else { return [] }
        return syntaxes.map { ($0, PageItems(syntax: $0).items(in: root)) }
    }

    /// The first absolute canonical link among `links`, else the first absolute `og:url`.
    static func address(among links: [HTMLElement]) -> String? {
        func absolute(_ value: String?) -> String? {
            guard let value = value?.trimming(" \t\r\n"), !value.isEmpty, value.count <= 2_000 else { return nil }
            let lower = value.lowercased()
            return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? value : nil
        }
        let canonical = links.lazy.filter { $0.name == "link" }.compactMap { link -> String? in
            let relations = (link[attribute: "rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace)
            return relations.contains("canonical") ? absolute(link[attribute: "href"]) : nil
        }.first
        return canonical ?? links.lazy.filter { $0.name == "meta" }.compactMap { meta -> String? in
            (meta[attribute: "property"] ?? meta[attribute: "name"])?.lowercased() == "og:url" ? absolute(meta[attribute: "content"]) : nil
        }.first
    }

    /// The content of the first `<meta property="NAME">` (or `name=`) among `links`, trimmed; nil when none or empty.
    static func metaContent(_ name: String, among links: [HTMLElement]) -> String? {
        links.lazy.filter { $0.name == "meta" }.compactMap { meta -> String? in
            guard (meta[attribute: "property"] ?? meta[attribute: "name"])?.lowercased() == name,
                  let content = meta[attribute: "content"]?.trimming(" \t\r\n"), !content.isEmpty, content.count <= 8_192 else { return nil }
            return content
        }.first
    }

    /// Whether any of the (lower-case ASCII) `words` occurs in `text`, in any case; one pass.
    static func mentions(_ words: [String], in text: [UInt8]) -> Bool {
        let needles = words.map { Array($0.utf8) }
        var index = 0
        while index < text.count {
            let byte = text[index] | 0x20
            for needle in needles where byte == needle[0] && index + needle.count <= text.count {
                var offset = 1
                while offset < needle.count && text[index + offset] | 0x20 == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
