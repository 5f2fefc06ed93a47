/// What windows-1252 puts at 0x80–0x9F, where ISO-8859-1 has control codes:
/// both old recipe programs' files and a page's `&#128;`–`&#159;` mean these
/// characters. The five codes windows-1252 leaves undefined keep their C1
/// code point, as the WHATWG encoding standard decodes them.
enum Windows1252 {
    /// The character for `code` in 0x80–0x9F; `nil` outside that range.
    static func highCharacter(_ code: UInt32) -> Unicode.Scalar? {
        guard code >= 0x80 && code < 0xA0 else { return nil }
        return Unicode.Scalar(table[Int(code - 0x80)])
    }

    private static let table: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
