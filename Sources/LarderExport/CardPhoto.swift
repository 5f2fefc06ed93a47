import LarderCard
import LarderCore
import LarderRender

/// The photo a card carries: a JPEG whose longest side is at most 512 px,
/// at most 64 KB. Photos already that small travel as they are; others are
/// downscaled. A photo that cannot be decoded leaves the card without one.
enum CardPhoto {
    static let maximumSide = 512
    static let maximumBytes = 64 << 10

    static func make(from photo: Photo?) -> RecipeCard.Photo? {
        guard let photo, let width = photo.width, let height = photo.height else { return nil }
        if photo.mediaType == "image/jpeg", max(width, height) <= maximumSide, photo.data.count <= maximumBytes {
            return RecipeCard.Photo(mediaType: photo.mediaType, width: width, height: height, bytes: [UInt8](photo.data))
        }
        var scaler = PhotoDownscaler()
        scaler.maximumSide = maximumSide
        scaler.maximumBytes = maximumBytes
        guard let scaled = try? scaler.scale([UInt8](photo.data), width: width, height: height) else { return nil }
        return RecipeCard.Photo(mediaType: "image/jpeg", width: scaled.width, height: scaled.height, bytes: scaled.jpeg)
    }
}
