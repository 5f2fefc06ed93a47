import LarderCard
import Testing

@Suite("CJK characters, defined once")
struct CJKScriptTests {
    @Test("Han (basic and extensions A, B, G), kana, Hangul and 々 are written without spaces; Latin, Cyrillic and CJK punctuation are not",
          arguments: [("汤", true), ("㐀", true), ("𠀋", true), ("𰀀", true), ("か", true), ("カ", true), ("ｶ", true), ("한", true),
                      ("々", true), ("a", false), ("é", false), ("б", false), ("。", false), ("，", false)])
    func writtenWithoutSpaces(_ character: String, _ expected: Bool) {
        #expect(CJKScript.isWrittenWithoutSpaces(character.unicodeScalars.first!) == expected)
    }

    @Test("a CJK font is needed for those and for CJK punctuation and full-width forms, not for Latin text")
    func font() {
        for character in ["汤", "𠀋", "。", "，", "「", "Ａ"] {
            #expect(CJKScript.needsCJKFont(character.unicodeScalars.first!), "\(character)")
        }
        #expect(!CJKScript.needsCJKFont("a") && !CJKScript.needsCJKFont("é"))
    }
}
