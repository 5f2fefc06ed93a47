import Foundation
import LarderLocalization

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
            scalars.append(Windows1252.highCharacter(UInt32(byte)) ?? Unicode.Scalar(byte))
        }
        return (normalizingLineEnds(String(scalars)), true)
    }

    /// The warning a reader gives when it fell back to windows-1252.
    static var windows1252Warning: String {
        tr("the file is not UTF-8; read as windows-1252 (Western European), as old recipe programs wrote it")
    }

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
}
