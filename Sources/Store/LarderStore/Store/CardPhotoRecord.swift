/// A recipe's photo as its card carries it, with the digest of the full
/// photo it was made from (a new photo makes it stale).
public struct CardPhotoRecord: Sendable, Equatable {
    /// The digest of the full-size photo this one was made from (16 hex digits).
    public var sourceDigest: String
    /// The card photo's type, such as `image/jpeg`.
    public var mediaType: String
    /// The card photo's width in pixels.
    public var width: Int
    /// The card photo's height in pixels.
    public var height: Int
    /// The card photo's encoded image bytes.
    public var bytes: [UInt8]

    /// A card photo made from the photo whose digest is `sourceDigest`.
    public init(sourceDigest: String, mediaType: String, width: Int, height: Int, bytes: [UInt8]) {
        self.sourceDigest = sourceDigest
        self.mediaType = mediaType
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
