import LarderCard

/// Quoted-printable text (RFC 2045), as saved single-file pages carry their
/// HTML: "=XX" is the byte XX, "=" at a line's end joins it to the next.
/// One pass; a malformed "=" is kept as it is.
enum QuotedPrintable {
    static func decode(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "=") else {
                output.append(byte)
                index += 1
                continue
            }
            // A soft line break: "=" then CRLF or LF (spaces before the break are padding).
            var after = index + 1
            while after < bytes.endIndex, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            if after < bytes.endIndex, bytes[after] == 0x0A { index = after + 1; continue }
            if after + 1 < bytes.endIndex, bytes[after] == 0x0D, bytes[after + 1] == 0x0A { index = after + 2; continue }
            if index + 2 < bytes.endIndex, let high = HexDigit.value(bytes[index + 1]), let low = HexDigit.value(bytes[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }
}
