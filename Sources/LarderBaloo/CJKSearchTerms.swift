import LarderCard

/// Extra words that let Baloo find a Chinese or Japanese word inside a run
/// of text. Baloo cuts text into terms at spaces and punctuation only, and
/// matches a query word against the start of a term: 番茄 finds
/// 番茄炒蛋很好吃, but 炒蛋 does not. Here every character of such a run
/// after its first starts one more term, of at most ``maximumLength``
/// characters, so any word of up to that length inside a run is the start of
/// a term. Linear: at most ``maximumLength`` characters out per character in.
enum CJKSearchTerms {
    /// Longer than nearly every Chinese or Japanese word (じゃがいも, 回锅肉).
    static let maximumLength = 6

    /// The extra terms for `text`, separated by spaces; empty when it has no such run.
    static func terms(in text: String) -> String {
        var terms = String.UnicodeScalarView()
        var run: [Unicode.Scalar] = []
        func flush() {
            for start in run.indices.dropFirst() {
                if !terms.isEmpty { terms.append(" ") }
                terms.append(contentsOf: run[start..<min(start + maximumLength, run.count)])
            }
            run.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if CJKScript.isWrittenWithoutSpaces(scalar) {
                run.append(scalar)
            } else if !run.isEmpty {
                flush()
            }
        }
        flush()
        return String(terms)
    }
}
