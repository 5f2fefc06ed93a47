import LarderHTML

/// The two ways a page marks schema.org items in its HTML, read the same way:
/// microdata (`itemscope itemtype="…/Recipe"`, `itemprop`) and RDFa Lite
/// (`vocab="https://schema.org/" typeof="Recipe"`, `property`).
struct ItemSyntax: Sendable {
    /// The attribute naming an item's types.
    var typeAttribute: String
    /// The attribute naming the properties an element gives its item.
    var propertyAttribute: String
    /// Whether an element starts an item.
    var startsItem: @Sendable (HTMLElement) -> Bool
    /// What the syntax is called, for the import report.
    var name: String

    /// Microdata: an element with `itemscope` is an item.
    static let microdata = ItemSyntax(typeAttribute: "itemtype", propertyAttribute: "itemprop", startsItem: { $0.has("itemscope") }, name: "microdata")
    /// RDFa: an element with `typeof` is an item.
    static let rdfa = ItemSyntax(typeAttribute: "typeof", propertyAttribute: "property", startsItem: { $0.has("typeof") }, name: "RDFa")

    /// "http://schema.org/Recipe", "schema:Recipe" or "Recipe" → "Recipe".
    static func localName(_ term: Substring) -> String {
        let afterSlash = term.split(separator: "/").last ?? term
        let afterHash = afterSlash.split(separator: "#").last ?? afterSlash
        let afterColon = afterHash.split(separator: ":").last ?? afterHash
        return String(afterColon)
    }
}
