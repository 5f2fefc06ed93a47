import Foundation
import LarderCard

/// The recipe's photo, kept at full size, with its type and pixel size read
/// from the image header.
public struct Photo: Sendable, Equatable, Codable {
    /// The encoded image, as given.
    public var data: Data
    /// `image/jpeg`, `image/png`, `image/gif` or `image/webp`.
    public var mediaType: String
    /// Width in pixels, read from the image header; nil when the header does not say.
    public var width: Int?
    /// Height in pixels, read from the image header; nil when the header does not say.
    public var height: Int?

    /// A photo from encoded image bytes; `nil` unless they are a JPEG, PNG,
    /// GIF or WebP image.
    public init?(data: Data) {
        guard let info = ImageHeader.read(data) else { return nil }
        self.data = data
        self.mediaType = info.mediaType
        self.width = info.width
        self.height = info.height
    }

    /// A photo with known attributes (used when reading the store).
    public init(data: Data, mediaType: String, width: Int?, height: Int?) {
        self.data = data
        self.mediaType = mediaType
        self.width = width
        self.height = height
    }
}
