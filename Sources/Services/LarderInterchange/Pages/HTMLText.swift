/// Cleans text that came from web pages: tags removed, entities decoded,
/// runs of white space folded. Recipe sites put both inside JSON-LD strings.
enum HTMLText {
    /// HTML5's named character references, unpacked at first use, byte by
    /// byte (splitting the packed text into substrings cost ten times more).
    static let namedEntities: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(2200)
        var name: [UInt8] = []
        var scalars = String.UnicodeScalarView()
        var code: UInt32 = 0
        var inValue = false
        func finishScalar() {
            if let scalar = Unicode.Scalar(code) { scalars.append(scalar) }
            code = 0
        }
        for byte in HTMLEntityTable.packed.utf8 {
            switch byte {
            case UInt8(ascii: "="):
                inValue = true
            case UInt8(ascii: "."):
                finishScalar()
            case UInt8(ascii: " "), UInt8(ascii: "\n"):
                guard inValue else { continue }
                finishScalar()
                table[String(decoding: name, as: UTF8.self)] = String(scalars)
                name.removeAll(keepingCapacity: true)
                scalars = String.UnicodeScalarView()
                inValue = false
            default:
                if inValue {
                    let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "A") + 10
                    code = code << 4 | UInt32(digit)
                } else {
                    name.append(byte)
                }
            }
        }
        if inValue {
            finishScalar()
            table[String(decoding: name, as: UTF8.self)] = String(scalars)
        }
        return table
    }()

    /// The longest entity name ("CounterClockwiseContourIntegral"), to bound the look-ahead.
    static let longestEntityName = 32

    /// Plain text: tags dropped (`<br>` and `</p>` become line breaks),
    /// entities decoded, spaces folded, lines trimmed.
    static func plain(_ text: String) -> String {
        guard needsCleaning(text) else { return text.trimming(" \t\n") }
        return fold(decodeEntities(stripTags(text)))
    }

    /// Whether `text` has markup, entities, carriage returns, no-break or
    /// doubled spaces: one pass over the bytes (most strings have none).
    static func needsCleaning(_ text: String) -> Bool {
        var previousWasSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), 0xC2:  // 0xC2: lead byte of U+00A0
                return true
            case UInt8(ascii: " "):
                if previousWasSpace { return true }
                previousWasSpace = true
            default:
                previousWasSpace = false
            }
        }
        return false
    }

    /// Removes `<...>` tags; block-ending tags become a line break. A `<`
    /// that no `>` follows is text. Linear: the next `>` is looked for once
    /// per tag, never again from every `<` (a run of `<` used to be quadratic).
    static func stripTags(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var nextClose = -1  // position of the next '>' at or after `index`; bytes.count when none
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), index + 1 < bytes.count, startsTag(bytes[index + 1]) {
                if nextClose < index {
                    nextClose = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
                }
                if nextClose < bytes.count {
                    if endsLine(bytes[(index + 1)..<nextClose]) { output.append(UInt8(ascii: "\n")) }
                    index = nextClose + 1
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A letter, `/` or `!` after `<` opens a tag; anything else ("< 5") is text.
    private static func startsTag(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!")
    }

    /// `<br>`, `</p>`, `</li>` and `</div>` end a line.
    private static func endsLine(_ tag: ArraySlice<UInt8>) -> Bool {
        let lowered = tag.prefix(4).map { $0 | 0x20 }
        func starts(_ prefix: String) -> Bool { lowered.starts(with: prefix.utf8) }
        return starts("br") || starts("/p") || starts("/li") || starts("/div")
    }

    /// Decodes `&name;`, `&#NNN;` and `&#xHH;`; leaves anything else as it is.
    /// Over the UTF-8 bytes (entities are ASCII): by characters, it took over a
    /// fifth of reading the tests' 1 MB page shapes (perf, debug build).
    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            guard var (decoded, next) = entity(in: bytes, at: index + 1) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            // "&amp;amp;", "&amp;eacute;": sites that escape twice mean the
            // entity, so "&amp;" right before an entity's name is its "&".
            while decoded == "&", let (inner, after) = entity(in: bytes, at: next) {
                decoded = inner
                next = after
            }
            output.append(contentsOf: decoded.utf8)
            index = next
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The entity whose name starts at `start` and ends at a `;` within the
    /// look-ahead, decoded, and the index just past its `;`; nil when there is none.
    private static func entity(in bytes: [UInt8], at start: Int) -> (text: String, end: Int)? {
        let window = bytes[start..<min(bytes.count, start + longestEntityName + 1)]
        guard let semicolon = window.firstIndex(of: UInt8(ascii: ";")),
              let decoded = decode(String(decoding: bytes[start..<semicolon], as: UTF8.self)) else { return nil }
        return (decoded, semicolon + 1)
    }

    private static func decode(_ entity: String) -> String? {
        if entity.hasPrefix("#") {
            let digits = entity.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, value != 0 else { return nil }
            guard let scalar = Windows1252.highCharacter(value) ?? Unicode.Scalar(value) else { return nil }
            return String(Character(scalar))
        }
        return namedEntities[entity]
    }

    /// Folds spaces and tabs, trims each line, drops blank runs of lines.
    /// "Â" before a no-break space is UTF-8 read as Latin-1 by the site's own
    /// software (the two bytes of U+00A0); it is dropped with the space.
    static func fold(_ text: String) -> String {
        fold(utf8: Array(text.utf8))
    }

    /// ``fold(_:)`` over UTF-8 bytes, in one pass: runs of spaces, tabs, no-break
    /// spaces and lone carriage returns become one space inside a line and none
    /// at its ends; a run of blank lines becomes one; none at the start or end.
    static func fold(utf8 bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        var lineHasContent = false
        var pendingBreaks = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var width = 1
            var isSpace = false
            switch byte {
            case 0x0A:
                if !output.isEmpty { pendingBreaks += 1 }
                pendingSpace = false
                lineHasContent = false
                index += 1
                continue
            case 0x0D:
                isSpace = !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)
                if !isSpace { index += 1; continue }  // "\r\n" is a line break: the "\n" is next
            case 0x20, 0x09:
                isSpace = true
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                isSpace = true
                width = 2
            case 0xC3 where index + 3 < bytes.count && bytes[index + 1] == 0x82 && bytes[index + 2] == 0xC2 && bytes[index + 3] == 0xA0:
                isSpace = true
                width = 4
            default:
                break
            }
            if isSpace {
                if lineHasContent { pendingSpace = true }
            } else {
                if pendingBreaks > 0 {
                    output.append(0x0A)
                    if pendingBreaks > 1 { output.append(0x0A) }
                    pendingBreaks = 0
                } else if pendingSpace {
                    output.append(0x20)
                }
                pendingSpace = false
                lineHasContent = true
                output += bytes[index..<(index + width)]
            }
            index += width
        }
        return String(decoding: output, as: UTF8.self)
    }
}

extension String {
    /// Replaces every occurrence of `target` (Foundation-free).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, firstRange(of: target) != nil else { return self }
        return components(separatedByString: target).joined(separator: replacement)
    }

    private func components(separatedByString separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
