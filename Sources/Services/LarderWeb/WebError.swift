/// Why a fetch failed, in words for the user, with its kind for a program.
public struct WebError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong.
    public enum Kind: String, Sendable, Equatable {
        /// Not an http or https address.
        case badAddress = "bad-address"
        /// The server answered with a 4xx or 5xx status.
        case status
        /// The server's certificate is not one the system trusts.
        case untrustedCertificate = "untrusted-certificate"
        /// The server did not answer, or not in time.
        case timedOut = "timed-out"
        /// Redirects that never end.
        case redirects
        /// The answer is over the limit.
        case tooLarge = "too-large"
        /// The host is unknown, the connection refused or broken.
        case network
    }

    /// What went wrong.
    public var kind: Kind
    /// The HTTP status, for ``Kind/status``.
    public var status: Int?
    /// What went wrong, in words for the user; the caller names the address.
    public var message: String

    /// The message.
    public var description: String { message }

    /// An error of `kind` with its message.
    public init(_ kind: Kind, _ message: String, status: Int? = nil) {
        self.kind = kind
        self.message = message
        self.status = status
    }
}
