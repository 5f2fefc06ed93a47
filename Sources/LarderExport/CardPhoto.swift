import LarderCard
import LarderCore

/// The photo a card carries: small enough for the card (longest side at most
/// 512 px, at most 64 KB, JPEG or PNG).
enum CardPhoto {
    static let maximumSide = 512
    static let maximumBytes = 64 << 10

    /// The photo as it may go into a card, or `nil` when it is too large.
    /// Downscaling larger photos comes with the image library (gdk-pixbuf).
    static func make(from photo: Photo?) -> RecipeCard.Photo? {
        guard let photo, ["image/jpeg", "image/png"].contains(photo.mediaType),
              let width = photo.width, let height = photo.height,
              max(width, height) <= maximumSide, photo.data.count <= maximumBytes else { return nil }
        return RecipeCard.Photo(mediaType: photo.mediaType, width: width, height: height, bytes: [UInt8](photo.data))
    }
}
