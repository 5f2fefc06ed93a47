import LarderHTML

/// An app's export written as a web page (Copy Me That's and Recipe Keeper's
/// `recipes.html`): converted to UTF-8 as a saved page is, parsed as a tree.
enum ExportPage {
    /// The page's root, and what its encoding called for saying.
    /// - Throws: ``ImportError`` for bytes in no encoding, or a page with nothing in it (`name` names it).
    static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> (root: HTMLElement, warnings: [String]) {
        let (utf8, warnings) = try PageEncoding.of(bytes).utf8(bytes)
        guard let root = HTMLDocument.parse(utf8: utf8) else { throw ImportError(.noRecipe, "\(name) is empty") }
        return (root, warnings)
    }
}
