import Foundation
import LarderLocalization

/// A web page saved as one file ("Webpage, Single File" in Chrome and Edge:
/// `.mhtml`, `.mht`): a MIME `multipart/related` message (RFC 2557) whose
/// parts are the page and its resources, each in its own transfer encoding.
/// Read in one pass over the bytes; every part is decoded as it says.
struct MHTMLArchive: Sendable {
    /// One part: the page, an image, a style sheet...
    struct Part: Sendable {
        /// The media type, lower case, without parameters ("text/html").
        var mediaType: String
        /// The `charset` parameter of its Content-Type, if any.
        var charset: String?
        /// Its Content-Location: the address the browser loaded it from.
        var location: String?
        /// Its bytes, decoded (quoted-printable and base64 undone).
        var body: [UInt8]
    }

    /// The most parts read; the rest of a larger archive is ignored.
    static let maximumParts = 10_000

    /// The address the page was saved from (Snapshot-Content-Location, else its part's Content-Location).
    private(set) var address: String?
    /// The parts in file order.
    private(set) var parts: [Part] = []

    /// The page: the first `text/html` part.
    var page: Part? { parts.first { $0.mediaType == "text/html" || $0.mediaType == "application/xhtml+xml" } }

    /// Whether `data` starts as a saved single-file page does: MIME headers
    /// that declare a `multipart/related` message, within the first 8 KB.
    static func hasSignature(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(8 << 10), as: UTF8.self).lowercased()
        return head.contains("mime-version:") && head.contains("multipart/related")
    }

    /// The archive in `bytes`.
    /// - Throws: ``ImportError`` when the bytes are no multipart message with a page in it.
    init(bytes: [UInt8]) throws(ImportError) {
        let (headers, bodyStart) = Self.headers(in: bytes[...])
        guard let contentType = headers["content-type"], contentType.lowercased().contains("multipart/"),
              let boundary = Self.parameter("boundary", of: contentType), !boundary.isEmpty, boundary.utf8.count <= 70 else {
            throw ImportError(.notRecipeFile, tr("not a saved single-file page (no multipart/related Content-Type with a boundary)"))
        }
        address = headers["snapshot-content-location"]
        let delimiter = Array("--\(boundary)".utf8)
        var starts: [Int] = []  // where each delimiter line starts
        var index = bodyStart
        while let found = ByteSearch.firstOffset(of: delimiter, in: bytes, from: index) {
            // A delimiter counts at the start of a line.
            if found == bodyStart || bytes[found - 1] == 0x0A { starts.append(found) }
            index = found + delimiter.count
            if starts.count > Self.maximumParts { break }
        }
        for (number, start) in starts.enumerated() {
            let afterDelimiter = start + delimiter.count
            // "--boundary--" closes the message.
            if afterDelimiter + 1 < bytes.count, bytes[afterDelimiter] == 0x2D, bytes[afterDelimiter + 1] == 0x2D { break }
            guard let lineEnd = bytes[afterDelimiter...].firstIndex(of: 0x0A) else { break }
            var end = number + 1 < starts.count ? starts[number + 1] : bytes.count
            // The line break before the next delimiter belongs to it.
            if end > lineEnd + 1, bytes[end - 1] == 0x0A { end -= 1 }
            if end > lineEnd + 1, bytes[end - 1] == 0x0D { end -= 1 }
            guard end > lineEnd else { continue }
            parts.append(Self.part(bytes[(lineEnd + 1)..<end]))
        }
        guard let page else {
            throw ImportError(.noRecipe, tr("the saved single-file page holds no HTML part"))
        }
        if address == nil { address = page.location }
    }

    /// The page's bytes, with the charset its part declares made visible to
    /// the page reader (a `<meta charset>` ahead of it) when it is not UTF-8.
    var pageBytes: [UInt8] {
        guard let page else { return [] }
        guard let charset = page.charset, !["utf-8", "utf8"].contains(charset.lowercased()),
              charset.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:".contains($0)) }) else { return page.body }
        return Array("<meta charset=\"\(charset)\">".utf8) + page.body
    }

    /// The resource saved from `address`, if the archive holds it.
    func resource(at address: String) -> Part? {
        parts.first { $0.location == address }
    }

    // MARK: - MIME

    /// One part: its headers, then its body decoded.
    private static func part(_ bytes: ArraySlice<UInt8>) -> Part {
        let (headers, bodyStart) = headers(in: bytes)
        let contentType = headers["content-type"] ?? "text/plain"
        let mediaType = contentType.split(separator: ";").first.map { $0.trimming(" \t").lowercased() } ?? "text/plain"
        let body = bytes[bodyStart...]
        let decoded: [UInt8]
        switch headers["content-transfer-encoding"]?.lowercased() {
        case "quoted-printable"?: decoded = QuotedPrintable.decode(body)
        case "base64"?: decoded = Data(base64Encoded: Data(body), options: .ignoreUnknownCharacters).map { [UInt8]($0) } ?? []
        default: decoded = Array(body)
        }
        return Part(mediaType: mediaType, charset: parameter("charset", of: contentType), location: headers["content-location"], body: decoded)
    }

    /// The header fields at the start of `bytes` (names in lower case; folded
    /// lines unfolded; the first of a name kept), and where the body starts.
    private static func headers(in bytes: ArraySlice<UInt8>) -> (fields: [String: String], bodyStart: Int) {
        var fields: [String: String] = [:]
        var lastName: String?
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[lineStart..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            let next = min(lineEnd + 1, bytes.endIndex)
            if line.isEmpty { return (fields, next) }
            if line.first == 0x20 || line.first == 0x09 {
                if let lastName { fields[lastName, default: ""] += " " + String(decoding: line, as: UTF8.self).trimming(" \t") }
            } else if let colon = line.firstIndex(of: 0x3A) {
                let name = String(decoding: line[..<colon], as: UTF8.self).trimming(" \t").lowercased()
                if fields[name] == nil, fields.count < 100 {
                    fields[name] = String(decoding: line[(colon + 1)...], as: UTF8.self).trimming(" \t")
                    lastName = name
                } else {
                    lastName = nil
                }
            }
            lineStart = next
        }
        return (fields, bytes.endIndex)
    }

    /// The value of the parameter `name` of a header value (`multipart/related; boundary="x"`), unquoted.
    static func parameter(_ name: String, of value: String) -> String? {
        for piece in value.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimming(" \t").lowercased() == name else { continue }
            var parameter = pair[1].trimming(" \t")
            if parameter.count >= 2, parameter.hasPrefix("\""), parameter.hasSuffix("\"") { parameter = String(parameter.dropFirst().dropLast()) }
            return parameter
        }
        return nil
    }
}
