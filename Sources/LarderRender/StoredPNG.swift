/// An uncompressed PNG (deflate "stored" blocks) of opaque RGB pixels: the
/// fastest PNG there is to write, for files read once and thrown away (the
/// thumbnail factory re-encodes what it keeps).
enum StoredPNG {
    static func encode(width: Int, height: Int, row: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let rowBytes = 1 + 3 * width  // filter byte "none", then RGB
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height { row(y, buffer.baseAddress! + y * rowBytes + 1) }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        zlib.reserveCapacity(raw.count + raw.count / 65_535 * 5 + 16)
        var start = 0
        repeat {
            let count = min(65_535, raw.count - start)
            let final: UInt8 = start + count == raw.count ? 1 : 0
            zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[start..<start + count]
            start += count
        } while start < raw.count
        zlib += bigEndian(adler32(raw))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let end = min(index + 5_552, buffer.count)  // the most bytes before the sums can overflow
                while index < end { a &+= UInt32(buffer[index]); b &+= a; index += 1 }
                a %= 65_521
                b %= 65_521
            }
        }
        return b << 16 | a
    }

    /// Eight tables: entry n of table k is the CRC of byte n followed by k
    /// zero bytes, so a loop step folds eight bytes in at once ("slicing by
    /// 8"), several times faster than a byte a step over an image's IDAT.
    private static let crcTables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            tables[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = tables[(k - 1) * 256 + n]
                tables[k * 256 + n] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return tables
    }()

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        crcTables.withUnsafeBufferPointer { table in
            bytes.withUnsafeBytes { buffer in
                var index = 0
                while index + 8 <= buffer.count {
                    let low = crc ^ UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt32.self))
                    let high = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self))
                    crc = table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int(low >> 8 & 0xFF)]
                        ^ table[5 * 256 + Int(low >> 16 & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                        ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int(high >> 8 & 0xFF)]
                        ^ table[256 + Int(high >> 16 & 0xFF)] ^ table[Int(high >> 24)]
                    index += 8
                }
                while index < buffer.count {
                    crc = table[Int((crc ^ UInt32(buffer[index])) & 0xFF)] ^ (crc >> 8)
                    index += 1
                }
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
