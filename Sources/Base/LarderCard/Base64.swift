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
    static func decode(_ text: some Collection<UInt8>, limit: Int) -> [UInt8]? {
        if let decoded = text.withContiguousStorageIfAvailable({ decode($0, limit: limit) }) { return decoded }
        return Array(text).withUnsafeBufferPointer { decode($0, limit: limit) }
    }

    /// The decoder proper: whole groups of four characters, each group's four
    /// values looked up and checked at once, into an array of the decoded
    /// size. One `=` or two end the last group and nothing follows them; the
    /// bits they leave over are not checked. (It took a byte at a time through
    /// a group array before: a tenth of a thumbnail's instructions.)
    private static func decode(_ text: UnsafeBufferPointer<UInt8>, limit: Int) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        guard !text.isEmpty else { return [] }
        let equals = UInt8(ascii: "=")
        let padding = text[text.count - 1] != equals ? 0 : text[text.count - 2] != equals ? 1 : 2
        let groups = text.count / 4
        let size = groups * 3 - padding
        guard size <= limit else { return nil }
        return values.withUnsafeBufferPointer { table -> [UInt8]? in
            // `=` is outside the table's alphabet: one anywhere but at the end fails the lookup.
            func value(_ index: Int) -> UInt32 { UInt32(table[Int(text[index])]) }
            var valid = true
            let output = [UInt8](unsafeUninitializedCapacity: size) { output, count in
                var at = 0
                for group in 0..<groups {
                    let first = group * 4
                    let last = group == groups - 1
                    let v0 = value(first), v1 = value(first + 1)
                    let v2 = last && padding == 2 ? 0 : value(first + 2)
                    let v3 = last && padding >= 1 ? 0 : value(first + 3)
                    guard (v0 | v1 | v2 | v3) & 0x80 == 0 else {
                        valid = false
                        break
                    }
                    let bits = v0 << 18 | v1 << 12 | v2 << 6 | v3
                    output[at] = UInt8(truncatingIfNeeded: bits >> 16)
                    if at + 1 < size { output[at + 1] = UInt8(truncatingIfNeeded: bits >> 8) }
                    if at + 2 < size { output[at + 2] = UInt8(truncatingIfNeeded: bits) }
                    at += 3
                }
                count = valid ? size : 0
            }
            return valid ? output : nil
        }
    }
}
