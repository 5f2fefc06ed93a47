/// Turns whatever a user typed into a safe FTS5 query: every word becomes a
/// quoted prefix term (a single letter, a whole word), CJK text becomes a phrase of bigrams in the `cjk`
/// column, and the terms are AND-ed. FTS5 syntax in the input (quotes, `*`,
/// `-`, `:`, parentheses, `NEAR`, `OR`) is only ever text. The expression
/// fits both indexes: the name index has the `cjk` column too.
public struct SearchQuery: Sendable, Equatable {
    /// The most terms a query keeps; more would only slow it down.
    static let maximumTerms = 16
    /// The longest term kept, in characters.
    static let maximumTermLength = 64

    /// The FTS5 MATCH expression, or `nil` when the input has nothing to search for.
    public let matchExpression: String?

    /// Builds the query for `text`, as typed by the user.
    public init(_ text: String) {
        var terms: [String] = []
        for word in Self.words(in: text) where terms.count < Self.maximumTerms {
            terms += Self.terms(for: word)
        }
        terms = Array(terms.prefix(Self.maximumTerms))
        matchExpression = terms.isEmpty ? nil : terms.joined(separator: " AND ")
    }

    /// Letters, digits and combining marks, split on everything else.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in Ligatures.expand(String(text.unicodeScalars.prefix(4096))).unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
                || properties.generalCategory == .spacingMark {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// One word → FTS5 terms: alphabetic parts as prefix terms, CJK runs as
    /// bigram phrases (or a one-character prefix) in the `cjk` column.
    static func terms(for word: String) -> [String] {
        var terms: [String] = []
        var plain = String.UnicodeScalarView()
        var cjk: [Unicode.Scalar] = []
        func flushPlain() {
            // A single letter is searched as a word: as a prefix it would expand to half the index.
            let word = String(String(plain).prefix(maximumTermLength))
            if !plain.isEmpty { terms.append(word.count > 1 ? "\"\(word)\"*" : "\"\(word)\"") }
            plain = String.UnicodeScalarView()
        }
        func flushCJK() {
            guard !cjk.isEmpty else { return }
            let run = Array(cjk.prefix(maximumTermLength))
            if run.count == 1 {
                terms.append("cjk : \"\(String(run[0]))\"*")
            } else {
                let bigrams = CJKText.indexTokens(of: run).dropLast()
                terms.append("cjk : \"\(bigrams.joined(separator: " "))\"")
            }
            cjk = []
        }
        for scalar in word.unicodeScalars {
            if CJKText.isCJK(scalar) {
                flushPlain()
                cjk.append(scalar)
            } else {
                flushCJK()
                plain.append(scalar)
            }
        }
        flushPlain()
        flushCJK()
        return terms
    }
}
