import Foundation
import LarderLocalization

// JSON documents read together into recipe nodes, and where and why a
// document is not JSON.
extension RecipeFileReader {
    /// The recipes of a JSON-LD document; a top-level array of recipes is
    /// decoded element by element, later, as they are asked for.
    func readJSON(_ bytes: [UInt8], reader: JSONLDRecipeReader, format: String) -> Result<RecipeDocument, ImportError> {
        if let ranges = JSONArraySplitter.elements(of: bytes), !ranges.isEmpty {
            return .success(RecipeDocument(source: .elements(bytes, ranges, reader), format: format))
        }
        let (nodes, error) = Self.recipeNodes(inBlocks: [bytes], lenient: false)
        if nodes.isEmpty { return .failure(error ?? Self.noRecipe) }
        return .success(RecipeDocument(source: .nodes(nodes, reader), format: format))
    }

    /// The recipe nodes of JSON documents (read together, so that one may
    /// refer to another's nodes by `@id`), and the error of the last one that
    /// is not JSON. With `lenient`, a block the strict parser refuses is tried
    /// again as ``LenientJSON`` repairs it.
    static func recipeNodes(inBlocks blocks: [[UInt8]], lenient: Bool) -> (nodes: [[String: JSON]], error: ImportError?) {
        var documents: [JSON] = []
        var lastError: ImportError?
        for (index, bytes) in blocks.enumerated() {
            if let json = try? JSONDecoder().decode(JSON.self, from: Data(bytes)) {
                documents.append(json)
            } else if lenient, let json = try? JSONDecoder().decode(JSON.self, from: Data(LenientJSON.repaired(bytes))) {
                documents.append(json)
            } else {
                let reason = describeSyntaxError(in: Data(bytes))
                if blocks.count > 1 {
                    // TRANSLATORS: %1$@ is the number of the page's JSON-LD script block, %2$@ what is wrong.
                    lastError = ImportError(.invalidJSON, tr("invalid JSON (script block %@): %@", index + 1, reason))
                } else {
                    lastError = ImportError(.invalidJSON, tr("invalid JSON: %@", reason))
                }
            }
        }
        let nodes = documents.count == 1 ? JSONLDRecipeReader.recipeNodes(in: documents[0]) : JSONLDRecipeReader.recipeNodes(in: .array(documents))
        return (nodes, lastError)
    }

    /// Where and why JSON is invalid. JSONDecoder on Linux only says that it
    /// is; JSONSerialization says where, so it is asked, on this failure path only.
    static func describeSyntaxError(in bytes: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
            return tr("the JSON nests too deeply or has a value Larder cannot read")
        } catch {
            let nsError = error as NSError
            var message = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? tr("not valid JSON")
            if let index = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int {
                let line = bytes.prefix(index).filter { $0 == UInt8(ascii: "\n") }.count + 1
                // TRANSLATORS: %1$@ is what is wrong with the JSON (from the system), %2$@ a line number.
                message = tr("%@ (line %@)", message, line)
            }
            return message
        }
    }
}
