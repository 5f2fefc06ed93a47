import LarderGLib
import LarderLocalization

/// The character encoding of a saved web page, found as browsers find it: a
/// byte order mark, else a `<meta charset>` or `http-equiv` declaration near
/// the start (or an XML declaration), else UTF-8 when the bytes are valid
/// UTF-8, else windows-1252. The page is then converted to UTF-8 (GIO's
/// charset converter, iconv underneath).
struct PageEncoding: Equatable {
    /// The iconv name of the encoding ("UTF-8", "CP932", "GB18030"...).
    var charset: String
    /// How it was found, for a warning when it was a guess.
    var declared: Bool
    /// Bytes of a byte order mark to skip.
    var byteOrderMarkLength = 0
    /// Whether the bytes were found to be valid UTF-8 (checked once: it is a pass over the page).
    var isValidUTF8 = false

    /// How far into the page a declaration is looked for. Browsers look in the
    /// first 1,024 bytes; saved pages sometimes have long heads before it.
    static let prescanLength = 8192

    /// The page's encoding. `transportLabel` is the charset the server named
    /// in its `Content-Type` header: after a byte order mark, it comes before
    /// the page's own declaration, as in browsers.
    static func of(_ bytes: [UInt8], transportLabel: String? = nil) -> PageEncoding {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return PageEncoding(charset: "UTF-8", declared: true, byteOrderMarkLength: 3, isValidUTF8: UTF8Validation.isValid(bytes))
        }
        if bytes.starts(with: [0xFE, 0xFF]) { return PageEncoding(charset: "UTF-16BE", declared: true, byteOrderMarkLength: 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return PageEncoding(charset: "UTF-16LE", declared: true, byteOrderMarkLength: 2) }
        let isUTF8 = UTF8Validation.isValid(bytes)
        // Labels are case-insensitive; servers write "ISO-8859-1", "Shift_JIS".
        let transport = transportLabel.flatMap { charset(forLabel: $0.trimming(" \t").lowercased()) }
        if let charset = transport ?? declaredLabel(in: bytes.prefix(prescanLength)).flatMap({ charset(forLabel: $0) }) {
            // Servers and editors label UTF-8 pages "ISO-8859-1" by default; text that
            // really is windows-1252 is almost never valid UTF-8 with non-ASCII letters.
            if charset == "WINDOWS-1252" && isUTF8 && bytes.contains(where: { $0 >= 0x80 }) {
                return PageEncoding(charset: "UTF-8", declared: true, isValidUTF8: true)
            }
            return PageEncoding(charset: charset, declared: true, isValidUTF8: isUTF8)
        }
        return PageEncoding(charset: isUTF8 ? "UTF-8" : "WINDOWS-1252", declared: false, isValidUTF8: isUTF8)
    }

    /// The page as UTF-8, with a warning when the encoding was guessed or some
    /// bytes were not valid in it.
    func utf8(_ bytes: [UInt8]) throws(ImportError) -> (text: [UInt8], warnings: [String]) {
        let body = Array(bytes.dropFirst(byteOrderMarkLength))
        var warnings: [String] = []
        if !declared && charset != "UTF-8" {
            warnings.append(tr("the page does not say its encoding and is not UTF-8; read as windows-1252"))
        }
        if charset == "UTF-8" {
            if isValidUTF8 { return (body, warnings) }
            warnings.append(tr("the page is declared UTF-8 but has bytes that are not; they are shown as \u{FFFD}"))
            return (Array(String(decoding: body, as: UTF8.self).utf8), warnings)
        }
        do {
            let converted = try CharsetConversion.toUTF8(body, from: charset)
            if converted.invalidSequences > 0 {
                // TRANSLATORS: %1$@ is a number of byte sequences, %2$@ the page's encoding (windows-1252...); \HEX is written as shown.
                warnings.append(trn("%@ byte sequences are not valid %@; they are shown as \\HEX",
                                    "%@ byte sequences are not valid %@; they are shown as \\HEX",
                                    converted.invalidSequences, converted.invalidSequences, charset))
            }
            return (converted.utf8, warnings)
        } catch {
            guard isValidUTF8 else {
                // TRANSLATORS: %1$@ is the encoding's name, %2$@ the reason from the system.
                throw ImportError(.notRecipeFile, tr("the page declares the encoding “%@”, which Larder cannot convert (%@)", charset, String(describing: error)))
            }
            return (body, warnings + [tr("the page declares the encoding “%@”, which Larder does not know; read as UTF-8", charset)])
        }
    }

    /// The label a `<meta charset=…>`, `<meta http-equiv … content="…; charset=…">`
    /// or a leading `<?xml … encoding="…"?>` gives, lower-cased; one pass over `head`.
    static func declaredLabel(in head: ArraySlice<UInt8>) -> String? {
        let lowered = head.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        var index = 0
        while index < lowered.count {
            guard lowered[index] == UInt8(ascii: "<") else { index += 1; continue }
            let tagEnd = lowered[index...].firstIndex(of: UInt8(ascii: ">")) ?? lowered.count
            let tag = lowered[index..<tagEnd]
            // An XML declaration counts only as the file's first bytes (pages paste SVG files, declarations and all).
            let isXMLDeclaration = index == 0 && tag.starts(with: "<?xml".utf8)
            if tag.starts(with: "<meta".utf8) || isXMLDeclaration,
               let label = value(after: isXMLDeclaration ? "encoding=" : "charset=", in: tag) {
                return label
            }
            index = tagEnd
        }
        return nil
    }

    /// The token after `key` in a tag (quotes and spaces skipped).
    private static func value(after key: String, in tag: ArraySlice<UInt8>) -> String? {
        let needle = Array(key.utf8)
        guard let start = tag.indices.first(where: { tag[$0...].starts(with: needle) }) else { return nil }
        let label = tag[(start + needle.count)...].drop { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: " ") }
            .prefix { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") }
        return label.isEmpty ? nil : String(decoding: label, as: UTF8.self)
    }

    /// The iconv name for a label, following the WHATWG Encoding Standard where
    /// labels and what browsers decode differ (a page that says ISO-8859-1 is
    /// read as windows-1252, Shift_JIS as Microsoft's superset); `nil` for a label
    /// of UTF-16 without a byte order mark, which browsers ignore.
    static func charset(forLabel label: String) -> String? {
        switch label {
        case "utf-8", "utf8", "unicode-1-1-utf-8", "x-unicode20utf8": return "UTF-8"
        case "iso-8859-1", "iso8859-1", "latin1", "l1", "us-ascii", "ascii", "windows-1252", "cp1252", "x-cp1252", "cp819", "ibm819":
            return "WINDOWS-1252"
        case "shift_jis", "shift-jis", "sjis", "x-sjis", "ms_kanji", "windows-31j", "csshiftjis", "ms932", "cp932": return "CP932"
        case "euc-jp", "x-euc-jp", "cseucpkdfmtjapanese": return "EUC-JP"
        case "gb2312", "gbk", "x-gbk", "gb18030", "chinese", "csgb2312", "gb_2312-80", "gb_2312", "cp936", "ms936", "windows-936": return "GB18030"
        case "big5", "big5-hkscs", "cn-big5", "x-x-big5", "csbig5": return "BIG5-HKSCS"
        case "euc-kr", "ks_c_5601-1987", "windows-949", "cp949", "cseuckr": return "CP949"
        case "windows-1251", "cp1251", "x-cp1251": return "WINDOWS-1251"
        case "utf-16", "utf-16le", "utf-16be", "unicode": return nil
        default: return label.uppercased()
        }
    }
}
