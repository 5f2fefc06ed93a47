import Foundation
import LarderCard
import LarderLocalization
import LarderModel
import LarderStore
import LarderDesktop
import LarderFiles
import LarderInterchange

/// Recipe pages for the browser, kept in a private cache folder
/// (`$XDG_CACHE_HOME/larder/pages/`): one page per recipe (`ID.html`) and
/// the list of a search's matches (`search.html`), and opening them. Pages
/// are private (0600) and replaced atomically; a cache needs no fsync.
public struct RecipePages {
    /// Where the pages are written.
    public let folder: String

    /// Pages in `folder`, by default the cache's `pages` folder.
    public init(folder: String = StoreLocation.cacheDirectory() + "/pages") {
        self.folder = folder
    }

    /// Writes the recipe's page; returns its path. `variant` names a view of
    /// the recipe ("servings-8.metric"), written beside its plain page, not over it.
    @discardableResult
    public func write(_ recipe: Recipe, store: RecipeStore, variant: String? = nil) throws -> String {
        try createFolder()
        return try writePage(recipe, store: store, variant: variant)
    }

    /// Writes every match's page and the list linking them; returns the list's path.
    public func writeSearchResults(query: String, recipes: [Recipe], store: RecipeStore) throws -> String {
        try createFolder()
        var items: [String] = []
        for recipe in recipes {
            let page = (try writePage(recipe, store: store) as NSString).lastPathComponent
            let facts = recipe.factsLine
            items.append("<li><a href=\"\(page)\">\(HTMLEscape.text(recipe.name))</a>\(facts.isEmpty ? "" : " <span>\(HTMLEscape.text(facts))</span>")</li>")
        }
        // TRANSLATORS: the title of the web page listing a search's matches; %@ is what was searched for.
        let title = tr("Recipes matching “%@”", HTMLEscape.text(query))
        // TRANSLATORS: under that title: how many recipes the search found.
        let found = trn("%@ found.", "%@ found.", recipes.count, recipes.count)
        let html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(title)</title>
            <style>body{font-family:sans-serif;max-width:40em;margin:2em auto;line-height:1.5}span{color:#6b5e54}</style></head>
            <body><h1>\(title)</h1><p>\(found)</p><ul>
            \(items.joined(separator: "\n"))
            </ul></body></html>

            """
        let path = "\(folder)/search.html"
        try AtomicFile.write(Array(html.utf8), to: path, mode: 0o600, sync: false)
        return path
    }

    /// Opens a written page in the default browser, passing on the
    /// launcher's activation token if it gave one. Returns false, opening
    /// nothing, when there is no graphical session to show it in.
    public static func open(_ path: String, activationToken: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Bool {
        guard DesktopOpener.hasDisplay(environment: environment) else { return false }
        try DesktopOpener.open(path, activationToken: activationToken)
        return true
    }

    /// Writes the recipe's page into the folder, which exists.
    private func writePage(_ recipe: Recipe, store: RecipeStore, variant: String? = nil) throws -> String {
        let path = "\(folder)/\(recipe.id.uuidString.lowercased())\(variant.map { "." + $0 } ?? "").html"
        try AtomicFile.write(Array(RecipeHTML.render(recipe, uri: store.objectURI(for: recipe)).utf8), to: path, mode: 0o600, sync: false)
        return path
    }

    private func createFolder() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
