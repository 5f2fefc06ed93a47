/// A recipe's photo as its card carries it, with the digest of the full
/// photo it was made from (a new photo makes it stale).
public struct CardPhotoRecord: Sendable, Equatable {
    public var sourceDigest: String
    public var mediaType: String
    public var width: Int
    public var height: Int
    public var bytes: [UInt8]

    public init(sourceDigest: String, mediaType: String, width: Int, height: Int, bytes: [UInt8]) {
        self.sourceDigest = sourceDigest
        self.mediaType = mediaType
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
