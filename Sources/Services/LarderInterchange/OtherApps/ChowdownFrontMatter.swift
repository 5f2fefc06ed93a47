/// A Chowdown recipe file (Jekyll's Markdown with YAML front matter) split
/// into its front matter's keys and its body. The front matter is read as
/// the YAML subset Chowdown recipes use: `key: value` scalars (plain,
/// `"double"` with backslash escapes, `'single'` with `''`), `key:` followed
/// by `- item` lines, and `[a, b]` flow lists. Nested maps (`nutrition:`)
/// and anything else are skipped, never an error. A YAML library would bring
/// a second C parser and recursion on hostile nesting for these few keys.
/// One pass over the lines: linear in the file.
struct ChowdownFrontMatter {
    /// A key's value: one text, or a list of texts.
    enum Value: Equatable {
        case text(String)
        case list([String])

        /// The texts: a list's items, or the text alone.
        var texts: [String] {
            switch self {
            case .text(let text): return [text]
            case .list(let items): return items
            }
        }
    }

    /// The keys in file order (a key given twice keeps its last value).
    private(set) var values: [String: Value] = [:]
    /// The Markdown after the front matter.
    private(set) var body = ""

    /// The front matter and body of `text`; nil when it does not start with a `---` line.
    init?(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let first = lines.first, Self.trimmed(first) == "---" else { return nil }
        lines.removeFirst()
        var key: String?
        var items: [String] = []
        func finishList() {
            if let key, !items.isEmpty { values[key] = .list(items) }
            key = nil
            items = []
        }
        while let line = lines.first {
            lines.removeFirst()
            let content = Self.trimmed(line)
            if content == "---" || content == "..." { break }
            if content.isEmpty || content.hasPrefix("#") { continue }
            if content == "-" || content.hasPrefix("- ") {
                if key != nil { items.append(Self.scalar(content.dropFirst())) }
                continue
            }
            // An indented line that is no list item belongs to a nested map: skipped.
            if line.first == " " || line.first == "\t" { continue }
            finishList()
            guard let colon = content.firstIndex(of: ":") else { continue }
            let name = Self.trimmed(content[..<colon])
            let rest = Self.trimmed(content[content.index(after: colon)...])
            guard !name.isEmpty else { continue }
            if rest.isEmpty {
                key = String(name)
            } else if rest.first == "[", rest.last == "]" {
                values[String(name)] = .list(Self.flowItems(rest.dropFirst().dropLast()))
            } else {
                values[String(name)] = .text(Self.scalar(rest))
            }
        }
        finishList()
        body = lines.joined(separator: "\n")
    }

    /// The value of `key`.
    subscript(key: String) -> Value? {
        values[key]
    }

    /// The text of `key` (a list's first item), trimmed; nil when empty.
    func text(_ key: String) -> String? {
        values[key]?.texts.first?.trimming(" \t").nonEmpty
    }

    // MARK: - Scalars

    /// A scalar's text: quotes removed and their escapes read; a plain one trimmed, its ` #` comment dropped.
    static func scalar(_ raw: Substring) -> String {
        let text = trimmed(raw)
        guard let quote = text.first, quote == "\"" || quote == "'" else {
            if let comment = text.firstRange(of: " #") { return String(trimmed(text[..<comment.lowerBound])) }
            return String(text)
        }
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == quote {
                // '' inside single quotes is one quote; any other closing quote ends the scalar.
                if quote == "'", next < text.endIndex, text[next] == "'" {
                    result.append("'")
                    index = text.index(after: next)
                    continue
                }
                return result
            }
            if quote == "\"", character == "\\", next < text.endIndex {
                switch text[next] {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\\", "\"", "/": result.append(text[next])
                default: result.append(character); result.append(text[next])
                }
                index = text.index(after: next)
                continue
            }
            result.append(character)
            index = next
        }
        return result  // an unclosed quote: the rest is the text
    }

    /// The items of a flow list's inside, split at commas outside quotes.
    private static func flowItems(_ inside: Substring) -> [String] {
        var items: [String] = []
        var start = inside.startIndex
        var quote: Character?
        var index = inside.startIndex
        while index < inside.endIndex {
            let character = inside[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                items.append(scalar(inside[start..<index]))
                start = inside.index(after: index)
            }
            index = inside.index(after: index)
        }
        items.append(scalar(inside[start...]))
        return items.filter { !$0.isEmpty }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.firstIndex { $0 != " " && $0 != "\t" && $0 != "\r" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }.map { text.index(after: $0) } ?? start
        return text[start..<max(start, end)]
    }
}
