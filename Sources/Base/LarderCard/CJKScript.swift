/// Chinese, Japanese and Korean characters, defined once for every layer:
/// search (which cuts such text into bigrams, since it has no spaces), the
/// search provider (one such character is already a word) and the renderer
/// (which needs a CJK font for them).
public enum CJKScript {
    /// Han ideographs, kana, Hangul and the iteration marks: scripts written without spaces.
    public static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005, 0x3006, 0x3007,       // 々 〆 〇
             0x3040...0x30FF,              // Hiragana, Katakana (with ー)
             0x31F0...0x31FF,              // Katakana phonetic extensions
             0x3400...0x4DBF,              // CJK extension A
             0x4E00...0x9FFF,              // CJK unified ideographs
             0xAC00...0xD7AF,              // Hangul syllables
             0xF900...0xFAFF,              // CJK compatibility ideographs
             0xFF66...0xFF9F,              // half-width Katakana
             0x20000...0x2FA1F,            // CJK extensions B–F, compatibility supplement
             0x30000...0x323AF:            // CJK extensions G and H
            return true
        default:
            return false
        }
    }

    /// Whether `text` has a character written without spaces.
    public static func containsWrittenWithoutSpaces(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isWrittenWithoutSpaces)
    }

    /// Whether drawing `scalar` needs a CJK font: the characters above, and
    /// CJK radicals, punctuation, vertical and full-width forms.
    public static func needsCJKFont(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x33FF, 0xFE30...0xFE4F, 0xFF00...0xFFEF: true
        default: isWrittenWithoutSpaces(scalar)
        }
    }
}
