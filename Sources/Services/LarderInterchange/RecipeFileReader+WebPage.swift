import Foundation
import LarderGLib

extension RecipeFileReader {
    /// Reads a page fetched from the web: its bytes as the server sent them
    /// (content coding undone), from `address` (after redirects), in the
    /// `charset` the server named, which comes before the page's own
    /// declaration. Photos the page names, relative or absolute, are left for
    /// the importer to fetch (``ImportedRecipe/photoAddress``).
    public func read(webPage bytes: [UInt8], address: String, charset: String?, now: Date = Date()) -> Result<RecipeDocument, ImportError> {
        guard bytes.count <= maximumFileSize else {
            return .failure(ImportError(.tooLarge, "the page has \(bytes.count) bytes; more than \(maximumFileSize >> 20) MB is refused"))
        }
        let reader = JSONLDRecipeReader(resolveImage: { reference in
            if reference.lowercased().hasPrefix("data:") { return loadImage(reference, baseDirectory: nil) }
            guard let photo = WebAddress.resolve(reference, against: address) else {
                return .skipped("photo \(reference) is not an address Larder can fetch; left out")
            }
            return .remote(photo)
        }, documentLanguage: nil, now: now)
        return readPage(bytes, reader: reader, format: "web page, schema.org JSON-LD", fetchedFrom: address, charset: charset)
    }
}
