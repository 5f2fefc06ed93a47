/// Letters the tokenizer does not fold but people type either way:
/// "boeuf" must find "bœuf", "strasse" must find "Straße". Applied to the
/// indexed text and to queries alike.
enum Ligatures {
    static let expansions: [Character: String] = [
        "œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ß": "ss", "ĳ": "ij", "Ĳ": "IJ", "ﬁ": "fi", "ﬂ": "fl",
    ]

    static func expand(_ text: String) -> String {
        // Every ligature is outside ASCII: most text is skipped in one byte scan.
        guard !ASCIIText.isASCII(text), text.contains(where: { expansions[$0] != nil }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let expansion = expansions[character] { result += expansion } else { result.append(character) }
        }
        return result
    }
}
