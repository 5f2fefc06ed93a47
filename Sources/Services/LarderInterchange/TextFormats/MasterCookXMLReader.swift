import Foundation
import LarderModel
import LarderHTML
import LarderLocalization

/// Reads MasterCook's XML export (`.mx2`): `<mx2>` holding one `<RcpE>` per
/// recipe (see ``MasterCookXMLHandler`` for the elements kept). Parsed by
/// libxml2's SAX parser (``XMLEventReader``; Foundation's XMLParser would link
/// FoundationXML, and with it libxml2 and ICU into every start of `larder`),
/// with external entities and DTDs never loaded; a file that declares
/// entities of its own (`<!ENTITY`, the stuff of "billion laughs" attacks —
/// MasterCook never writes one) is refused unread, and so is one larger than
/// ``maximumSize``. A file that is not UTF-8 is read as windows-1252,
/// whatever its declaration says.
enum MasterCookXMLReader {
    /// Larger files are refused (MasterCook's largest cookbooks are a few MB).
    static let maximumSize = 32 << 20

    /// Every recipe in `data`, or why none can be read.
    static func recipes(from data: Data, now: Date) -> Result<[Result<ImportedRecipe, ImportError>], ImportError> {
        guard data.count <= maximumSize else {
            // TRANSLATORS: %1$@ is the file's size in bytes, %2$@ the limit in megabytes.
            return .failure(ImportError(.tooLarge, tr("the MasterCook XML file has %@ bytes; more than %@ MB is refused", data.count, maximumSize >> 20)))
        }
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            return .failure(ImportError(.notRecipeFile, tr("the XML declares entities (<!ENTITY); MasterCook files never do, and Larder does not expand them")))
        }
        // A file that is not UTF-8 is decoded here as windows-1252 (which
        // MasterCook's "ISO-8859-1" files are), so that a wrong or missing
        // declaration cannot matter; a warning only when the file did not say
        // so itself. Either way libxml2 is given UTF-8 and a declaration that
        // says so: MasterCook writes `standalone` before `encoding`, which
        // XML forbids and libxml2 stops at, and names ISO-8859-1 for files
        // in either encoding.
        let utf8 = String(validating: [UInt8](data), as: UTF8.self)
        var text = utf8 ?? LegacyText.decode(data).text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var declared = false
        if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
            let declaration = text[..<end.upperBound].lowercased()
            declared = ["iso-8859-1", "iso8859-1", "latin1", "windows-1252", "cp1252"].contains { declaration.contains($0) }
            text.replaceSubrange(text.startIndex..<end.upperBound, with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        }
        let legacy = utf8 == nil && !declared
        let handler = MasterCookXMLHandler(now: now, legacy: legacy)
        let outcome = XMLEventReader.read(Array(text.utf8), to: handler)
        var results = handler.results
        let reason: String?
        switch outcome {
        case .finished:
            reason = handler.openElements > 0 ? tr("the file ends inside an element; it may be cut short") : nil
        case .stopped:
            reason = handler.abortReason ?? tr("the parse was stopped")
        case .malformed(let line, let message):
            // TRANSLATORS: %1$@ is a line number, %2$@ what is wrong, from the XML parser.
            reason = tr("not well-formed XML (line %@): %@", line, message)
        }
        if let reason {
            if results.isEmpty { return .failure(ImportError(.notRecipeFile, reason)) }
            results.append(.failure(ImportError(.invalidRecipe, tr("the rest of the file could not be read: %@", reason))))
        }
        if results.isEmpty {
            return .failure(ImportError(.noRecipe, tr("no MasterCook recipe in this file (no <RcpE> element)")))
        }
        return .success(results)
    }
}
