/// How free text sits in the card's Markdown body so that it reads as text
/// and parses back exactly.
enum MarkdownText {
    /// The lines of `text`, split at every U+000A, even inside a "\r\n"
    /// grapheme (Character-level splitting would keep those together). Found
    /// in the UTF-8 bytes, where 0x0A is never part of another character:
    /// splitting the scalars (each one decoded) or the UTF-8 view (an index
    /// step per byte) took a tenth of a thumbnail's instructions on a card
    /// with a photo.
    static func lines(_ text: String) -> [Substring] {
        var text = text  // withUTF8 needs it mutable (a bridged string would be copied)
        let breaks = text.withUTF8 { bytes in
            var offsets: [Int] = []
            for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { offsets.append(offset) }
            return offsets
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        for offset in breaks {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(Substring(utf8[start..<end]))
            start = utf8.index(after: end)
        }
        lines.append(Substring(utf8[start...]))
        return lines
    }

    /// A paragraph block: a line that could be taken for a heading, the photo
    /// comment or an escape gets a leading backslash (Markdown shows it as the
    /// character itself); an empty first or last line is written as `\`.
    static func block(_ text: String) -> [String] {
        let lines = lines(text)
        return lines.enumerated().map { index, line in
            if line.isEmpty { return index == 0 || index == lines.count - 1 ? "\\" : "" }
            if line.hasScalarPrefix("\\") || line.hasScalarPrefix("#") || line.hasScalarPrefix("<!--") { return "\\" + line }
            return String(line)
        }
    }

    /// Undoes ``block(_:)`` for the lines of one region (framing blank lines removed).
    static func unblock(_ lines: ArraySlice<Substring>) -> String {
        lines.map { $0.hasScalarPrefix("\\") ? String($0.droppingScalars(1)) : String($0) }.joined(separator: "\n")
    }

    /// A list item: the marker before the first line, the indent before the others.
    static func item(_ text: String, marker: String, indent: String) -> [String] {
        lines(text).enumerated().map { index, line in
            (index == 0 ? marker : indent) + line
        }
    }

    /// One line for a heading: backslashes and line breaks escaped.
    static func heading(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\".unicodeScalars
            case "\n": output += "\\n".unicodeScalars
            case "\r": output += "\\r".unicodeScalars
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    /// Undoes ``heading(_:)``; `nil` for an unknown escape.
    static func unheading(_ text: Substring) -> String? {
        var output = String.UnicodeScalarView()
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                switch scalar {
                case "\\": output.append("\\")
                case "n": output.append("\n")
                case "r": output.append("\r")
                default: return nil
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                output.append(scalar)
            }
        }
        return escaped ? nil : String(output)
    }
}
