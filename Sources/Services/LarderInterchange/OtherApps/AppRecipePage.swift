import Foundation
import LarderHTML
import LarderLocalization

/// An app's export written as a web page (Copy Me That's and Recipe Keeper's
/// `recipes.html`): converted to UTF-8 as a saved page is, parsed as a tree.
enum AppRecipePage {
    /// The page's root, and what its encoding called for saying.
    /// - Throws: ``ImportError`` for bytes in no encoding, or a page with nothing in it (`name` names it).
    static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> (root: HTMLElement, warnings: [String]) {
        let (utf8, warnings) = try PageEncoding.of(bytes).utf8(bytes)
        guard let root = HTMLDocument.parse(utf8: utf8) else { throw ImportError(.noRecipe, tr("%@ is empty", name)) }
        return (root, warnings)
    }

    /// The recipes of the export page `data` (named `name`): each element
    /// `isRecipe` accepts made a recipe by `recipe` (with its 1-based number),
    /// the page's own warnings given with the first. `app` and `markup` say,
    /// for a page without recipes, whose export it is and what was looked for.
    static func recipes(_ data: Data, name: String, app: String, markup: String, isRecipe: @escaping (HTMLElement) -> Bool,
                        recipe: (HTMLElement, Int) -> Result<ImportedRecipe, ImportError>) -> Result<[Result<ImportedRecipe, ImportError>], ImportError> {
        let root: HTMLElement
        var pageWarnings: [String]
        do throws(ImportError) {
            (root, pageWarnings) = try parse([UInt8](data), name: name)
        } catch {
            return .failure(error)
        }
        let divisions = root.collect(where: isRecipe)
        guard !divisions.isEmpty else {
            // TRANSLATORS: %1$@ names the file, %2$@ is the app's name (Copy Me That...), %3$@ the HTML element looked for.
            return .failure(ImportError(.noRecipe, tr("%@ is a %@ export without recipes (no %@)", name, app, markup)))
        }
        return .success(divisions.enumerated().map { number, division in
            recipe(division, number + 1).map { imported in
                var imported = imported
                imported.warnings = pageWarnings + imported.warnings
                pageWarnings = []
                return imported
            }
        })
    }
}
