import Foundation
import LarderCore
import LarderExport
import LarderInterchange
import LarderRender

/// The icon of each search result: the recipe's card thumbnail, drawn on
/// demand at 128 px by the thumbnailer's renderer and kept in
/// `$XDG_CACHE_HOME/larder/search-icons/ID-MODIFIED.png` (a newer edit gets a
/// new file; the old one is removed).
final class ResultIcons {
    static let size = 128
    let folder: String

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        folder = cache + "/larder/search-icons"
    }

    /// The icon's path, drawing it first if needed; nil when it cannot be drawn.
    func icon(for recipe: Recipe, store: RecipeStore) -> String? {
        let id = recipe.id.uuidString.lowercased()
        let path = "\(folder)/\(id)-\(Int64(recipe.modified.timeIntervalSince1970 * 1000)).png"
        if FileManager.default.fileExists(atPath: path) { return path }
        guard let full = try? store.recipe(id: recipe.id) else { return nil }
        let card = CardConversion.card(for: full, storeID: store.storeID, photo: CardPhoto.make(for: full, store: store))
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let temporary = "\(folder)/.\(id)-\(getpid()).png"
            try ThumbnailRenderer().render(card, size: Self.size).writePNG(to: temporary)
            // Older icons of this recipe go; the new one appears whole.
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(id + "-") {
                try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
            }
            guard rename(temporary, path) == 0 else { return nil }
            return path
        } catch {
            return nil
        }
    }
}
