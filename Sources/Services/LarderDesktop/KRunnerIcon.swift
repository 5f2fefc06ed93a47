/// A match's own picture, as `icon-data` carries it (`(iiibiiay)`, the layout
/// of org.freedesktop.Notifications' image-data): 8-bit samples, rows of
/// `rowStride` bytes, RGB or RGBA. KRunner (dbusrunner.cpp) refuses sides
/// outside 1...2047.
public struct KRunnerIcon: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bytes from one row to the next.
    public var rowStride: Int
    /// Whether each pixel has an alpha sample (4 channels) or not (3).
    public var hasAlpha: Bool
    /// The samples, row after row: `rowStride` × `height` bytes.
    public var pixels: [UInt8]

    /// Samples per pixel.
    public var channels: Int { hasAlpha ? 4 : 3 }

    /// An icon, field by field.
    public init(width: Int, height: Int, rowStride: Int, hasAlpha: Bool, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.rowStride = rowStride
        self.hasAlpha = hasAlpha
        self.pixels = pixels
    }
}
