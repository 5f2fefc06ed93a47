import Foundation
import LarderCard

/// A recipe's UUID as the store keeps it: 36 characters, lowercase hex and
/// hyphens. Foundation reads and writes that form with sscanf and snprintf,
/// which took a twentieth of a `larder list` of 1,000 recipes; these read it
/// byte by byte, and still take any other spelling through Foundation.
public enum UUIDText {
    /// The UUID in `text`: the canonical form in any letter case, or anything else `UUID(uuidString:)` reads.
    public static func uuid(_ text: String) -> UUID? {
        var text = text
        let parsed: UUID?? = text.withUTF8 { bytes in
            guard bytes.count == 36 else { return .none }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var index = 0
            let ok = withUnsafeMutableBytes(of: &value) { output -> Bool in
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
            return ok ? .some(UUID(uuid: value)) : .some(nil)
        }
        return parsed ?? UUID(uuidString: text)
    }

    /// `id` in the store's form: lowercase, hyphenated.
    public static func string(_ id: UUID) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return withUnsafeBytes(of: id.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { output in
                var index = 0
                for (position, byte) in bytes.enumerated() {
                    if position == 4 || position == 6 || position == 8 || position == 10 {
                        output[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    output[index] = digits[Int(byte >> 4)]
                    output[index + 1] = digits[Int(byte & 0x0f)]
                    index += 2
                }
                return index
            }
        }
    }
}
