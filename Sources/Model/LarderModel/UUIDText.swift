import Foundation
import LarderCard

/// A recipe's UUID as the store keeps it: 36 characters, lowercase hex and
/// hyphens. Foundation reads and writes that form with sscanf and snprintf,
/// which took a twentieth of a `larder list` of 1,000 recipes; these read it
/// byte by byte, and still take any other spelling through Foundation.
public enum UUIDText {
    /// The UUID in `text`: the canonical form in any letter case, or anything else `UUID(uuidString:)` reads.
    public static func uuid(_ text: String) -> UUID? {
        guard text.utf8.count == 36 else { return UUID(uuidString: text) }
        var text = text
        return text.withUTF8 { bytes in
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var index = 0
            let read = withUnsafeMutableBytes(of: &value) { output -> Bool in
                for byte in 0..<16 {
                    if index == 8 || index == 13 || index == 18 || index == 23 {
                        guard bytes[index] == UInt8(ascii: "-") else { return false }
                        index += 1
                    }
                    guard let high = HexDigit.value(bytes[index]), let low = HexDigit.value(bytes[index + 1]) else { return false }
                    output[byte] = high << 4 | low
                    index += 2
                }
                return true
            }
            return read ? UUID(uuid: value) : nil
        }
    }

    /// `id` in the store's form: lowercase, hyphenated.
    public static func string(_ id: UUID) -> String {
        withUnsafeBytes(of: id.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { output in
                var index = 0
                for (position, byte) in bytes.enumerated() {
                    if position == 4 || position == 6 || position == 8 || position == 10 {
                        output[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    output[index] = lowercaseDigits[Int(byte >> 4)]
                    output[index + 1] = lowercaseDigits[Int(byte & 0x0f)]
                    index += 2
                }
                return index
            }
        }
    }

    private static let lowercaseDigits = Array("0123456789abcdef".utf8)
}
