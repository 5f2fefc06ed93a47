import CGLib
import CSoup
import LarderGLib
import LarderLocalization

/// Fetches web pages and photos over HTTP and HTTPS with libsoup 3: redirects
/// followed (at most 20), gzip, deflate and br undone, the system's trust
/// store (through glib-networking), the desktop's proxy settings or the
/// environment's, an honest User-Agent, and ``WebLimits`` on bytes and time.
/// One client serves every thread at once (libsoup allows sending from any
/// thread since 3.2).
public final class WebClient: @unchecked Sendable {
    /// What a request may take.
    public let limits: WebLimits
    /// The SoupSession: configured here, before any request, as libsoup asks.
    private let session: GObjectReference
    /// Connections kept to one host at once: requests beyond wait for one.
    static let connectionsPerHost: Int32 = 8

    /// A client that says it is `userAgent` ("Larder/0.2.0").
    /// - Parameter trustedCertificates: a PEM file of the certificate
    ///   authorities to trust instead of the system's (absolute path), or nil.
    /// - Parameter environment: where the proxy variables are read.
    /// - Throws: ``WebError`` when the certificate file cannot be read.
    public init(userAgent: String, limits: WebLimits = .standard, trustedCertificates: String? = nil,
                environment: (String) -> String?) throws(WebError) {
        self.limits = limits
        session = Self.makeSession()
        let pointer = session.typed(SoupSession.self)
        soup_session_set_user_agent(pointer, userAgent)
        soup_session_set_timeout(pointer, limits.stepSeconds)
        if let trustedCertificates {
            let database: UnsafeMutablePointer<GTlsDatabase>
            do {
                database = try withGError { g_tls_file_database_new(trustedCertificates, $0) }
            } catch let error {
                // TRANSLATORS: the first %@ is a file path, the second the reason.
                throw WebError(.untrustedCertificate, tr("cannot read the certificates in %@: %@", trustedCertificates, "\(error)"))
            }
            soup_session_set_tls_database(pointer, database)
            g_object_unref(database)
        }
        if let resolver = WebProxies.resolver(environment: environment) {
            soup_session_set_proxy_resolver(pointer, OpaquePointer(resolver.pointer))
        }
    }

    /// A SoupSession allowing ``connectionsPerHost`` connections to a host: a
    /// property libsoup takes only when the session is made.
    private static func makeSession() -> GObjectReference {
        var names: [UnsafePointer<CChar>?] = []
        var values = [GValue(), GValue()]
        let perHost = strdup("max-conns-per-host"), total = strdup("max-conns")
        defer { free(perHost); free(total) }
        names = [UnsafePointer(perHost), UnsafePointer(total)]
        g_value_init(&values[0], LARDER_G_TYPE_INT)
        g_value_set_int(&values[0], connectionsPerHost)
        g_value_init(&values[1], LARDER_G_TYPE_INT)
        g_value_set_int(&values[1], connectionsPerHost * 4)
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let object = g_object_new_with_properties(soup_session_get_type(), 2, &names, &values)!
        return GObjectReference(takingOwnershipOf: object)
    }

    /// Fetches `address` (http or https) and its whole body, at most `limit`
    /// bytes after decoding; a 4xx or 5xx status is an error.
    /// - Throws: ``WebError``, naming the address and what went wrong.
    public func fetch(_ address: String, limit: Int) throws(WebError) -> WebResponse {
        guard WebAddress.isWeb(address), let created = soup_message_new("GET", address) else {
            throw WebError(.badAddress, tr("not an http or https address"))
        }
        let message = GObjectReference(takingOwnershipOf: created)
        let cancellable = GObjectReference(takingOwnershipOf: g_cancellable_new()!)
        let deadline = WebDeadline(seconds: limits.totalSeconds, cancelling: cancellable)
        defer { deadline.disarm() }
        var error: UnsafeMutablePointer<GError>?
        let sent = soup_session_send(session.typed(SoupSession.self), created, cancellable.typed(GCancellable.self), &error)
        guard let sent else {
            defer { if let error { g_error_free(error) } }
            throw WebFailure.describe(error, message: created, timedOut: deadline.fired, limits: limits)
        }
        let stream = GObjectReference(takingOwnershipOf: sent)
        let status = Int(soup_message_get_status(created).rawValue)
        guard (200..<300).contains(status) else {
            throw WebFailure.status(status, reason: soup_message_get_reason_phrase(created).map { String(cString: $0) })
        }
        let headers = soup_message_get_response_headers(created)
        var parameters: OpaquePointer?
        let mediaType = soup_message_headers_get_content_type(headers, &parameters).map { String(cString: $0).lowercased() }
        var charset: String?
        if let parameters {
            charset = g_hash_table_lookup(parameters, "charset").map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
            g_hash_table_destroy(parameters)
        }
        let finalAddress = Self.address(of: created) ?? address
        // A Content-Length over the limit is refused before a byte is read
        // (when no content coding makes it the compressed length).
        if soup_message_headers_get_one(headers, "Content-Encoding") == nil,
           soup_message_headers_get_content_length(headers) > Int64(limit) {
            throw WebFailure.tooLarge(limit: limit)
        }
        // The message owns what `created` points to: kept until the body is read.
        let body = try withExtendedLifetime(message) { () throws(WebError) -> [UInt8] in
            try read(stream, limit: limit, cancellable: cancellable, deadline: deadline)
        }
        return WebResponse(address: finalAddress, body: body, mediaType: mediaType, charset: charset)
    }

    /// The body, read as it streams in and refused once over `limit`.
    private func read(_ stream: GObjectReference, limit: Int, cancellable: GObjectReference,
                      deadline: WebDeadline) throws(WebError) -> [UInt8] {
        var body: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            var error: UnsafeMutablePointer<GError>?
            let count = chunk.withUnsafeMutableBytes { buffer in
                g_input_stream_read(stream.typed(GInputStream.self), buffer.baseAddress, gsize(buffer.count),
                                    cancellable.typed(GCancellable.self), &error)
            }
            if count < 0 {
                defer { if let error { g_error_free(error) } }
                throw WebFailure.describe(error, message: nil, timedOut: deadline.fired, limits: limits)
            }
            if count == 0 { break }
            guard body.count + count <= limit else { throw WebFailure.tooLarge(limit: limit) }
            body.append(contentsOf: chunk[0..<count])
        }
        return body
    }

    /// The message's address now: after its redirects.
    private static func address(of message: OpaquePointer) -> String? {
        soup_message_get_uri(message).flatMap { takeString(g_uri_to_string($0)) }
    }
}
