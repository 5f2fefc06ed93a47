/// Reads an image's type and pixel size from its first bytes, without decoding it.
/// Every read is bounds-checked: the bytes may come from anywhere. (Here, not
/// in LarderModel, so the thumbnailer can check a photo's size before decoding.)
public struct ImageHeader: Equatable, Sendable {
    /// `image/jpeg`, `image/png`, `image/gif` or `image/webp`.
    public var mediaType: String
    /// Width in pixels; nil when the header does not say.
    public var width: Int?
    /// Height in pixels; nil when the header does not say.
    public var height: Int?

    /// The header of an encoded image; nil unless it is a JPEG, PNG, GIF or WebP image.
    public static func read(_ data: some Collection<UInt8>) -> ImageHeader? {
        let bytes = [UInt8](data.prefix(1 << 20))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return gif(bytes) }
        if bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) {
            return webp(bytes)
        }
        return nil
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int? {
        guard i >= 0, i + 1 < b.count else { return nil }
        return Int(b[i]) << 8 | Int(b[i + 1])
    }

    private static func le16(_ b: [UInt8], _ i: Int) -> Int? {
        guard i >= 0, i + 1 < b.count else { return nil }
        return Int(b[i + 1]) << 8 | Int(b[i])
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int? {
        guard let hi = be16(b, i), let lo = be16(b, i + 2) else { return nil }
        return hi << 16 | lo
    }

    private static func jpeg(_ b: [UInt8]) -> ImageHeader {
        var i = 2
        // Walk the marker segments to the first start-of-frame (SOF0...SOF15 but DHT, JPG, DAC).
        while i + 3 < b.count {
            guard b[i] == 0xFF else { break }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            guard let length = be16(b, i + 2), length >= 2 else { break }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return ImageHeader(mediaType: "image/jpeg", width: be16(b, i + 7), height: be16(b, i + 5))
            }
            if marker == 0xDA { break }
            i += 2 + length
        }
        return ImageHeader(mediaType: "image/jpeg", width: nil, height: nil)
    }

    private static func png(_ b: [UInt8]) -> ImageHeader {
        guard b.count >= 24, b[12..<16].elementsEqual("IHDR".utf8) else {
            return ImageHeader(mediaType: "image/png", width: nil, height: nil)
        }
        return ImageHeader(mediaType: "image/png", width: be32(b, 16), height: be32(b, 20))
    }

    private static func gif(_ b: [UInt8]) -> ImageHeader {
        ImageHeader(mediaType: "image/gif", width: le16(b, 6), height: le16(b, 8))
    }

    private static func webp(_ b: [UInt8]) -> ImageHeader {
        var header = ImageHeader(mediaType: "image/webp", width: nil, height: nil)
        guard b.count >= 30 else { return header }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            if let w = le16(b, 26), let h = le16(b, 28) { header.width = w & 0x3FFF; header.height = h & 0x3FFF }
        case "VP8L":
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            header.width = (bits & 0x3FFF) + 1
            header.height = ((bits >> 14) & 0x3FFF) + 1
        case "VP8X":
            header.width = (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1
            header.height = (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1
        default:
            break
        }
        return header
    }
}
