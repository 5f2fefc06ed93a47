/// Repairs the JSON of a web page's JSON-LD block where real pages break it,
/// and nowhere else, in one pass:
/// - raw tabs and line breaks (any control character) inside strings are escaped;
/// - `\'` inside a string becomes `'`;
/// - `// …` line comments and `/* … */` outside strings are dropped (pages wrap
///   JSON in `// <![CDATA[` … `// ]]>`), and so are bare `<![CDATA[`, `]]>`,
///   `<!--` and `-->` outside strings;
/// - a `;` outside strings is dropped (pages end the block with one).
/// Used only after the strict parse failed: a valid block is never changed.
enum LenientJSON {
    static func repaired(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                switch byte {
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { output.append(byte); index += 1; continue }
                    let next = bytes[index + 1]
                    if next == UInt8(ascii: "'") {
                        output.append(next)
                    } else {
                        output.append(byte)
                        output.append(next)
                    }
                    index += 2
                    continue
                case UInt8(ascii: "\""):
                    inString = false
                    output.append(byte)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                case 0..<0x20: output.append(contentsOf: #"\u00"#.utf8); output.append(contentsOf: hex(byte))
                default: output.append(byte)
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
                output.append(byte)
                index += 1
            } else if starts(bytes, at: index, with: lineComment) {
                index = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            } else if starts(bytes, at: index, with: blockComment) {
                index = end(of: "*/", in: bytes, from: index + 2)
            } else if let marker = markers.first(where: { starts(bytes, at: index, with: $0) }) {
                index += marker.count
            } else if byte == UInt8(ascii: ";") {
                index += 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static let lineComment = Array("//".utf8), blockComment = Array("/*".utf8)
    private static let markers = ["<![CDATA[", "]]>", "<!--", "-->"].map { Array($0.utf8) }

    /// Whether `marker` is at `index`: its first byte is compared first (most
    /// bytes start nothing, and this runs once per byte outside strings).
    private static func starts(_ bytes: [UInt8], at index: Int, with marker: [UInt8]) -> Bool {
        bytes[index] == marker[0] && index + marker.count <= bytes.count && bytes[index..<(index + marker.count)].elementsEqual(marker)
    }

    /// The index just past the next `marker`, or the end.
    private static func end(of marker: String, in bytes: [UInt8], from start: Int) -> Int {
        let needle = Array(marker.utf8)
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return bytes.count
    }

    private static func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
}
