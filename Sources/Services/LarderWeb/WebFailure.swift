import CGLib
import CSoup

/// A failed fetch told as the user needs it: what happened, and for a
/// certificate, what is wrong with it.
enum WebFailure {
    /// The error a failed send or read gives (`error` is borrowed), told
    /// without the address, which the caller names.
    /// - Parameter timedOut: the request's total time ran out (its cancellable fired).
    static func describe(_ error: UnsafeMutablePointer<GError>?, message: OpaquePointer?, timedOut: Bool,
                         limits: WebLimits) -> WebError {
        if timedOut {
            return WebError(.timedOut, "no complete answer within \(Int(limits.totalSeconds)) s; gave up")
        }
        guard let error else { return WebError(.network, "the request failed without saying why") }
        let domain = error.pointee.domain, code = error.pointee.code
        let text = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        if domain == g_tls_error_quark(), code == Int32(G_TLS_ERROR_BAD_CERTIFICATE.rawValue) {
            let flags = message.map { larderTLSFlags(soup_message_get_tls_peer_certificate_errors($0)) } ?? 0
            return WebError(.untrustedCertificate, "the server's certificate is not trusted: \(certificateProblems(flags))")
        }
        if domain == g_tls_error_quark() {
            return WebError(.untrustedCertificate, "the secure connection failed: \(text)")
        }
        if domain == soup_session_error_quark() {
            switch code {
            case Int32(SOUP_SESSION_ERROR_TOO_MANY_REDIRECTS.rawValue):
                return WebError(.redirects, "too many redirects (more than 20: a redirect loop?)")
            case Int32(SOUP_SESSION_ERROR_REDIRECT_NO_LOCATION.rawValue):
                return WebError(.redirects, "a redirect without an address to go to")
            case Int32(SOUP_SESSION_ERROR_REDIRECT_BAD_URI.rawValue):
                return WebError(.redirects, "a redirect to an address that is not http or https")
            default:
                return WebError(.network, "\(text)")
            }
        }
        if domain == g_io_error_quark(), code == Int32(G_IO_ERROR_TIMED_OUT.rawValue) {
            return WebError(.timedOut, "the server did not answer within \(limits.stepSeconds) s")
        }
        if domain == g_resolver_error_quark() {
            return WebError(.network, "cannot find the host (\(text))")
        }
        return WebError(.network, "\(text)")
    }

    /// A 4xx or 5xx answer.
    static func status(_ status: Int, reason: String?) -> WebError {
        let phrase = reason.flatMap { $0.isEmpty ? nil : $0 } ?? "error"
        return WebError(.status, "the server answered \(status) \(phrase)", status: status)
    }

    /// An answer over the limit.
    static func tooLarge(limit: Int) -> WebError {
        WebError(.tooLarge, "the answer is too large (over \(limit >> 20) MB); stopped reading")
    }

    /// What is wrong with a certificate, from GIO's flags (at least one is set,
    /// not always all that apply).
    static func certificateProblems(_ flags: UInt32) -> String {
        var problems: [String] = []
        if flags & LARDER_TLS_UNKNOWN_CA != 0 { problems.append("it is not signed by an authority this system trusts") }
        if flags & LARDER_TLS_BAD_IDENTITY != 0 { problems.append("it is for another host") }
        if flags & LARDER_TLS_NOT_ACTIVATED != 0 { problems.append("it is not valid yet") }
        if flags & LARDER_TLS_EXPIRED != 0 { problems.append("it has expired") }
        if flags & LARDER_TLS_REVOKED != 0 { problems.append("it has been revoked") }
        if flags & LARDER_TLS_INSECURE != 0 { problems.append("it uses an insecure algorithm") }
        return problems.isEmpty ? "it was refused" : problems.joined(separator: ", ")
    }
}
