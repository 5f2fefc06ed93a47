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
        // UTF-8 bytes, not a String.UnicodeScalarView: appending scalars to the
        // view one run at a time took 30 s for a megabyte in a debug build.
        var terms: [UInt8] = []
        var run: [Unicode.Scalar] = []
        func flush() {
            for start in run.indices.dropFirst() {
                if !terms.isEmpty { terms.append(UInt8(ascii: " ")) }
                for scalar in run[start..<min(start + maximumLength, run.count)] {
                    UTF8.encode(scalar) { terms.append($0) }
                }
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
        return String(decoding: terms, as: UTF8.self)
    }
}
