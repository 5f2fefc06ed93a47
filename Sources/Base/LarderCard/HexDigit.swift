/// One hexadecimal digit in ASCII, either case: what UUIDs, `\u` escapes and
/// quoted-printable text are written in.
public enum HexDigit {
    /// The digit's value (0–15), or nil when `byte` is not a hexadecimal digit.
    public static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
