import LarderGLib

/// Recipe cards in Tracker's index: what the desktop's search sees.
public struct TrackerCardIndex {
    private let endpoint: TrackerEndpoint

    /// Queries the index through `endpoint`.
    public init(endpoint: TrackerEndpoint) {
        self.endpoint = endpoint
    }

    /// Every `*.recipe.md` file directly in `folder` that the indexer knows,
    /// with what was extracted from it.
    public func cards(in folder: String) throws -> [IndexedCard] {
        let prefix = fileURI(ofPath: folder).map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "file://" + folder + "/"
        let rows = try endpoint.rows("""
            SELECT DISTINCT ?url ?title ?id ?hash ?doc WHERE {
              ?file a nfo:FileDataObject ; nie:url ?url .
              FILTER (STRSTARTS(?url, ~prefix) && STRENDS(?url, ".recipe.md"))
              OPTIONAL { ?file tracker:extractorHash ?hash }
              OPTIONAL {
                ?doc nie:isStoredAs ?file ; nie:mimeType ~mime .
                OPTIONAL { ?doc nie:title ?title }
                OPTIONAL { ?doc nie:identifier ?id }
              }
            }
            """, ["prefix": .string(prefix), "mime": .string(ApplicationID.cardMimeType)])
        return rows.compactMap { row in
            guard let url = row[0], !url.dropFirst(prefix.count).contains("/"), let path = filePath(ofURI: url) else { return nil }
            return IndexedCard(path: path, title: row[1], objectURI: row[2], extractorHash: row[3], hasDocument: row[4] != nil, hasLarderMetadata: row[2] != nil)
        }
    }

    /// Cards whose indexed text holds every word of `query` (each as a
    /// prefix), best first. Tracker 3.4 reads one `fts:match` string as a
    /// phrase, so each word gets its own match, joined: words in any order.
    /// fts:rank is FTS5's bm25, negative and lower for better matches: ascending.
    public func search(_ query: String, limit: Int) throws -> [IndexedCard] {
        let words = Self.words(of: query)
        guard !words.isEmpty, limit > 0 else { return [] }
        var patterns = ["{ SELECT ?doc (fts:rank(?doc) AS ?rank) WHERE { ?doc fts:match ~w0 } }"]
        for index in words.indices.dropFirst() {
            patterns.append("{ SELECT ?doc WHERE { ?doc fts:match ~w\(index) } }")
        }
        var values: [String: TrackerEndpoint.Value] = ["mime": .string(ApplicationID.cardMimeType), "limit": .integer(limit)]
        for (index, word) in words.enumerated() { values["w\(index)"] = .string(word + "*") }
        let rows = try endpoint.rows("""
            SELECT DISTINCT ?url ?title ?id ?rank WHERE {
              \(patterns.joined(separator: "\n  "))
              ?doc nie:mimeType ~mime ; nie:isStoredAs ?file .
              ?file nie:url ?url .
              OPTIONAL { ?doc nie:title ?title }
              OPTIONAL { ?doc nie:identifier ?id }
            } ORDER BY ASC(?rank) LIMIT ~limit
            """, values)
        return rows.compactMap { row in
            guard let url = row[0], let path = filePath(ofURI: url) else { return nil }
            return IndexedCard(path: path, title: row[1], objectURI: row[2], extractorHash: nil, hasDocument: true, hasLarderMetadata: row[2] != nil)
        }
    }

    /// The words of a query as Tracker's tokenizer would see them: runs of
    /// letters, digits and marks; everything else (FTS syntax included) separates.
    /// At most 8, so a pasted paragraph cannot make a huge query.
    static func words(of query: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in query.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return Array(words.prefix(8))
    }
}
