import Foundation
import LarderInterchange
import LarderLocalization
import LarderModel
import LarderWeb

/// What an import does with the web: fetches the pages it is given by
/// address and reads them as saved pages, and fetches the photos recipes name
/// by address (a page's, or an export's). Offline, or when no client can be
/// made, it fetches nothing, and says why for each page refused and photo
/// left on the web.
public struct WebImport: Sendable {
    /// Where the client comes from; nil offline.
    private let clients: WebClientSlot?
    private let reader: RecipeFileReader

    /// An importer that fetches nothing at all.
    public static let offline = WebImport(clients: nil)

    /// Whether the web may be reached, and with what.
    private enum Access {
        case offline
        /// No client could be made, for this reason.
        case unavailable(String)
        case client(WebClient)
    }

    /// Why a photo was not taken: the whole warning, in words for the user.
    struct PhotoProblem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// An importer fetching with the client `make` makes, when a page or
    /// photo first needs one; when it cannot, its error says why in each
    /// page's and photo's report.
    public init(makingClient make: @escaping @Sendable () throws(WebError) -> WebClient, reader: RecipeFileReader = RecipeFileReader()) {
        self.init(clients: WebClientSlot(make), reader: reader)
    }

    private init(clients: WebClientSlot?, reader: RecipeFileReader = RecipeFileReader()) {
        self.clients = clients
        self.reader = reader
    }

    private func access() -> Access {
        guard let clients else { return .offline }
        switch clients.client() {
        case .success(let client): return .client(client)
        case .failure(let error): return .unavailable(error.message)
        }
    }

    /// The page at `address`, fetched and read, with its recipes' photos
    /// fetched (within a ``PagePhotoBudget``); the address is the page's
    /// after redirects.
    public func page(_ address: String) -> (address: String, result: Result<RecipeDocument, ImportError>) {
        let client: WebClient
        switch access() {
        // TRANSLATORS: --offline is an option, LARDER_OFFLINE an environment variable.
        case .offline: return (address, .failure(ImportError(.unreadable, tr("not fetched: --offline (or LARDER_OFFLINE) forbids any network request"))))
        // TRANSLATORS: %@ is why no connection to the web could be made.
        case .unavailable(let reason): return (address, .failure(ImportError(.unreadable, tr("not fetched: %@", reason))))
        case .client(let made): client = made
        }
        let response: WebResponse
        do {
            response = try client.fetch(address, limit: client.limits.pageBytes)
        } catch {
            return (address, .failure(ImportError(.unreadable, error.message)))
        }
        if let type = response.mediaType, !Self.pageTypes.contains(type) {
            // TRANSLATORS: the first %@ is a web address, the second a media type (text/css).
            return (response.address, .failure(ImportError(.notRecipeFile, tr("%@ is %@, not a web page", response.address, type))))
        }
        let read = reader.read(webDocument: response.body, address: response.address, charset: response.charset,
                               isJSON: response.mediaType?.contains("json") == true)
        switch read {
        case .failure(let error) where error.code == .noRecipe:
            // TRANSLATORS: "Save Page As…" and "Web Page, complete" are what web browsers call
            // that menu item and that choice in English: use the words of the browsers in your language.
            return (response.address, .failure(ImportError(.noRecipe, tr("""
                the page has no schema.org Recipe. If your browser shows a recipe there, the site may answer \
                programs with a consent or robot-check page: save the page in the browser (Save Page As…, \
                "Web Page, complete") and import the file
                """))))
        case .failure(let error):
            return (response.address, .failure(error))
        case .success(let document):
            // Read whole here, photos and all, so that pages fetched side by side fetch their
            // photos side by side too; the budget bounds what one page may fetch and hold.
            let budget = PagePhotoBudget()
            return (response.address, .success(document.mappingRecipes { fetchingPhoto($0, budget: budget) }.readWhole()))
        }
    }

    /// The document with each recipe's web photo fetched, or a warning saying
    /// why it was not: for files, whose recipes may name photos on the web.
    /// Fetched as the import reads the recipes, so its batches bound the memory.
    public func fetchingPhotos(_ document: RecipeDocument) -> RecipeDocument {
        document.mappingRecipes { fetchingPhoto($0, budget: nil) }
    }

    /// The recipe with the photo its address names, when that can be had; a
    /// missing photo is a warning, never a failure.
    func fetchingPhoto(_ imported: ImportedRecipe, budget: PagePhotoBudget?) -> ImportedRecipe {
        guard let address = imported.photoAddress, imported.recipe.photo == nil else { return imported }
        var imported = imported
        imported.photoAddress = nil
        let client: WebClient
        switch access() {
        case .offline:
            // TRANSLATORS: %@ is a photo's web address; --offline is an option.
            imported.warnings.append(tr("photo %@ is on the web; not fetched (--offline)", address))
            return imported
        case .unavailable(let reason):
            // TRANSLATORS: the first %@ is a photo's web address, the second why no connection could be made.
            imported.warnings.append(tr("photo %@ is on the web; not fetched (%@)", address, reason))
            return imported
        case .client(let made):
            client = made
        }
        let fetch = { (address: String) in photo(address, with: client) }
        let result = budget.map { $0.photo(address, fetch: fetch) } ?? fetch(address)
        switch result {
        case .success(let photo): imported.recipe.photo = photo
        case .failure(let problem): imported.warnings.append(problem.message)
        }
        return imported
    }

    /// The photo at `address`, checked as an image and bounded in bytes and pixels.
    private func photo(_ address: String, with client: WebClient) -> Result<Photo, PhotoProblem> {
        do {
            let response = try client.fetch(address, limit: client.limits.photoBytes)
            guard let photo = Photo(data: Data(response.body)) else {
                if let sent = response.mediaType {
                    // TRANSLATORS: the first %@ is a photo's web address, the second a media type (text/html).
                    return .failure(PhotoProblem(tr("photo %@ is not a JPEG, PNG, GIF or WebP image, the server sent %@; the recipe comes in without it",
                                                    address, sent)))
                }
                // TRANSLATORS: %@ is a photo's web address.
                return .failure(PhotoProblem(tr("photo %@ is not a JPEG, PNG, GIF or WebP image; the recipe comes in without it", address)))
            }
            if let width = photo.width, let height = photo.height, width * height > Self.maximumPhotoPixels {
                // TRANSLATORS: the first %@ is a photo's web address, the others its width and height.
                return .failure(PhotoProblem(tr("photo %@ has %@ × %@ pixels, more than Larder takes; the recipe comes in without it",
                                                address, width, height)))
            }
            return .success(photo)
        } catch {
            // TRANSLATORS: the first %@ is a photo's web address, the second why it could not be fetched.
            return .failure(PhotoProblem(tr("photo %@ not fetched: %@; the recipe comes in without it", address, error.message)))
        }
    }

    /// Media types read as pages (a server that names none is read too).
    static let pageTypes: Set = ["text/html", "application/xhtml+xml", "application/ld+json", "application/json", "text/plain"]
    /// The most pixels a photo may have: what the photo scaler decodes.
    static let maximumPhotoPixels = 100_000_000
}
