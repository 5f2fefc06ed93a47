/// What a server answered to a fetch that succeeded (a 2xx status).
public struct WebResponse: Sendable {
    /// The address the body came from, after every redirect: what the
    /// recipe's source is.
    public var address: String
    /// The body, its content coding (gzip, deflate, br) undone.
    public var body: [UInt8]
    /// The media type of the `Content-Type` header, lower-case, without its
    /// parameters ("text/html"); nil when the server sent none.
    public var mediaType: String?
    /// The `charset` parameter of the `Content-Type` header, as sent; nil when none.
    public var charset: String?
}
