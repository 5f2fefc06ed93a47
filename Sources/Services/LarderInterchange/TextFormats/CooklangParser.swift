/// Parses Cooklang (`.cook`, https://cooklang.org/docs/spec/) into a
/// ``CooklangDocument``: YAML front matter between `---` lines and `>> key:
/// value` lines as metadata; `--` line comments and `[- -]` block comments
/// dropped; `= Section` headings, `> notes`, and paragraphs as steps whose
/// lines are joined with a space. In a step, `@`, `#` and `~` start an
/// ingredient, a piece of cookware and a timer: one word, or every word up to
/// braces (`@olive oil{2%tbsp}`) when braces follow before the next marker on
/// the line. A marker followed by a space is text. Linear in the input: each
/// line is scanned a fixed number of times, with the next brace and marker
/// positions computed once per line.
package enum CooklangParser {
    /// The recipe in `text`. Never fails: what is not markup is text.
    package static func parse(_ text: String) -> CooklangDocument {
        var work = 0
        return parse(text, work: &work)
    }

    /// The same, adding to `work` the characters its loops visit (tests check that it grows linearly).
    static func parse(_ text: String, work: inout Int) -> CooklangDocument {
        var document = CooklangDocument()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.first.map({ trimmed($0) }) == "---",
           let end = lines.indices.dropFirst().first(where: { trimmed(lines[$0]) == "---" }) {
            document.metadata = frontMatter(lines[1..<end])
            lines.removeSubrange(0...end)
        }
        let body = removingBlockComments(lines.joined(separator: "\n"))
        var paragraph: [[CooklangDocument.Item]] = []
        var note: [String] = []
        func flush() {
            if !paragraph.isEmpty {
                let items = joined(paragraph)
                if !items.isEmpty { document.blocks.append(.step(items)) }
                paragraph = []
            }
            if !note.isEmpty {
                document.blocks.append(.note(note.joined(separator: " ")))
                note = []
            }
        }
        work += text.utf8.count + body.utf8.count
        for rawLine in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let (line, hadComment) = removingLineComment(rawLine)
            work += rawLine.utf8.count
            let content = trimmed(line)
            if content.isEmpty {
                if !hadComment { flush() }
                continue
            }
            if content.hasPrefix(">>") {
                if let entry = keyValue(content.dropFirst(2)) { document.metadata.append(entry) }
                continue
            }
            if content.hasPrefix("=") {
                flush()
                document.blocks.append(.section(trimmed(Self.trimming(Substring(content)) { $0 == "=" })))
                continue
            }
            if content.hasPrefix(">") {
                if !paragraph.isEmpty { flush() }
                note.append(trimmed(content.dropFirst()))
                continue
            }
            if !note.isEmpty { flush() }
            paragraph.append(items(in: line.drop { $0.isWhitespace }, work: &work))
        }
        flush()
        return document
    }

    // MARK: - Metadata

    /// `key: value` lines; `key:` followed by indented `child: value` lines
    /// (as `key.child`) or `- item` lines (joined with ", "); `[a, b]` lists; quotes removed.
    private static func frontMatter(_ lines: ArraySlice<Substring>) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        var parent: String?
        var listItems: [String] = []
        func flushList() {
            if let parent, !listItems.isEmpty { entries.append((parent, listItems.joined(separator: ", "))) }
            listItems = []
        }
        for line in lines {
            let content = trimmed(line)
            if content.isEmpty || content.hasPrefix("#") { continue }
            let indented = line.first?.isWhitespace == true
            if indented, let parent {
                if content.hasPrefix("- ") || content == "-" {
                    listItems.append(unquoted(trimmed(content.dropFirst())))
                } else if let (key, value) = keyValue(Substring(content)) {
                    entries.append((parent + "." + key, value))
                }
                continue
            }
            flushList()
            parent = nil
            guard let (key, value) = keyValue(Substring(content)) else { continue }
            if value.isEmpty { parent = key } else { entries.append((key, value)) }
        }
        flushList()
        return entries
    }

    /// "key: value" split at the first colon, both trimmed; a `[a, b]` value becomes "a, b".
    private static func keyValue(_ text: Substring) -> (key: String, value: String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let key = unquoted(trimmed(text[..<colon]))
        guard !key.isEmpty else { return nil }
        var value = trimmed(text[text.index(after: colon)...])
        if value.hasPrefix("["), value.hasSuffix("]") {
            value = value.dropFirst().dropLast().split(separator: ",").map { unquoted(trimmed($0)) }.joined(separator: ", ")
        }
        return (key, unquoted(value))
    }

    private static func unquoted(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    // MARK: - Comments

    /// The text without `[- … -]` comments; their line breaks are kept, so lines stay lines.
    private static func removingBlockComments(_ text: String) -> String {
        guard text.contains("[-") else { return text }
        var result = String.UnicodeScalarView()
        var inComment = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if inComment {
                if scalar == "\n" { result.append(scalar) }
                if previous == "-" && scalar == "]" { inComment = false; previous = nil; continue }
            } else if previous == "[" && scalar == "-" {
                result.removeLast()
                inComment = true
                previous = nil
                continue
            } else {
                result.append(scalar)
            }
            previous = scalar
        }
        return String(result)
    }

    /// The line up to a `--` comment (two dashes, not part of a longer run such as `---`).
    private static func removingLineComment(_ line: Substring) -> (Substring, Bool) {
        var index = line.startIndex
        var previous: Character?
        while index < line.endIndex {
            let next = line.index(after: index)
            if line[index] == "-", previous != "-", next < line.endIndex, line[next] == "-" {
                let after = line.index(after: next)
                if after == line.endIndex || line[after] != "-" { return (line[..<index], true) }
            }
            previous = line[index]
            index = next
        }
        return (line, false)
    }

    // MARK: - Steps

    /// The lines of a paragraph as one step: lines joined with a space, neighbouring text merged.
    private static func joined(_ lines: [[CooklangDocument.Item]]) -> [CooklangDocument.Item] {
        var result: [CooklangDocument.Item] = []
        var text = ""
        for (index, line) in lines.enumerated() {
            if index > 0 { text += " " }
            for item in line {
                if case .text(let piece) = item {
                    text += piece
                } else {
                    if !text.isEmpty { result.append(.text(text)) }
                    text = ""
                    result.append(item)
                }
            }
        }
        if !text.isEmpty, !(result.isEmpty && text.allSatisfy(\.isWhitespace)) { result.append(.text(text)) }
        return result
    }

    /// The items of one line.
    static func items(in line: Substring, work: inout Int) -> [CooklangDocument.Item] {
        let chars = Array(line)
        work += chars.count
        let count = chars.count
        // For each position, the next `{`/marker and the next `}` and `)` at or after it.
        var nextSpecial = [Int](repeating: count, count: count + 1)
        var nextClose = nextSpecial
        var nextParen = nextSpecial
        for index in stride(from: count - 1, through: 0, by: -1) {
            let c = chars[index]
            nextSpecial[index] = (c == "{" || c == "@" || c == "#" || c == "~") ? index : nextSpecial[index + 1]
            nextClose[index] = c == "}" ? index : nextClose[index + 1]
            nextParen[index] = c == ")" ? index : nextParen[index + 1]
        }
        var items: [CooklangDocument.Item] = []
        var text = ""
        var index = 0
        while index < count {
            let marker = chars[index]
            if marker == "@" || marker == "#" || marker == "~",
               let (item, end) = component(chars, at: index, nextSpecial: nextSpecial, nextClose: nextClose, nextParen: nextParen, work: &work) {
                if !text.isEmpty { items.append(.text(text)) }
                text = ""
                items.append(item)
                index = end
                continue
            }
            text.append(marker)
            index += 1
        }
        if !text.isEmpty { items.append(.text(text)) }
        return items
    }

    /// The ingredient, cookware or timer whose marker is at `start`, and where it ends; nil when it is text.
    private static func component(_ chars: [Character], at start: Int, nextSpecial: [Int], nextClose: [Int], nextParen: [Int],
                                  work: inout Int) -> (CooklangDocument.Item, Int)? {
        let marker = chars[start]
        var nameStart = start + 1
        guard nameStart < chars.count, !chars[nameStart].isWhitespace else { return nil }
        // Modifiers of the current spec's extensions: @?optional, @&reference, @+new, @-hidden.
        if marker != "~", "?&+-".contains(chars[nameStart]), nameStart + 1 < chars.count, !chars[nameStart + 1].isWhitespace,
           !chars[nameStart + 1].isPunctuation || chars[nameStart + 1] == "." {
            nameStart += 1
        }
        var name: String?
        var amount: CooklangDocument.Amount?
        var braces = false
        var end = nameStart
        let brace = nextSpecial[nameStart]
        if brace < chars.count, chars[brace] == "{", nextClose[brace] < chars.count {
            work += brace - nameStart
            let candidate = trimmed(Substring(String(chars[nameStart..<brace])))
            if !candidate.isEmpty || marker == "~" {
                name = candidate
                let close = nextClose[brace]
                amount = parseAmount(String(chars[(brace + 1)..<close]))
                braces = true
                end = close + 1
            }
        }
        if name == nil {
            while end < chars.count, !chars[end].isWhitespace, !chars[end].isPunctuation { end += 1 }
            work += end - nameStart
            guard end > nameStart else { return nil }
            name = String(chars[nameStart..<end])
        }
        switch marker {
        case "@":
            var note: String?
            if braces, end < chars.count, chars[end] == "(", nextParen[end] < chars.count {
                note = trimmed(Substring(String(chars[(end + 1)..<nextParen[end]])))
                end = nextParen[end] + 1
            }
            return (.ingredient(name: name!, amount: amount, note: note), end)
        case "#":
            return (.cookware(name: name!, amount: amount), end)
        default:
            return (.timer(name: name!, amount: amount), end)
        }
    }

    /// `qty%unit`, both trimmed; nil for empty braces.
    static func parseAmount(_ body: String) -> CooklangDocument.Amount? {
        var quantity: String
        var unit = ""
        if let percent = body.firstIndex(of: "%") {
            quantity = trimmed(body[..<percent])
            unit = trimmed(body[body.index(after: percent)...])
        } else {
            quantity = trimmed(Substring(body))
        }
        // "=1": a quantity that does not scale with the servings (an extension); the number is the same.
        if quantity.hasPrefix("=") { quantity = trimmed(quantity.dropFirst()) }
        if quantity.isEmpty && unit.isEmpty { return nil }
        return CooklangDocument.Amount(text: quantity, number: number(quantity), unit: unit)
    }

    /// "3", "1.5", "1/2" and "1 / 2" as numbers; a fraction with a leading zero ("01/2") is text.
    static func number(_ text: String) -> Double? {
        func isDecimal(_ part: String) -> Bool {
            !part.isEmpty && part.count <= 30 && part.first != "." && part.last != "."
                && part.allSatisfy { $0 == "." || ($0.isASCII && $0.isNumber) } && part.filter { $0 == "." }.count <= 1
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { trimmed($0) }
        if parts.count == 2 {
            guard parts.allSatisfy({ !$0.isEmpty && $0.count <= 18 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  !(parts[0].count > 1 && parts[0].hasPrefix("0")),
                  let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 else { return nil }
            return top / bottom
        }
        guard parts.count == 1, isDecimal(text) else { return nil }
        return Double(text)
    }

    private static func trimmed(_ text: Substring) -> String {
        String(trimming(text) { $0.isWhitespace })
    }

    /// `text` without the characters at either end that `strip` says: by index, in place
    /// (the reversed copies it was made of took half of a 1 MB line's reading).
    private static func trimming(_ text: Substring, _ strip: (Character) -> Bool) -> Substring {
        guard let first = text.firstIndex(where: { !strip($0) }), let last = text.lastIndex(where: { !strip($0) }) else { return "" }
        return text[first...last]
    }
}
