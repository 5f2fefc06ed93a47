import CGLib
import CGdkPixbuf
import LarderGLib

/// Makes the small JPEG a recipe card carries: longest side at most
/// `maximumSide` pixels, at most `maximumBytes`, EXIF orientation applied,
/// transparency flattened onto white. The image's size is read from its
/// header before anything is decoded, and it is scaled while it loads, so a
/// huge or hostile photo costs little.
public struct PhotoDownscaler: Sendable {
    /// The longest side of the result, in pixels (default 512); smaller images are not enlarged.
    public var maximumSide = 512
    /// The most bytes the JPEG may have (default 64 KB); quality is lowered to fit, else scaling throws.
    public var maximumBytes = 64 << 10
    /// Images with more pixels than this are refused undecoded.
    public var maximumSourcePixels = 100_000_000

    /// A downscaler with the default limits.
    public init() {}

    /// The limits of the photo a recipe card carries (and a search result's
    /// icon is drawn from): 512 px, 64 KB, the defaults.
    public static let card = PhotoDownscaler()

    /// The scaled photo.
    public struct Result: Sendable, Equatable {
        /// The encoded JPEG.
        public var jpeg: [UInt8]
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
    }

    /// Scales an encoded image (JPEG, PNG, GIF, WebP when a loader is installed).
    /// - Parameters:
    ///   - width, height: the source's size, read from its header by the caller.
    public func scale(_ bytes: [UInt8], width: Int, height: Int) throws -> Result {
        guard width > 0, height > 0, width * height <= maximumSourcePixels else {
            throw GLibError("the photo claims \(width)×\(height) pixels; more than \(maximumSourcePixels / 1_000_000) megapixels is refused")
        }
        let factor = min(1, Double(maximumSide) / Double(max(width, height)))
        let targetWidth = max(1, Int((Double(width) * factor).rounded()))
        let targetHeight = max(1, Int((Double(height) * factor).rounded()))

        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        gdk_pixbuf_loader_set_size(loader, Int32(targetWidth), Int32(targetHeight))
        try bytes.withUnsafeBufferPointer { buffer in
            try succeedingGError { gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), $0) }
        }
        try succeedingGError { gdk_pixbuf_loader_close(loader, $0) }
        guard let loaded = gdk_pixbuf_loader_get_pixbuf(loader) else {  // transfer none: owned by the loader
            throw GLibError("the photo could not be decoded")
        }
        // Transfer full: a new pixbuf, or the same one with a new reference.
        let oriented = gdk_pixbuf_apply_embedded_orientation(loaded)!
        defer { g_object_unref(UnsafeMutableRawPointer(oriented)) }
        let opaque = flattened(oriented)
        defer { g_object_unref(UnsafeMutableRawPointer(opaque)) }

        var quality = 85
        while true {
            let jpeg = try encode(opaque, quality: quality)
            if jpeg.count <= maximumBytes || quality <= 35 {
                guard jpeg.count <= maximumBytes else {
                    throw GLibError("the photo does not fit in \(maximumBytes >> 10) KB")
                }
                return Result(jpeg: jpeg, width: Int(gdk_pixbuf_get_width(opaque)), height: Int(gdk_pixbuf_get_height(opaque)))
            }
            quality -= 10
        }
    }

    /// The pixbuf without alpha (a new reference either way; the caller unrefs it).
    private func flattened(_ pixbuf: OpaquePointer) -> OpaquePointer {
        guard gdk_pixbuf_get_has_alpha(pixbuf) != 0 else {
            return OpaquePointer(g_object_ref(UnsafeMutableRawPointer(pixbuf)))
        }
        let width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf)
        let white = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height)!
        gdk_pixbuf_fill(white, 0xFFFF_FFFF)
        gdk_pixbuf_composite(pixbuf, white, 0, 0, width, height, 0, 0, 1, 1, GDK_INTERP_NEAREST, 255)
        return white
    }

    /// JPEG bytes at `quality` (gdk_pixbuf_save_to_bufferv: the buffer is ours to g_free).
    private func encode(_ pixbuf: OpaquePointer, quality: Int) throws -> [UInt8] {
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        let key = strdup("quality"), value = strdup(String(quality))
        defer { free(key); free(value) }
        var keys: [UnsafeMutablePointer<CChar>?] = [key, nil]
        var values: [UnsafeMutablePointer<CChar>?] = [value, nil]
        try succeedingGError { gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, $0) }
        defer { g_free(buffer) }
        guard let buffer else { throw GLibError("the JPEG encoder returned nothing") }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(size)) { Array(UnsafeBufferPointer(start: $0, count: Int(size))) }
    }
}
