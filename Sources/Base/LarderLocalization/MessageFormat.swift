/// Fills a translated message's placeholders: `%@` takes the next value,
/// `%N$@` the Nth, and `%%` is a percent sign. These are Objective-C's forms,
/// which `msgfmt -c` checks in every translation, so a translator cannot
/// drop a value or add one. Anything else after `%` is kept as written.
public enum MessageFormat {
    /// `message` with each placeholder replaced by its value's description;
    /// a placeholder without a value is left as written.
    public static func fill(_ message: String, with arguments: [any CustomStringConvertible]) -> String {
        guard message.utf8.contains(UInt8(ascii: "%")) else { return message }
        var result = ""
        var next = 0
        var rest = message.unicodeScalars[...]
        while let percent = rest.firstIndex(of: "%") {
            result.unicodeScalars.append(contentsOf: rest[..<percent])
            let afterPercent = rest.index(after: percent)
            rest = rest[afterPercent...]
            if rest.first == "%" {
                result.append("%")
                rest = rest.dropFirst()
            } else if rest.first == "@" {
                result.append(value(at: next, of: arguments) ?? "%@")
                next += 1
                rest = rest.dropFirst()
            } else if let (position, length) = positionalPlaceholder(in: rest) {
                result.append(value(at: position - 1, of: arguments) ?? "%" + String(String.UnicodeScalarView(rest.prefix(length))))
                rest = rest.dropFirst(length)
            } else {
                result.append("%")
            }
        }
        result.unicodeScalars.append(contentsOf: rest)
        return result
    }

    private static func value(at index: Int, of arguments: [any CustomStringConvertible]) -> String? {
        arguments.indices.contains(index) ? arguments[index].description : nil
    }

    /// `N$@` at the start of `text`: N and the placeholder's length after `%`.
    private static func positionalPlaceholder(in text: Substring.UnicodeScalarView) -> (Int, Int)? {
        var position = 0
        var length = 0
        for scalar in text {
            if (48...57).contains(scalar.value), length < 3 {
                position = position * 10 + Int(scalar.value - 48)
                length += 1
            } else if scalar == "$", length > 0, position > 0 {
                let marker = text.index(text.startIndex, offsetBy: length + 1)
                guard marker < text.endIndex, text[marker] == "@" else { return nil }
                return (position, length + 2)
            } else {
                return nil
            }
        }
        return nil
    }
}
