/// Pulls the JSON-LD blocks (`<script type="application/ld+json">`) and the
/// page language (`<html lang>`) out of a saved web page, without parsing the
/// rest of the HTML.
enum HTMLRecipeExtractor {
    /// The text of each JSON-LD script block, in page order.
    static func jsonLDBlocks(in html: String) -> [String] {
        var blocks: [String] = []
        // Markup is ASCII: find it in a copy with only ASCII letters lowered,
        // which keeps every byte offset, and cut the JSON from the original.
        let original = Array(html.utf8)
        let lowered = original.map { (65...90).contains($0) ? $0 + 32 : $0 }
        var index = 0
        while let open = find(Array("<script".utf8), in: lowered, from: index) {
            guard let tagEnd = find([UInt8(ascii: ">")], in: lowered, from: open) else { break }
            let tag = String(decoding: lowered[open..<tagEnd], as: UTF8.self)
            let contentStart = tagEnd + 1
            guard let close = find(Array("</script".utf8), in: lowered, from: contentStart) else { break }
            if tag.contains("application/ld+json") {
                blocks.append(unwrap(String(decoding: original[contentStart..<close], as: UTF8.self)))
            }
            index = close + 8
        }
        return blocks
    }

    /// The `lang` of the `<html>` element, if any.
    static func language(in html: String) -> String? {
        guard let htmlTag = html.range(of: "<html", options: .caseInsensitive),
              let end = html[htmlTag.upperBound...].firstIndex(of: ">") else { return nil }
        let attributes = html[htmlTag.upperBound..<end]
        guard let lang = attributes.range(of: "lang=", options: .caseInsensitive) else { return nil }
        let value = attributes[lang.upperBound...].drop { $0 == "\"" || $0 == "'" }
        let tag = value.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return tag.isEmpty ? nil : String(tag)
    }

    /// Removes the `<!-- -->` or `<![CDATA[ ]]>` some sites wrap around JSON.
    private static func unwrap(_ text: String) -> String {
        var body = text.trimming(" \t\r\n")
        for (head, tail) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>")] where body.hasPrefix(head) && body.hasSuffix(tail) {
            body = String(body.dropFirst(head.count).dropLast(tail.count)).trimming(" \t\r\n")
        }
        return body
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var i = start
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == needle[0] {
                var j = 1
                while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}
