import Dispatch
import Foundation
import LarderInterchange

/// Fetches an import's web pages ahead of it, a few at a time, while the
/// sources before them are read and saved; each page waits for the import to
/// ask for it, so that files and pages are still reported in order. At most
/// ``width`` pages are being fetched or waiting at once: a slot is freed when
/// the import takes its page, so fetching never runs far ahead of saving.
final class PagePrefetcher: @unchecked Sendable {
    /// Pages fetched at once: enough to hide a slow server, few enough not to
    /// hammer one site (``WebClient`` keeps at most 8 connections to a host).
    static let width = 4

    private let condition = NSCondition()
    private var results: [Int: (address: String, result: Result<RecipeDocument, ImportError>)] = [:]
    private let slots = DispatchSemaphore(value: PagePrefetcher.width)

    /// Starts fetching the pages among `sources`, in order, with `web`.
    init(_ sources: [ImportSources.Source], web: WebImport) {
        let pages = sources.enumerated().compactMap { index, source in source.webAddress.map { (index, $0) } }
        guard !pages.isEmpty else { return }
        // Started in order, so the page the import waits for is always among those under way.
        DispatchQueue.global().async { [self] in
            for (index, address) in pages {
                slots.wait()
                DispatchQueue.global().async { [self] in
                    let fetched = web.page(address)
                    condition.lock()
                    results[index] = fetched
                    condition.broadcast()
                    condition.unlock()
                }
            }
        }
    }

    /// The page of source `index`, once fetched and read.
    func page(at index: Int) -> (address: String, result: Result<RecipeDocument, ImportError>) {
        condition.lock()
        while results[index] == nil { condition.wait() }
        let page = results.removeValue(forKey: index)!
        condition.unlock()
        slots.signal()
        return page
    }
}
