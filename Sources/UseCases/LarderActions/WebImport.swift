import Foundation
import LarderInterchange
import LarderModel
import LarderWeb

/// What an import does with the web: fetches the pages it is given by
/// address and reads them as saved pages, and fetches the photos recipes name
/// by address (a page's, or an export's). Offline, it fetches nothing and
/// says so for each photo left on the web.
public struct WebImport: Sendable {
    /// The client, or nil offline.
    private let client: WebClient?
    private let reader: RecipeFileReader

    /// An importer fetching with `client`; nil for none at all (offline).
    public init(client: WebClient?, reader: RecipeFileReader = RecipeFileReader()) {
        self.client = client
        self.reader = reader
    }

    /// Whether it fetches anything.
    public var isOffline: Bool { client == nil }

    /// The page at `address`, fetched and read, with its recipes' photos
    /// fetched; the address is the page's after redirects.
    public func page(_ address: String) -> (address: String, result: Result<RecipeDocument, ImportError>) {
        guard let client else {
            return (address, .failure(ImportError(.unreadable, "not fetched: --offline (or LARDER_OFFLINE) forbids any network request")))
        }
        let response: WebResponse
        do {
            response = try client.fetch(address, limit: client.limits.pageBytes)
        } catch {
            return (address, .failure(ImportError(.unreadable, error.message)))
        }
        if let type = response.mediaType, !Self.pageTypes.contains(type) {
            return (response.address, .failure(ImportError(.notRecipeFile, "\(response.address) is \(type), not a web page")))
        }
        let read = response.mediaType?.contains("json") == true
            ? reader.read(data: Data(response.body), kind: .json, baseDirectory: nil)
            : reader.read(webPage: response.body, address: response.address, charset: response.charset)
        switch read {
        case .failure(let error) where error.code == .noRecipe:
            return (response.address, .failure(ImportError(.noRecipe, """
                the page has no schema.org Recipe. If your browser shows a recipe there, the site may answer \
                programs with a consent or robot-check page: save the page in the browser (Save Page As…, \
                "Web Page, complete") and import the file
                """)))
        case .failure(let error):
            return (response.address, .failure(error))
        case .success(let document):
            // Read whole here, photos and all, so that pages fetched side by side fetch their photos side by side too.
            return (response.address, .success(document.mappingRecipes(fetchingPhoto).readWhole()))
        }
    }

    /// The document with each recipe's web photo fetched, or a warning saying
    /// why it was not: for files, whose recipes may name photos on the web.
    public func fetchingPhotos(_ document: RecipeDocument) -> RecipeDocument {
        document.mappingRecipes(fetchingPhoto)
    }

    /// The recipe with the photo its address names, when that can be had; a
    /// missing photo is a warning, never a failure.
    @Sendable
    func fetchingPhoto(_ imported: ImportedRecipe) -> ImportedRecipe {
        guard let address = imported.photoAddress, imported.recipe.photo == nil else { return imported }
        var imported = imported
        imported.photoAddress = nil
        guard let client else {
            imported.warnings.append("photo \(address) is on the web; not fetched (--offline)")
            return imported
        }
        do {
            let response = try client.fetch(address, limit: client.limits.photoBytes)
            guard let photo = Photo(data: Data(response.body)) else {
                let sent = response.mediaType.map { " (the server sent \($0))" } ?? ""
                imported.warnings.append("photo \(address) is not a JPEG, PNG, GIF or WebP image\(sent); left out")
                return imported
            }
            if let width = photo.width, let height = photo.height, width * height > Self.maximumPhotoPixels {
                imported.warnings.append("photo \(address) has \(width) × \(height) pixels, more than Larder takes; left out")
                return imported
            }
            imported.recipe.photo = photo
        } catch {
            imported.warnings.append("photo \(address) not fetched: \(error.message); the recipe comes in without it")
        }
        return imported
    }

    /// Media types read as pages (a server that names none is read too).
    static let pageTypes: Set = ["text/html", "application/xhtml+xml", "application/ld+json", "application/json", "text/plain"]
    /// The most pixels a photo may have: what the photo scaler decodes.
    static let maximumPhotoPixels = 100_000_000
}
