/// Base64 (RFC 4648), without Foundation.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// The encoding of `bytes`, as lines of at most `lineLength` characters.
    static func encode(_ bytes: [UInt8], lineLength: Int = 76) -> [String] {
        var lines: [String] = []
        var line: [UInt8] = []
        line.reserveCapacity(lineLength)
        func emit(_ byte: UInt8) {
            line.append(byte)
            if line.count == lineLength {
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
            }
        }
        var index = 0
        while index < bytes.count {
            let b0 = bytes[index]
            let b1 = index + 1 < bytes.count ? bytes[index + 1] : 0
            let b2 = index + 2 < bytes.count ? bytes[index + 2] : 0
            emit(alphabet[Int(b0 >> 2)])
            emit(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            emit(index + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            emit(index + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    /// Decodes base64 text; `nil` for any character outside the alphabet, bad
    /// padding, or more than `limit` decoded bytes.
    static func decode(_ text: some Sequence<UInt8>, limit: Int) -> [UInt8]? {
        var output: [UInt8] = []
        var quad: [UInt8] = []
        quad.reserveCapacity(4)
        var padding = 0
        for byte in text {
            if byte == UInt8(ascii: "=") {
                padding += 1
                quad.append(0)
            } else {
                let value = values[Int(byte)]
                guard value != 0xFF, padding == 0 else { return nil }
                quad.append(value)
            }
            if quad.count == 4 {
                guard padding <= 2 else { return nil }
                output.append(quad[0] << 2 | quad[1] >> 4)
                if padding < 2 { output.append(quad[1] << 4 | quad[2] >> 2) }
                if padding < 1 { output.append(quad[2] << 6 | quad[3]) }
                guard output.count <= limit else { return nil }
                quad.removeAll(keepingCapacity: true)
                if padding > 0 { padding = 3 }  // nothing may follow padding
            } else if padding == 3 {
                return nil
            }
        }
        return quad.isEmpty ? output : nil
    }
}
