import LarderCard

/// Reads one JSON object whose members are scalars (RFC 8259 syntax), in a
/// single pass without recursion. Used for requests only: see ``ExtractorRequest``.
struct FlatJSONReader {
    /// A member's value.
    enum Scalar: Equatable {
        case string(String)
        /// A number, kept as written.
        case number(String)
        case bool(Bool)
        case null
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The object's members; a repeated name keeps its last value, as most readers do.
    mutating func object() throws(ExtractorError) -> [String: Scalar] {
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        var members: [String: Scalar] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipWhitespace()
                let name = try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                skipWhitespace()
                members[name] = try scalar()
                skipWhitespace()
                guard let next = peek() else { throw failure("the object is not closed") }
                index += 1
                if next == UInt8(ascii: "}") { break }
                guard next == UInt8(ascii: ",") else { throw failure("expected , or }") }
            }
        }
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected bytes after the object") }
        return members
    }

    private mutating func scalar() throws(ExtractorError) -> Scalar {
        guard let first = peek() else { throw failure("a value is missing") }
        switch first {
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            while let byte = peek(), Self.isNumberByte(byte) { index += 1 }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            throw failure("nested objects and arrays are not part of a request")
        default:
            throw failure("unexpected character")
        }
    }

    /// A string, its escapes decoded; the UTF-8 between them must be valid.
    private mutating func string() throws(ExtractorError) -> String {
        try expect(UInt8(ascii: "\""))
        var result: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("a string is not closed") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: result, as: UTF8.self) else { throw failure("a string is not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &result)
            case 0..<0x20:
                throw failure("a control character in a string")
            default:
                result.append(byte)
            }
        }
    }

    private mutating func escape(into result: inout [UInt8]) throws(ExtractorError) {
        guard let byte = peek() else { throw failure("a string ends in an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(byte)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hexQuad()
            if (0xD800..<0xDC00).contains(value) {
                // A high surrogate must be followed by \u and a low one.
                guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("a lone surrogate in a string")
                }
                index += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate in a string") }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(value) {
                throw failure("a lone surrogate in a string")
            }
            guard let scalar = Unicode.Scalar(value) else { throw failure("an invalid \\u escape") }
            result.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw failure("an unknown escape in a string")
        }
    }

    private mutating func hexQuad() throws(ExtractorError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("a \\u escape is cut short") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = HexDigit.value(bytes[index]) else { throw failure("a \\u escape with a character that is not hexadecimal") }
            index += 1
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func literal(_ word: StaticString) throws(ExtractorError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw failure("unexpected character")
        }
        index += expected.count
    }

    private mutating func expect(_ byte: UInt8) throws(ExtractorError) {
        guard peek() == byte else { throw failure("expected \(Character(Unicode.Scalar(byte)))") }
        index += 1
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): return true
        default: return false
        }
    }

    private func failure(_ what: String) -> ExtractorError {
        ExtractorError("the request is not a JSON object of the expected kind: \(what) at byte \(index)")
    }
}
