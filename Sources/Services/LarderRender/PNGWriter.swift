import CLibZ

/// PNG files of opaque RGB pixels. Level 0 writes deflate "stored" blocks of
/// unfiltered rows itself: the fastest PNG there is, for a file read once and
/// thrown away (the thumbnail factory re-encodes what it keeps). A file that
/// is kept (a thumbnail in the cache) is compressed by zlib, its rows
/// filtered "up".
enum PNGWriter {
    /// A PNG of `width` × `height` pixels whose rows `row` fills (3 bytes a
    /// pixel), with `text` as tEXt chunks (Latin-1 keys and values).
    /// - Parameter level: zlib's compression level, 0 (none) to 9.
    /// - Returns: nil when zlib cannot have the memory it needs.
    static func encode(width: Int, height: Int, text: [(key: String, value: String)] = [], level: Int32,
                       row: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8]? {
        let rowBytes = 1 + 3 * width  // filter byte "none", then RGB
        if level == 0, rowBytes <= maximumStoredBlock {
            return stored(width: width, height: height, text: text, row: row)
        }
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
        var png = signature
        png += chunk("IHDR", header(width: width, height: height))
        // Before the pixels: GLib's thumbnail check reads the text chunks up
        // to the first other chunk after them, and so need not read the rest.
        for (key, value) in text {
            png += chunk("tEXt", textData(key: key, value: value))
        }
        guard let pixels = deflate(raw, level: level) else { return nil }
        png += chunk("IDAT", pixels)
        png += chunk("IEND", [])
        return png
    }

    /// The most bytes a stored deflate block holds (its length has 16 bits).
    private static let maximumStoredBlock = 65_535

    /// Level 0 written straight into the file's bytes, sized exactly: the zlib
    /// stream's stored blocks each hold whole rows, drawn where they lie, and
    /// the checksums are taken in place. Through zlib the rows were gathered
    /// in a zeroed array, compressed into another and copied twice more into
    /// chunks and the file: 3.9 M of the thumbnailer's 31.9 M instructions
    /// (now 2.4 M), and at 1024 px five times the image's 3 MB at once.
    private static func stored(width: Int, height: Int, text: [(key: String, value: String)],
                               row: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let rowBytes = 1 + 3 * width
        let rowsPerBlock = maximumStoredBlock / rowBytes
        let blocks = max(1, (height + rowsPerBlock - 1) / rowsPerBlock)
        let streamBytes = 2 + 5 * blocks + rowBytes * height + 4  // header, block headers, rows, Adler-32
        let texts = text.map(textData)
        let chunkBytes = 12  // length, type, CRC
        let total = signature.count + chunkBytes + 13 + texts.reduce(0) { $0 + chunkBytes + $1.count } + chunkBytes + streamBytes + chunkBytes
        return [UInt8](unsafeUninitializedCapacity: total) { file, count in
            let base = file.baseAddress!
            var at = 0
            func put(_ bytes: [UInt8]) {
                bytes.withUnsafeBufferPointer { (base + at).update(from: $0.baseAddress!, count: $0.count) }
                at += bytes.count
            }
            func chunk(_ type: String, length: Int, data: () -> Void) {
                put(bigEndian(UInt32(length)))
                let start = at
                put(Array(type.utf8))
                data()
                put(bigEndian(UInt32(crc32(0, base + start, uInt(at - start)))))
            }
            put(signature)
            chunk("IHDR", length: 13) { put(header(width: width, height: height)) }
            for data in texts { chunk("tEXt", length: data.count) { put(data) } }
            chunk("IDAT", length: streamBytes) {
                put([0x78, 0x01])  // deflate, 32 KB window, fastest; (0x78 << 8 | 0x01) % 31 == 0
                var adler = adler32(0, nil, 0)
                for block in 0..<blocks {
                    let first = block * rowsPerBlock, rows = min(rowsPerBlock, height - first)
                    let length = UInt16(rows * rowBytes)
                    put([block == blocks - 1 ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
                    let start = at
                    for y in first..<first + rows {
                        base[at] = 0  // filter "none"
                        row(y, base + at + 1)
                        at += rowBytes
                    }
                    adler = adler32(adler, base + start, uInt(at - start))
                }
                put(bigEndian(UInt32(adler)))
            }
            chunk("IEND", length: 0) {}
            count = at
        }
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A tEXt chunk's data: the key, a NUL, the value.
    private static func textData(key: String, value: String) -> [UInt8] {
        Array(key.utf8) + [0] + Array(value.utf8)
    }

    /// IHDR's data: 8-bit RGB, deflate, adaptive filtering, not interlaced.
    private static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
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
