/// Cleans text that came from web pages: tags removed, entities decoded,
/// runs of white space folded. Recipe sites put both inside JSON-LD strings.
enum HTMLText {
    /// The named entities recipe pages use; numeric ones are decoded generally.
    static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "agrave": "à", "acirc": "â", "auml": "ä",
        "aacute": "á", "ccedil": "ç", "icirc": "î", "iuml": "ï", "iacute": "í", "ocirc": "ô", "ouml": "ö",
        "oacute": "ó", "ucirc": "û", "ugrave": "ù", "uuml": "ü", "uacute": "ú", "ntilde": "ñ", "oelig": "œ",
        "aelig": "æ", "szlig": "ß", "Eacute": "É", "Egrave": "È", "Agrave": "À", "Ccedil": "Ç", "OElig": "Œ",
        "deg": "°", "frac12": "½", "frac14": "¼", "frac34": "¾", "times": "×", "ndash": "–", "mdash": "—",
        "hellip": "…", "laquo": "«", "raquo": "»", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "middot": "·", "copy": "©", "reg": "®", "trade": "™", "euro": "€", "pound": "£", "bull": "•",
    ]

    /// Plain text: tags dropped (`<br>` and `</p>` become line breaks),
    /// entities decoded, spaces folded, lines trimmed.
    static func plain(_ text: String) -> String {
        guard needsCleaning(text) else { return text.trimming(" \t\n") }
        return fold(decodeEntities(stripTags(text)))
    }

    /// Whether `text` has markup, entities, carriage returns, no-break or
    /// doubled spaces: one pass over the bytes (most strings have none).
    static func needsCleaning(_ text: String) -> Bool {
        var previousWasSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), 0xC2:  // 0xC2: lead byte of U+00A0
                return true
            case UInt8(ascii: " "):
                if previousWasSpace { return true }
                previousWasSpace = true
            default:
                previousWasSpace = false
            }
        }
        return false
    }

    /// Removes `<...>` tags; block-ending tags become a line break.
    static func stripTags(_ text: String) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c == "<", let close = text[index...].firstIndex(of: ">"),
               let next = text.index(index, offsetBy: 1, limitedBy: text.endIndex), next < text.endIndex,
               text[next].isLetter || text[next] == "/" || text[next] == "!" {
                let tag = text[text.index(after: index)..<close].lowercased()
                if tag.hasPrefix("br") || tag.hasPrefix("/p") || tag.hasPrefix("/li") || tag.hasPrefix("/div") { output.append("\n") }
                index = text.index(after: close)
            } else {
                output.append(c)
                index = text.index(after: index)
            }
        }
        return output
    }

    /// Decodes `&name;`, `&#NNN;` and `&#xHH;`; leaves anything else as it is.
    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(12).firstIndex(of: ";"),
               let decoded = decode(String(after[..<semicolon])) {
                output += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                output.append("&")
                rest = after
            }
        }
        return output + rest
    }

    private static func decode(_ entity: String) -> String? {
        if entity.hasPrefix("#") {
            let digits = entity.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            return String(Character(scalar))
        }
        return namedEntities[entity]
    }

    /// Folds spaces and tabs, trims each line, drops blank runs of lines.
    static func fold(_ text: String) -> String {
        let lines = text.replacingAll("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\r" }).joined(separator: " ")
        }
        var result: [String] = []
        for line in lines where !(line.isEmpty && (result.last?.isEmpty ?? true)) { result.append(line) }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n")
    }
}

extension String {
    /// Replaces every occurrence of `target` (Foundation-free).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, firstRange(of: target) != nil else { return self }
        return components(separatedByString: target).joined(separator: replacement)
    }

    private func components(separatedByString separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
