/// The same quantity given again in another unit right after the first:
/// "1 cup (240 ml) milk", "400g/14oz can tomatoes", "番茄 2个（约400克）".
/// Scaling scales both; converting keeps the one already in the system asked for.
struct SecondMeasure {
    /// What opens it: " (", "/", "（约".
    let opening: String
    let measure: MeasuredLine
    /// What closes it: ")" or nothing after a slash.
    let closing: String
    /// The line's text after it.
    let rest: String

    /// Words for "about" that may open the parenthesis.
    private static let about = ["约", "約", "ca. ", "ca ", "about ", "approx. ", "approximately ", "около ", "etwa ", "env. ", "environ "]

    /// The second measure at the start of `measured`'s text after its first, if there is one.
    /// After a count it is one only when it says "about": "2个（约400克）" is the
    /// whole, "1 can (400 g)" and "1 (14 oz) can" give the size of each.
    static func after(_ measured: MeasuredLine) -> SecondMeasure? {
        guard let unit = measured.unit else { return nil }
        let text = Substring(measured.after)
        var cursor = text.drop { $0 == " " }
        let inner: Substring
        let closing: String
        if let open = cursor.first, open == "(" || open == "（" {
            cursor = cursor.dropFirst()
            var saysAbout = false
            for word in about where cursor.lowercased().hasPrefix(word) {
                cursor = cursor.dropFirst(word.count)
                saysAbout = true
                break
            }
            guard unit.dimension != .count || saysAbout else { return nil }
            guard let close = cursor.firstIndex(where: { $0 == ")" || $0 == "）" }) else { return nil }
            inner = cursor[..<close]
            closing = String(cursor[close])
            cursor = cursor[cursor.index(after: close)...]
        } else if cursor.first == "/", cursor.startIndex == text.startIndex, unit.dimension != .count {
            cursor = cursor.dropFirst()
            let end = cursor.firstIndex(of: " ") ?? cursor.endIndex
            inner = cursor[..<end]
            closing = ""
            cursor = cursor[end...]
        } else {
            return nil
        }
        guard inner.count <= 40, let second = MeasuredLine.read(String(inner), language: measured.language), second.unit != nil,
              second.before.allSatisfy({ $0 == " " }), second.after.allSatisfy({ $0 == " " }) else { return nil }
        let opening = String(text[..<inner.startIndex])
        return SecondMeasure(opening: opening, measure: second, closing: closing, rest: String(cursor))
    }
}
