import CLibZ

/// PNG files of opaque RGB pixels, through zlib. Level 0 writes deflate
/// "stored" blocks of unfiltered rows: the fastest PNG there is, for a file
/// read once and thrown away (the thumbnail factory re-encodes what it
/// keeps). A file that is kept (a thumbnail in the cache) is compressed, its
/// rows filtered "up".
enum PNGWriter {
    /// A PNG of `width` × `height` pixels whose rows `row` fills (3 bytes a
    /// pixel), with `text` as tEXt chunks (Latin-1 keys and values).
    /// - Parameter level: zlib's compression level, 0 (none) to 9.
    /// - Returns: nil when zlib cannot have the memory it needs.
    static func encode(width: Int, height: Int, text: [(key: String, value: String)] = [], level: Int32,
                       row: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8]? {
        let rowBytes = 1 + 3 * width  // filter byte "none", then RGB
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height { row(y, buffer.baseAddress! + y * rowBytes + 1) }
            guard level > 0 else { return }
            // Filter "up" (each byte less the one above), from the last row
            // back, so each row is taken from the one above still unfiltered:
            // a quarter smaller at level 1 for photos, for a pass over the bytes.
            for y in stride(from: height - 1, through: 0, by: -1) {
                let line = buffer.baseAddress! + y * rowBytes
                line[0] = 2
                guard y > 0 else { continue }
                let above = line - rowBytes
                for x in 1..<rowBytes { line[x] &-= above[x] }
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        // Before the pixels: GLib's thumbnail check reads the text chunks up
        // to the first other chunk after them, and so need not read the rest.
        for (key, value) in text {
            png += chunk("tEXt", Array(key.utf8) + [0] + Array(value.utf8))
        }
        guard let pixels = deflate(raw, level: level) else { return nil }
        png += chunk("IDAT", pixels)
        png += chunk("IEND", [])
        return png
    }

    /// `bytes` as one zlib stream; nil when zlib fails (out of memory: the
    /// output buffer is compressBound's, always large enough).
    private static func deflate(_ bytes: [UInt8], level: Int32) -> [UInt8]? {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, uLong(bytes.count), level) }
        }
        guard status == Z_OK else { return nil }
        output.removeSubrange(Int(length)...)
        return output
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return bigEndian(UInt32(data.count)) + typed + bigEndian(UInt32(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
