import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LarderCore

/// Reads MasterCook's XML export (`.mx2`): `<mx2>` holding one `<RcpE>` per
/// recipe (see ``MasterCookXMLHandler`` for the elements kept). Parsed by
/// Foundation's XMLParser (libxml2) with external entities and DTDs never
/// loaded; a file that declares entities of its own (`<!ENTITY`, the stuff
/// of "billion laughs" attacks — MasterCook never writes one) is refused
/// unread, and so is one larger than ``maximumSize``. A file that is not
/// UTF-8 is read as windows-1252, whatever its declaration says.
enum MasterCookXMLReader {
    /// Larger files are refused (MasterCook's largest cookbooks are a few MB).
    static let maximumSize = 32 << 20

    /// Every recipe in `data`, or why none can be read.
    static func recipes(from data: Data, now: Date) -> Result<[Result<ImportedRecipe, ImportError>], ImportError> {
        guard data.count <= maximumSize else {
            return .failure(ImportError(.tooLarge, "the MasterCook XML file has \(data.count) bytes; more than \(maximumSize >> 20) MB is refused"))
        }
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            return .failure(ImportError(.notRecipeFile, "the XML declares entities (<!ENTITY); MasterCook files never do, and Larder does not expand them"))
        }
        var bytes = data
        var legacy = false
        if String(validating: [UInt8](data), as: UTF8.self) == nil {
            // Decoded here as windows-1252 (which MasterCook's "ISO-8859-1" files
            // are), so that a wrong or missing declaration cannot matter; a
            // warning only when the file did not say so itself.
            var text = LegacyText.decode(data).text
            var declared = false
            if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
                let declaration = text[..<end.upperBound].lowercased()
                declared = ["iso-8859-1", "iso8859-1", "latin1", "windows-1252", "cp1252"].contains { declaration.contains($0) }
                text.replaceSubrange(text.startIndex..<end.upperBound, with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            }
            bytes = Data(text.utf8)
            legacy = !declared
        }
        let parser = XMLParser(data: bytes)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let handler = MasterCookXMLHandler(now: now, legacy: legacy)
        parser.delegate = handler
        let parsed = parser.parse()
        var results = handler.results
        if !parsed || handler.openElements > 0 {
            let reason = handler.abortReason
                ?? (parsed ? "the file ends inside an element; it may be cut short"
                    : "not well-formed XML (line \(parser.lineNumber)): \(parser.parserError?.localizedDescription ?? "parse error")")
            if results.isEmpty { return .failure(ImportError(.notRecipeFile, reason)) }
            results.append(.failure(ImportError(.invalidRecipe, "the rest of the file could not be read: " + reason)))
        }
        if results.isEmpty {
            return .failure(ImportError(.noRecipe, "no MasterCook recipe in this file (no <RcpE> element)"))
        }
        return .success(results)
    }
}
