import Foundation
import LarderCard
import LarderCore
import LarderInterchange

/// LaunchSearch's page: every match of a query, each linking to its
/// recipe's page (written beside it), in `$XDG_CACHE_HOME/larder/pages/`.
enum SearchResultsPage {
    /// Writes the pages; returns the list's path.
    static func write(query: String, recipes: [Recipe], store: RecipeStore) -> String? {
        let folder = StoreLocation.cacheDirectory() + "/pages"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else { return nil }
        var items: [String] = []
        for recipe in recipes {
            let page = "\(recipe.id.uuidString.lowercased()).html"
            let html = RecipeHTML.render(recipe, uri: store.objectURI(for: recipe.id))
            guard (try? html.write(toFile: "\(folder)/\(page)", atomically: true, encoding: .utf8)) != nil else { continue }
            let details = RecipeSearchBackend.description(of: recipe)
            items.append("<li><a href=\"\(page)\">\(escape(recipe.name))</a>\(details.isEmpty ? "" : " <span>\(escape(details))</span>")</li>")
        }
        let title = "Recipes matching “\(escape(query))”"
        let html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(title)</title>
            <style>body{font-family:sans-serif;max-width:40em;margin:2em auto;line-height:1.5}span{color:#6b5e54}</style></head>
            <body><h1>\(title)</h1><p>\(recipes.count) found.</p><ul>
            \(items.joined(separator: "\n"))
            </ul></body></html>

            """
        let path = "\(folder)/search.html"
        guard (try? html.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return nil }
        return path
    }

    static func escape(_ text: String) -> String {
        HTMLEscape.text(text)
    }
}
