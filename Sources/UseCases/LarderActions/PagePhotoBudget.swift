import Foundation
import LarderLocalization
import LarderModel
import LarderWeb

/// What one page may fetch of photos: each address once (a page's og:image
/// stands in for every recipe without one), at most ``maximumPhotos``
/// addresses and ``maximumBytes`` in all, so that a hostile page of a
/// thousand recipes costs what a page of twenty does. Shared by the page's
/// recipes, which may be read on another thread than the one that made it.
final class PagePhotoBudget: @unchecked Sendable {
    /// Distinct photo addresses fetched for one page.
    static let maximumPhotos = 20
    /// Photo bytes held for one page: what closes an import's batch early.
    static let maximumBytes = ImportSession.batchPhotoBytes

    private let lock = NSLock()
    private var fetched: [String: Result<Photo, WebImport.PhotoProblem>] = [:]
    private var bytes = 0

    /// The photo at `address`, fetched with `fetch` the first time it is
    /// asked for and within the budget; the same answer after that.
    func photo(_ address: String, fetch: (String) -> Result<Photo, WebImport.PhotoProblem>) -> Result<Photo, WebImport.PhotoProblem> {
        lock.lock()
        if let known = fetched[address] { lock.unlock(); return known }
        guard fetched.count < Self.maximumPhotos, bytes < Self.maximumBytes else {
            lock.unlock()
            // TRANSLATORS: the first %@ is a photo's web address, the second the most photos a page may
            // fetch, the third the most megabytes.
            return .failure(.init(tr("photo %@ not fetched: a page's photos are limited to %@ and %@ MB; the recipe comes in without it",
                                     address, Self.maximumPhotos, Self.maximumBytes >> 20)))
        }
        lock.unlock()
        let result = fetch(address)
        lock.lock()
        defer { lock.unlock() }
        fetched[address] = result
        if case .success(let photo) = result { bytes += photo.data.count }
        return result
    }
}
