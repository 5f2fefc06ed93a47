import Foundation
import LarderWeb

/// The web client of an import, made when a page or photo first needs it, so
/// that an import of files alone never loads libsoup and its libraries. Made
/// once: a client that could not be made is the same answer for every page
/// and photo after.
final class WebClientSlot: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () throws(WebError) -> WebClient
    private var made: Result<WebClient, WebError>?

    init(_ make: @escaping @Sendable () throws(WebError) -> WebClient) {
        self.make = make
    }

    /// The client, made now if it is the first time it is asked for.
    func client() -> Result<WebClient, WebError> {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let result = Result { () throws(WebError) -> WebClient in try make() }
        made = result
        return result
    }
}
