import LarderCard

/// Chinese and Japanese text has no spaces between words, so the word
/// tokenizer sees a whole phrase as one token. To find any substring of two
/// characters, each run of such characters is also indexed as overlapping
/// bigrams, plus the run's last character alone ("罗宋汤" → "罗宋 宋汤 汤"), so
/// that every character starts some token and one character finds by prefix.
enum CJKText {
    /// Han ideographs, kana, Hangul and the iteration marks (``CJKScript``, the one definition).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        CJKScript.isWrittenWithoutSpaces(scalar)
    }

    /// The maximal runs of CJK characters in `text`.
    static func runs(in text: String) -> [[Unicode.Scalar]] {
        var runs: [[Unicode.Scalar]] = []
        guard !ASCIIText.isASCII(text) else { return runs }
        var current: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if isCJK(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// The bigrams of one run, then its last character: what the `cjk` column indexes.
    static func indexTokens(of run: [Unicode.Scalar]) -> [String] {
        guard run.count > 1 else { return run.map { String($0) } }
        var tokens: [String] = []
        tokens.reserveCapacity(run.count)
        for i in 0..<(run.count - 1) {
            var token = String.UnicodeScalarView()
            token.append(run[i])
            token.append(run[i + 1])
            tokens.append(String(token))
        }
        tokens.append(String(run[run.count - 1]))
        return tokens
    }

    /// The bigram tokens of all CJK text in `text`, space-separated.
    static func indexText(_ text: String) -> String {
        runs(in: text).map { indexTokens(of: $0).joined(separator: " ") }.joined(separator: " ")
    }
}
