import CGLib
import CSoup
import LarderLocalization

/// A failed fetch told as the user needs it: what happened, and for a
/// certificate, what is wrong with it.
enum WebFailure {
    /// The error a failed send or read gives (`error` is borrowed), told
    /// without the address, which the caller names.
    /// - Parameter timedOut: the request's total time ran out (its cancellable fired).
    static func describe(_ error: UnsafeMutablePointer<GError>?, message: OpaquePointer?, timedOut: Bool,
                         limits: WebLimits) -> WebError {
        if timedOut {
            // TRANSLATORS: %@ is a number of seconds.
            return WebError(.timedOut, tr("no complete answer within %@ s; gave up", Int(limits.totalSeconds)))
        }
        guard let error else { return WebError(.network, tr("the request failed without saying why")) }
        let domain = error.pointee.domain, code = error.pointee.code
        let text = error.pointee.message.map { String(cString: $0) } ?? tr("unknown error")
        if domain == g_tls_error_quark(), code == Int32(G_TLS_ERROR_BAD_CERTIFICATE.rawValue) {
            let flags = message.map { larderTLSFlags(soup_message_get_tls_peer_certificate_errors($0)) } ?? 0
            // TRANSLATORS: %@ lists what is wrong with the certificate, like "it has expired, it is for another host".
            return WebError(.untrustedCertificate, tr("the server's certificate is not trusted: %@", certificateProblems(flags)))
        }
        if domain == g_tls_error_quark() {
            // TRANSLATORS: %@ is the reason from the system's TLS library.
            return WebError(.untrustedCertificate, tr("the secure connection failed: %@", text))
        }
        if domain == soup_session_error_quark() {
            switch code {
            case Int32(SOUP_SESSION_ERROR_TOO_MANY_REDIRECTS.rawValue):
                return WebError(.redirects, tr("too many redirects (more than 20: a redirect loop?)"))
            case Int32(SOUP_SESSION_ERROR_REDIRECT_NO_LOCATION.rawValue):
                return WebError(.redirects, tr("a redirect without an address to go to"))
            case Int32(SOUP_SESSION_ERROR_REDIRECT_BAD_URI.rawValue):
                return WebError(.redirects, tr("a redirect to an address that is not http or https"))
            default:
                return WebError(.network, "\(text)")
            }
        }
        if domain == g_io_error_quark(), code == Int32(G_IO_ERROR_TIMED_OUT.rawValue) {
            // TRANSLATORS: %@ is a number of seconds.
            return WebError(.timedOut, tr("the server did not answer within %@ s", limits.stepSeconds))
        }
        if domain == g_resolver_error_quark() {
            // TRANSLATORS: %@ is the reason from the system's resolver.
            return WebError(.network, tr("cannot find the host (%@)", text))
        }
        return WebError(.network, "\(text)")
    }

    /// A 4xx or 5xx answer.
    static func status(_ status: Int, reason: String?) -> WebError {
        if let phrase = reason, !phrase.isEmpty {
            // TRANSLATORS: the first %@ is an HTTP status number, the second the server's words for it (in English).
            return WebError(.status, tr("the server answered %@ %@", status, phrase), status: status)
        }
        // TRANSLATORS: %@ is an HTTP status number.
        return WebError(.status, tr("the server answered %@ error", status), status: status)
    }

    /// An answer over the limit.
    static func tooLarge(limit: Int) -> WebError {
        WebError(.tooLarge, tr("the answer is too large (over %@ MB); stopped reading", limit >> 20))
    }

    /// What is wrong with a certificate, from GIO's flags (at least one is set,
    /// not always all that apply).
    static func certificateProblems(_ flags: UInt32) -> String {
        var problems: [String] = []
        // TRANSLATORS: what is wrong with a server's certificate; several are joined by ", ".
        if flags & LARDER_TLS_UNKNOWN_CA != 0 { problems.append(tr("it is not signed by an authority this system trusts")) }
        // TRANSLATORS: what is wrong with a server's certificate; several are joined by ", ".
        if flags & LARDER_TLS_BAD_IDENTITY != 0 { problems.append(tr("it is for another host")) }
        // TRANSLATORS: what is wrong with a server's certificate; several are joined by ", ".
        if flags & LARDER_TLS_NOT_ACTIVATED != 0 { problems.append(tr("it is not valid yet")) }
        // TRANSLATORS: what is wrong with a server's certificate; several are joined by ", ".
        if flags & LARDER_TLS_EXPIRED != 0 { problems.append(tr("it has expired")) }
        // TRANSLATORS: what is wrong with a server's certificate; several are joined by ", ".
        if flags & LARDER_TLS_REVOKED != 0 { problems.append(tr("it has been revoked")) }
        // TRANSLATORS: what is wrong with a server's certificate; several are joined by ", ".
        if flags & LARDER_TLS_INSECURE != 0 { problems.append(tr("it uses an insecure algorithm")) }
        // TRANSLATORS: what is wrong with a server's certificate, when the system gives no reason.
        return problems.isEmpty ? tr("it was refused") : problems.joined(separator: ", ")
    }
}
