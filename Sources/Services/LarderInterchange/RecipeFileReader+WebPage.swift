import Foundation
import LarderGLib
import LarderLocalization

extension RecipeFileReader {
    /// Reads a document fetched from the web: its bytes as the server sent
    /// them (content coding undone), from `address` (after redirects). A page
    /// is read in the `charset` the server named, which comes before its own
    /// declaration; JSON (`isJSON`) as schema.org JSON-LD. Photos it names,
    /// relative or absolute, are resolved against `address` and left for the
    /// importer to fetch (``ImportedRecipe/photoAddress``): nothing it names
    /// is read from this machine. The recipes' source is `address`, or the
    /// address a recipe gives on the same site.
    public func read(webDocument bytes: [UInt8], address: String, charset: String?, isJSON: Bool = false,
                     now: Date = Date()) -> Result<RecipeDocument, ImportError> {
        guard bytes.count <= maximumFileSize else {
            // TRANSLATORS: %1$@ is the page's size in bytes, %2$@ the limit in megabytes.
            return .failure(ImportError(.tooLarge, tr("the page has %@ bytes; more than %@ MB is refused", bytes.count, maximumFileSize >> 20)))
        }
        var reader = JSONLDRecipeReader(resolveImage: { reference in
            if reference.lowercased().hasPrefix("data:") { return loadImage(reference, baseDirectory: nil) }
            guard let photo = WebAddress.resolve(reference, against: address) else {
                return .skipped(tr("photo %@ is not an address Larder can fetch; left out", reference.prefix(200)))
            }
            return .remote(photo)
        }, documentLanguage: nil, now: now)
        reader.fetchedFrom = address
        guard isJSON else {
            return readPage(bytes, reader: reader, format: "web page, schema.org JSON-LD", fetchedFrom: address, charset: charset)
        }
        reader.pageAddress = address
        return readJSON(bytes, reader: reader, format: "web schema.org JSON-LD")
    }
}
