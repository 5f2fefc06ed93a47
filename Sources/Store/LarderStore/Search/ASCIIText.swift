/// Whether a text is all ASCII, for the search document's checks of every
/// field of every recipe saved (CJK runs, ligatures): one pass over the
/// UTF-8 bytes without an early exit, which the compiler turns into vector
/// instructions. The byte-by-byte `allSatisfy` it replaces was half of the
/// document's instructions in an import (callgrind).
enum ASCIIText {
    static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            return combined < 0x80
        }
    }
}
