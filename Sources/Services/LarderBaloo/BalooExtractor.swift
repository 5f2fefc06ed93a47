import LarderCard
import LarderFiles

/// KFileMetaData's external extractor protocol for recipe cards: a request
/// (JSON on standard input) in, a reply (JSON on standard output) out.
///
/// A reply is `{"properties": {…}, "status": "OK"}`, the properties named as
/// KFileMetaData names its own (`title`, `author`, `keywords`, …) plus
/// `typeInfo` and `text` (the clean full text: never the photo); KFileMetaData
/// drops any other name. A failure is `{"properties": {}, "status": "Failed",
/// "error": "…"}`. Baloo runs the extractor on every card it meets, so
/// nothing here traps: every failure is a reply.
public enum BalooExtractor {
    /// The reply to a request, and whether it succeeded.
    public static func reply(toRequest request: [UInt8]) -> (text: [UInt8], succeeded: Bool) {
        do throws(ExtractorError) {
            let parsed = try ExtractorRequest(json: request)
            return (reply(for: try card(at: parsed.path)), true)
        } catch {
            return (failure(error), false)
        }
    }

    /// The card at `path`, read (at most the card size limit) and parsed.
    static func card(at path: String) throws(ExtractorError) -> RecipeCard {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: CardLimits.maximumCardBytes)
        } catch {
            throw ExtractorError("cannot read \(path): \(error.description)")
        }
        do {
            return try CardParser.parse(bytes)
        } catch {
            throw ExtractorError("\(path) is not a valid recipe card: \(error.description)")
        }
    }

    /// The reply for a card: what Baloo indexes and shows.
    public static func reply(for card: RecipeCard) -> [UInt8] {
        var properties = JSONObjectText()
        properties.add("typeInfo", "Document")
        properties.add("title", card.title)
        if let author = card.author, !author.isEmpty { properties.add("author", author) }
        let keywords = card.keywords
        if !keywords.isEmpty { properties.add("keywords", keywords) }
        if !card.summary.isEmpty { properties.add("description", card.summary) }
        if let language = card.language, !language.isEmpty { properties.add("language", language) }
        if let created = card.created, !created.isEmpty { properties.add("creationDate", created) }
        if let source = card.source, !source.isEmpty { properties.add("originUrl", source) }
        // The same clean text Tracker gets, then the keywords: Tracker's
        // full-text search matches them (nie:keyword is full-text indexed),
        // but a plain Baloo search does not reach the keywords property (seen
        // with KF 6.13: `baloosearch6 WORD` missed a tag). And for Baloo,
        // which does not segment Chinese or Japanese, the words inside their runs.
        let text = ([card.plainText] + keywords).joined(separator: "\n")
        let cjkTerms = CJKSearchTerms.terms(in: text)
        properties.add("text", cjkTerms.isEmpty ? text : text + "\n" + cjkTerms)
        var reply = JSONObjectText()
        reply.add("properties", properties)
        reply.add("status", "OK")
        return reply.closed + [0x0A]
    }

    /// The reply for a failure.
    static func failure(_ error: ExtractorError) -> [UInt8] {
        var reply = JSONObjectText()
        reply.add("properties", JSONObjectText())
        reply.add("status", "Failed")
        reply.add("error", error.description)
        return reply.closed + [0x0A]
    }
}
