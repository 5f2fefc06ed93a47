/// Finds the byte ranges of the elements of a top-level JSON array without
/// parsing them, so that a file of 10,000 recipes is decoded one recipe at a
/// time. Returns `nil` for anything but a well-bracketed top-level array (the
/// caller then decodes the whole document, and reports its errors).
enum JSONArraySplitter {
    static func elements(of bytes: [UInt8]) -> [Range<Int>]? {
        var index = 0
        // Skip a UTF-8 byte order mark and white space.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var ranges: [Range<Int>] = []
        var depth = 0
        var start = index
        var inString = false
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]") where depth == 0:
                    let last = trimmed(start..<index, in: bytes)
                    if !last.isEmpty { ranges.append(last) } else if !ranges.isEmpty { return nil }
                    // Only white space may follow the array.
                    guard bytes[(index + 1)...].allSatisfy(isSpace) else { return nil }
                    return ranges
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth < 0 { return nil }
                case UInt8(ascii: ",") where depth == 0:
                    let element = trimmed(start..<index, in: bytes)
                    if element.isEmpty { return nil }
                    ranges.append(element)
                    start = index + 1
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
