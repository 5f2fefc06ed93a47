/// The YAML subset the front matter uses: plain scalars where YAML would
/// read them back as the same string, double-quoted ones with escapes
/// otherwise, and flow sequences of those for tags.
enum FrontMatterScalar {
    /// Words YAML would read as something other than a string.
    private static let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "True", "False", "Null", "NULL", "TRUE", "FALSE"]

    /// `value` as a scalar: plain when that is unambiguous, else double-quoted.
    static func encode(_ value: String, inFlowSequence: Bool = false) -> String {
        isPlainSafe(value, inFlowSequence: inFlowSequence) ? value : quoted(value)
    }

    /// `[a, "b, c"]`
    static func encodeSequence(_ values: [String]) -> String {
        "[" + values.map { encode($0, inFlowSequence: true) }.joined(separator: ", ") + "]"
    }

    static func isPlainSafe(_ value: String, inFlowSequence: Bool) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last else { return false }
        if " \t".unicodeScalars.contains(first) || " \t".unicodeScalars.contains(last) { return false }
        if "-?:,[]{}#&*!|>'\"%@`\\".unicodeScalars.contains(first) { return false }
        // A leading mark would combine with the separator before it.
        if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .spacingMark
            || first.properties.generalCategory == .enclosingMark || first.properties.isGraphemeExtend { return false }
        if reserved.contains(value) || looksNumeric(value) { return false }
        if value.contains(": ") || value.contains(" #") || value.hasSuffix(":") { return false }
        for scalar in value.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                return false
            }
            if inFlowSequence, ",[]{}\"".unicodeScalars.contains(scalar) { return false }
        }
        return true
    }

    private static func looksNumeric(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ".+-eE_xXoO".unicodeScalars.contains($0) }
            && value.unicodeScalars.contains { ("0"..."9").contains($0) }
    }

    static func quoted(_ value: String) -> String {
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    output += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: - Reading

    /// Reads one scalar: plain (trimmed) or double-quoted. `nil` when malformed.
    static func decode(_ text: Substring) -> String? {
        let trimmed = trim(text)
        guard trimmed.unicodeScalars.first == "\"" else { return trimmed.isEmpty ? nil : String(trimmed) }
        var scalars = trimmed.unicodeScalars.dropFirst()
        guard let value = readQuoted(&scalars), scalars.isEmpty else { return nil }
        return value
    }

    /// Reads `[a, "b, c"]`. `nil` when malformed (nesting included).
    static func decodeSequence(_ text: Substring) -> [String]? {
        let trimmed = trim(text)
        guard trimmed.unicodeScalars.first == "[", trimmed.unicodeScalars.last == "]" else { return nil }
        var scalars = trimmed.unicodeScalars.dropFirst().dropLast()
        var values: [String] = []
        skipSpaces(&scalars)
        if scalars.isEmpty { return [] }
        while true {
            skipSpaces(&scalars)
            if scalars.first == "\"" {
                scalars = scalars.dropFirst()
                guard let value = readQuoted(&scalars) else { return nil }
                values.append(value)
            } else {
                var plain = String.UnicodeScalarView()
                while let scalar = scalars.first, scalar != "," {
                    guard !"[]{}\"".unicodeScalars.contains(scalar) else { return nil }
                    plain.append(scalar)
                    scalars = scalars.dropFirst()
                }
                let value = trim(Substring(String(plain)))
                guard !value.isEmpty else { return nil }
                values.append(String(value))
            }
            skipSpaces(&scalars)
            if scalars.isEmpty { return values }
            guard scalars.first == "," else { return nil }
            scalars = scalars.dropFirst()
        }
    }

    /// Reads a double-quoted string's body up to and including its closing quote.
    private static func readQuoted(_ scalars: inout Substring.UnicodeScalarView) -> String? {
        var output = String.UnicodeScalarView()
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            switch scalar {
            case "\"":
                return String(output)
            case "\\":
                guard let escape = scalars.first else { return nil }
                scalars = scalars.dropFirst()
                switch escape {
                case "\\": output.append("\\")
                case "\"": output.append("\"")
                case "/": output.append("/")
                case "n": output.append("\n")
                case "t": output.append("\t")
                case "r": output.append("\r")
                case "0": output.append("\0")
                case "u", "U":
                    let count = escape == "u" ? 4 : 8
                    let digits = String(String.UnicodeScalarView(scalars.prefix(count)))
                    guard digits.count == count, let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                    output.append(decoded)
                    scalars = scalars.dropFirst(count)
                default:
                    return nil
                }
            default:
                guard scalar != "\n" else { return nil }
                output.append(scalar)
            }
        }
        return nil
    }

    private static func skipSpaces(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.first, scalar == " " || scalar == "\t" { scalars = scalars.dropFirst() }
    }

    static func trim(_ text: Substring) -> Substring {
        text.trimmingSpaces()
    }
}
