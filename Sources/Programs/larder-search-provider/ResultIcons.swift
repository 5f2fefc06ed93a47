import LarderGLib
import Foundation
import LarderCard
import LarderModel
import LarderStore
import LarderDesktop
import LarderInterchange

/// The icon of each search result: the recipe's card drawn at ``size`` by
/// larder-thumbnailer (the file manager's renderer, in its own process, so
/// cairo, Pango and the fonts never weigh on this long-lived one), kept in
/// `$XDG_CACHE_HOME/larder/search-icons/ID-MODIFIED-SIZE.png`. A newer edit gets a
/// new file; the old one is removed.
final class ResultIcons {
    /// GNOME Shell (43 to 48) shows a provider's results as a list whose icons
    /// are 24 logical pixels (`ListSearchResult.ICON_SIZE` in js/ui/search.js),
    /// which St.Icon draws at 24 × the display's scale factor. Twice that is
    /// exact on a HiDPI (×2) display and shrinks cleanly by half on a ×1 one;
    /// 128 came out as an unreadable blur of text, and the renderer draws the
    /// icon variant (a monogram, or the photo alone) at this size.
    static let size = 48
    let folder: String

    init() {
        folder = StoreLocation.cacheDirectory() + "/search-icons"
    }

    /// The icon's path for the recipe `recipeID` as it was at `modified`,
    /// drawing it first if needed; nil when it cannot be drawn.
    func icon(for recipeID: UUID, modified: Date, store: RecipeStore) -> String? {
        let id = UUIDText.string(recipeID)
        // The size is in the name: an icon cached at another size is redrawn.
        let path = "\(folder)/\(id)-\(Int64(modified.timeIntervalSince1970 * 1000))-\(Self.size).png"
        if FileManager.default.fileExists(atPath: path) { return path }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                         attributes: [.posixPermissions: 0o700])) != nil else { return nil }
        // The exported card when there is one; else a card written for the occasion.
        var card: String?
        var scratch: String?
        if let exported = RecipeSearchBackend.cardPath(of: recipeID, in: store), FileManager.default.fileExists(atPath: exported) {
            card = exported
        } else if let full = try? store.recipe(id: recipeID) {
            // The card folder's downscaled photo when it made one; else the recipe's own, as it is.
            let photo = (try? store.cardPhoto(for: recipeID)).flatMap { $0 }.map {
                RecipeCard.Photo(mediaType: $0.mediaType, width: $0.width, height: $0.height, bytes: $0.bytes)
            } ?? Self.cardPhoto(of: full.photo)
            let text = CardWriter.text(of: CardConversion.card(for: full, storeID: store.storeID, photo: photo))
            scratch = "\(folder)/.\(id)-\(getpid()).recipe.md"
            if (try? text.write(toFile: scratch!, atomically: false, encoding: .utf8)) != nil { card = scratch }
        }
        defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
        guard let card else { return nil }
        let temporary = "\(folder)/.\(id)-\(getpid()).png"
        guard draw(card, to: temporary) else { return nil }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(id + "-") {
            try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
        }
        return rename(temporary, path) == 0 ? path : nil
    }

    /// The recipe's own photo for a card drawn for its icon, when the
    /// thumbnailer can take it as it is (a JPEG or PNG within a card's
    /// limits, which it scales while decoding); nil otherwise. Not downscaled
    /// here: GNOME Shell's calls load no image library into the provider.
    static func cardPhoto(of photo: Photo?) -> RecipeCard.Photo? {
        guard let photo, ["image/jpeg", "image/png"].contains(photo.mediaType), photo.data.count <= CardLimits.maximumPhotoBytes,
              let width = photo.width, let height = photo.height,
              max(width, height) <= CardLimits.maximumPhotoSide else { return nil }
        return RecipeCard.Photo(mediaType: photo.mediaType, width: width, height: height, bytes: [UInt8](photo.data))
    }

    /// Runs larder-thumbnailer; true when it wrote `output`.
    private func draw(_ card: String, to output: String) -> Bool {
        ChildProcess.run([Launcher.thumbnailer, "-s", String(Self.size), card, output]) == 0
            && FileManager.default.fileExists(atPath: output)
    }
}
