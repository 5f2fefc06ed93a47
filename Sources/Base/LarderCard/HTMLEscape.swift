/// Text made safe to put in HTML, between tags or inside a quoted attribute
/// (either quote). One rule for every page Larder writes.
public enum HTMLEscape {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by their references.
    public static func text(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }
}
