/// A JSON object written member by member (RFC 8259), as UTF-8 text.
/// Strings are escaped as the RFC requires and no more: `"`, `\` and the
/// control characters; everything else, CJK included, is written as itself.
struct JSONObjectText {
    private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var empty = true

    /// Adds `"name": "value"`.
    mutating func add(_ name: String, _ value: String) {
        member(name)
        Self.appendString(value, to: &bytes)
    }

    /// Adds `"name": ["value", …]`.
    mutating func add(_ name: String, _ values: [String]) {
        member(name)
        bytes.append(UInt8(ascii: "["))
        for (position, value) in values.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.appendString(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Adds `"name": {…}`, an object written before.
    mutating func add(_ name: String, _ object: JSONObjectText) {
        member(name)
        bytes += object.closed
    }

    /// The object's text, closed.
    var closed: [UInt8] {
        bytes + [UInt8(ascii: "}")]
    }

    private mutating func member(_ name: String) {
        if !empty { bytes.append(UInt8(ascii: ",")) }
        empty = false
        Self.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
