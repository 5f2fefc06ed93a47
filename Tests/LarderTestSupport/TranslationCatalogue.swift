import Foundation
import LarderLocalization

/// One language's catalogue, po/LL.po, read as the tests need it: what a
/// message should read in that language, so that a test asserts the
/// program's output against the translators' words rather than copies of them.
public struct TranslationCatalogue: Sendable {
    public let language: String
    private var forms: [String: [String]] = [:]

    /// Reads po/`language`.po of the repository.
    public init(_ language: String) throws {
        self.language = language
        let text = try String(contentsOfFile: CLI.repository + "/po/\(language).po", encoding: .utf8)
        var current: String?  // "msgid", "msgid_plural", "msgstr", "msgstr[N]"
        var values: [String: String] = [:]
        func finish() {
            if let id = values["msgid"], !id.isEmpty, values["msgctxt"] == nil {
                forms[id] = values.keys.filter { $0.hasPrefix("msgstr") }.sorted().compactMap { values[$0] }
            }
            values = [:]
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") || line.isEmpty {
                if current?.hasPrefix("msgstr") == true { finish(); current = nil }
                continue
            }
            if line.hasPrefix("\"") {
                if let current { values[current, default: ""] += Self.unquote(line) }
                continue
            }
            let keyword = String(line.prefix { $0 != " " })
            if keyword == "msgid" || keyword == "msgctxt", current?.hasPrefix("msgstr") == true { finish() }
            current = keyword
            values[keyword] = Self.unquote(line.drop { $0 != " " }.dropFirst())
        }
        finish()
    }

    /// The translation of `message`, with `arguments` in its placeholders;
    /// for a plural message, the form `count` takes in the language.
    public func text(_ message: String, count: Int? = nil, _ arguments: any CustomStringConvertible...) throws -> String {
        guard let translations = forms[message], let first = translations.first, !first.isEmpty else {
            throw TestFailure("po/\(language).po has no translation of “\(message)”")
        }
        let form = count.map { Self.pluralForm(of: $0, in: language) } ?? 0
        guard form < translations.count else { throw TestFailure("po/\(language).po has no plural form \(form) of “\(message)”") }
        return MessageFormat.fill(translations[form], with: arguments)
    }

    /// Which plural form `n` takes: the Plural-Forms of the seven catalogues.
    public static func pluralForm(of n: Int, in language: String) -> Int {
        switch language {
        case "ru": return n % 10 == 1 && n % 100 != 11 ? 0 : (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? 1 : 2
        case "fr": return n > 1 ? 1 : 0
        case "ja", "zh_CN": return 0
        default: return n != 1 ? 1 : 0
        }
    }

    private static func unquote(_ quoted: Substring) -> String {
        var body = quoted.drop { $0 != "\"" }.dropFirst()
        if body.hasSuffix("\"") { body = body.dropLast() }
        var result = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
