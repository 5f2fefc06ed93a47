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

    /// The same expression with every word as a whole word, not a prefix, or
    /// `nil` when it would cost no less than ``matchExpression``: when every
    /// term is a word, a phrase or a prefix of a length the indexes keep. A
    /// longer prefix costs FTS5 a pass over every match of every word it
    /// starts; a whole word is read newest first and stops early. When the
    /// whole words alone match more than are ranked, the search ranks those
    /// instead.
    public let exactExpression: String?

    /// Builds the query for `text`, as typed by the user.
    public init(_ text: String) {
        var terms: [Term] = []
        for word in Self.words(in: text) where terms.count < Self.maximumTerms {
            terms += Self.terms(for: word)
        }
        terms = Array(terms.prefix(Self.maximumTerms))
        matchExpression = terms.isEmpty ? nil : terms.map(\.match).joined(separator: " AND ")
        let exact = terms.isEmpty ? nil : terms.map(\.exact).joined(separator: " AND ")
        exactExpression = exact == matchExpression || terms.allSatisfy(\.isIndexed) ? nil : exact
    }

    /// The prefix lengths, in characters, that both full-text indexes keep
    /// terms for (`prefix = '2 3 4 5 6'`, StoreSchema v5 and v7): a prefix of
    /// such a length is read from its own list, newest first, like a word.
    static let indexedPrefixLengths = 2...6

    /// One FTS5 term, as a prefix (what is searched) and as a whole word.
    struct Term: Equatable {
        var match: String
        var exact: String
        /// Whether FTS5 reads `match` from a list of its own (a whole word, a
        /// phrase, or a prefix of an indexed length) rather than merging the
        /// lists of every word it starts.
        var isIndexed: Bool
    }

    /// Letters, digits and combining marks, split on everything else.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in Ligatures.expand(String(text.unicodeScalars.prefix(4096))).unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || isMark(scalar) {
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
    static func terms(for word: String) -> [Term] {
        var terms: [Term] = []
        var plain = String.UnicodeScalarView()
        var cjk: [Unicode.Scalar] = []
        func flushPlain() {
            // A single letter is searched as a word: as a prefix it would expand to half the index.
            let word = String(String(plain).prefix(maximumTermLength))
            if !plain.isEmpty {
                // FTS5 measures a prefix after folding, which drops combining marks.
                let letters = word.unicodeScalars.count { !isMark($0) }
                let isPrefix = word.count > 1
                terms.append(Term(match: isPrefix ? "\"\(word)\"*" : "\"\(word)\"", exact: "\"\(word)\"",
                                  isIndexed: !isPrefix || indexedPrefixLengths.contains(letters)))
            }
            plain = String.UnicodeScalarView()
        }
        func flushCJK() {
            guard !cjk.isEmpty else { return }
            let run = Array(cjk.prefix(maximumTermLength))
            if run.count == 1 {
                // One character is mostly the start of a bigram: it stays a prefix (of no indexed length).
                let term = "cjk : \"\(String(run[0]))\"*"
                terms.append(Term(match: term, exact: term, isIndexed: false))
            } else {
                let bigrams = CJKText.indexTokens(of: run).dropLast()
                let phrase = "cjk : \"\(bigrams.joined(separator: " "))\""
                terms.append(Term(match: phrase, exact: phrase, isIndexed: true))
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

    /// A combining mark, which belongs to the letter before it.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .nonspacingMark || category == .spacingMark
    }
}
