/// What one fetch may take: bytes, and time. A page or photo over its limit
/// is refused as it streams in, so memory stays bounded whatever a server sends.
public struct WebLimits: Sendable {
    /// The most bytes a page may have (after its content coding is undone).
    public var pageBytes: Int
    /// The most bytes a photo may have.
    public var photoBytes: Int
    /// The most seconds one request may take in all: connecting, TLS,
    /// redirects, the headers and the whole body.
    public var totalSeconds: Double
    /// The most seconds any one step may take without progress: connecting,
    /// the TLS handshake, waiting for the headers, each read of the body.
    public var stepSeconds: UInt32

    /// The defaults: 50 MB pages, 20 MB photos, a minute in all, 20 s a step.
    public static let standard = WebLimits(pageBytes: 50 << 20, photoBytes: 20 << 20, totalSeconds: 60, stepSeconds: 20)

    /// Limits with every part given.
    public init(pageBytes: Int, photoBytes: Int, totalSeconds: Double, stepSeconds: UInt32) {
        self.pageBytes = pageBytes
        self.photoBytes = photoBytes
        self.totalSeconds = totalSeconds
        self.stepSeconds = stepSeconds
    }
}
