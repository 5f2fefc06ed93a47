import Foundation

/// Text files as old recipe programs wrote them: UTF-8 when the bytes are
/// valid UTF-8, else windows-1252 (a superset of ISO-8859-1 in its printable
/// range), which DOS- and Windows-era exports used. Never fails: every byte
/// sequence decodes. Line ends become `\n`. Linear in the input.
enum LegacyText {
    /// The decoded text, and whether it had to be read as windows-1252.
    static func decode(_ data: Data) -> (text: String, windows1252: Bool) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return (normalizingLineEnds(text), false)
        }
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte >= 0x80 && byte < 0xA0 {
                scalars.append(Unicode.Scalar(windows1252High[Int(byte - 0x80)]) ?? Unicode.Scalar(byte))
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return (normalizingLineEnds(String(scalars)), true)
    }

    /// The warning a reader gives when it fell back to windows-1252.
    static let windows1252Warning = "the file is not UTF-8; read as windows-1252 (Western European), as old recipe programs wrote it"

    /// `\r\n` and lone `\r` as `\n`.
    private static func normalizingLineEnds(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var result = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                result.append("\n")
                afterCR = true
                continue
            }
            if !(scalar == "\n" && afterCR) { result.append(scalar) }
            afterCR = false
        }
        return String(result)
    }

    /// Bytes 0x80–0x9F in windows-1252; the five it leaves undefined keep
    /// their C1 code point, as the WHATWG encoding standard decodes them.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
