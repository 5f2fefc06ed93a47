import CGLib

/// Text in another character set converted to UTF-8 with GIO's
/// `GCharsetConverter` (iconv underneath): Shift_JIS, EUC-JP, GB18030, Big5,
/// windows-1251, windows-1252 and every other set iconv knows.
public enum CharsetConversion {
    /// The converted bytes, and how many input sequences were not valid in
    /// `charset` (each written as `\HEX` rather than refusing the whole text).
    public struct Result: Sendable {
        /// The text as UTF-8.
        public var utf8: [UInt8]
        /// Input sequences that were invalid in the character set.
        public var invalidSequences: Int
    }

    /// Converts `bytes` from `charset` (an iconv name) to UTF-8, in one pass.
    /// - Throws: ``GLibError`` when iconv does not know `charset`.
    public static func toUTF8(_ bytes: [UInt8], from charset: String) throws -> Result {
        let charsetConverter: OpaquePointer = try withGError { g_charset_converter_new("UTF-8", charset, $0) }
        let converter = GObjectReference(takingOwnershipOf: charsetConverter)
        g_charset_converter_set_use_fallback(charsetConverter, 1)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 2)
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var consumed = 0
        while true {
            var read: gsize = 0
            var written: gsize = 0
            let result = try bytes.withUnsafeBytes { input in
                try chunk.withUnsafeMutableBytes { out in
                    try checkingGError { error in
                        g_converter_convert(
                            OpaquePointer(converter.pointer), input.baseAddress.map { $0 + consumed }, gsize(input.count - consumed),
                            out.baseAddress, gsize(out.count), LARDER_G_CONVERTER_INPUT_AT_END, &read, &written, error)
                    }
                }
            }
            output += chunk[..<Int(written)]
            consumed += Int(read)
            if result == G_CONVERTER_FINISHED || (read == 0 && written == 0) { break }
        }
        let invalid = Int(g_charset_converter_get_num_fallbacks(charsetConverter))
        withExtendedLifetime(converter) {}
        return Result(utf8: output, invalidSequences: invalid)
    }
}
