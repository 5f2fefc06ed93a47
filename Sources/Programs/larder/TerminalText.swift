/// Text from outside (a page's names and photo addresses, a server's words)
/// made safe to print: control characters, which could move the cursor, set
/// the window's title or write the clipboard (escape sequences), become
/// U+FFFD, and a line longer than a screenful is cut.
enum TerminalText {
    /// The longest line printed whole.
    static let maximumLength = 2_000

    /// `text` without control characters (tabs kept), at most ``maximumLength`` characters.
    static func printable(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(maximumLength) {
            let control = scalar.value < 0x20 && scalar != "\t" || (0x7F...0x9F).contains(scalar.value)
            scalars.append(control ? "\u{FFFD}" : scalar)
        }
        let printable = String(scalars)
        return text.unicodeScalars.count > maximumLength ? printable + "…" : printable
    }
}
