/// What KFileMetaData asks an external extractor, as JSON on its standard
/// input: `{"path": "/home/…/Soup.recipe.md", "mimetype": "application/x-larder-recipe"}`.
///
/// Read by a parser of flat JSON objects (string, number, `true`, `false` or
/// `null` members; anything nested is refused), one pass over the bytes with
/// no recursion, so any input costs time linear in its length. A JSON library
/// is not used on purpose: Baloo starts the extractor once per card, and
/// json-glib's GObject start-up doubled the cost of an empty run (measured:
/// 3.0 ms against 1.4 ms a run).
public struct ExtractorRequest: Sendable, Equatable {
    /// The file to read.
    public var path: String
    /// The MIME type KFileMetaData found for it; empty when not given.
    public var mimeType: String

    /// The largest request read; a path is at most 4 KB.
    public static let maximumBytes = 64 << 10

    /// A request for `path`.
    public init(path: String, mimeType: String = "") {
        self.path = path
        self.mimeType = mimeType
    }

    /// Parses a request.
    /// - Throws: ``ExtractorError`` when the bytes are not one flat JSON object
    ///   with a string `path`, or are larger than ``maximumBytes``.
    public init(json bytes: [UInt8]) throws(ExtractorError) {
        guard bytes.count <= Self.maximumBytes else {
            throw ExtractorError("the request is larger than \(Self.maximumBytes >> 10) KB")
        }
        var reader = FlatJSONReader(bytes)
        let members = try reader.object()
        guard case .string(let path)? = members["path"], !path.isEmpty else {
            throw ExtractorError("the request has no \"path\" string")
        }
        var mimeType = ""
        if case .string(let type)? = members["mimetype"] { mimeType = type }
        self.init(path: path, mimeType: mimeType)
    }
}
