import Foundation
import LarderCard
import LarderModel
import LarderStore
import LarderPhoto

/// The photo a card carries: a JPEG whose longest side is at most 512 px,
/// at most 64 KB. Photos already that small travel as they are; others are
/// downscaled once and the result cached in the store. A photo that cannot
/// be decoded leaves the card without one.
public enum CardPhoto {
    static let maximumSide = PhotoDownscaler.card.maximumSide
    static let maximumBytes = PhotoDownscaler.card.maximumBytes

    /// The photo for `recipe`'s card, using and filling the store's cache;
    /// nil when the recipe has no photo, its pixel size is unknown, or it cannot be downscaled.
    public static func make(for recipe: Recipe, store: RecipeStore) -> RecipeCard.Photo? {
        guard let photo = recipe.photo, let width = photo.width, let height = photo.height else { return nil }
        if photo.mediaType == "image/jpeg", max(width, height) <= maximumSide, photo.data.count <= maximumBytes {
            return RecipeCard.Photo(mediaType: photo.mediaType, width: width, height: height, bytes: [UInt8](photo.data))
        }
        let digest = CardDigest.of(photo.data)
        if let cached = try? store.cardPhoto(for: recipe.id), cached.sourceDigest == digest {
            return RecipeCard.Photo(mediaType: cached.mediaType, width: cached.width, height: cached.height, bytes: cached.bytes)
        }
        guard let scaled = scale(photo) else { return nil }
        try? store.saveCardPhoto(CardPhotoRecord(sourceDigest: digest, mediaType: scaled.mediaType, width: scaled.width,
                                                 height: scaled.height, bytes: scaled.bytes), for: recipe.id)
        return scaled
    }

    /// The downscaled photo, without the cache.
    static func scale(_ photo: Photo) -> RecipeCard.Photo? {
        guard let width = photo.width, let height = photo.height else { return nil }
        guard let scaled = try? PhotoDownscaler.card.scale([UInt8](photo.data), width: width, height: height) else { return nil }
        return RecipeCard.Photo(mediaType: "image/jpeg", width: scaled.width, height: scaled.height, bytes: scaled.jpeg)
    }
}
