import CGLib
import CGdkPixbuf
import LarderGLib

/// An image file decoded by gdk-pixbuf into 8-bit RGBA pixels, rows packed
/// without padding (gdk-pixbuf pads its rows, and leaves the last one short).
/// For pictures sent as pixels over D-Bus, such as KRunner's icon-data.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// R, G, B, A for each pixel, row after row: `width` × 4 × `height` bytes.
    public var pixels: [UInt8]

    /// Bytes from one row to the next.
    public var rowStride: Int { width * 4 }

    /// Decodes the file at `path` (any type a gdk-pixbuf loader reads);
    /// throws gdk-pixbuf's reason when it cannot. Images with more than
    /// `maximumPixels` are refused undecoded.
    public init(contentsOfFile path: String, maximumPixels: Int = 4_000_000) throws {
        var fileWidth: Int32 = 0, fileHeight: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &fileWidth, &fileHeight) != nil else {  // transfer none
            throw GLibError("\(path) is no image gdk-pixbuf reads")
        }
        guard fileWidth > 0, fileHeight > 0, Int(fileWidth) * Int(fileHeight) <= maximumPixels else {
            throw GLibError("\(path) claims \(fileWidth)×\(fileHeight) pixels")
        }
        let loaded = GObjectReference(takingOwnershipOf: try withGError { gdk_pixbuf_new_from_file(path, $0) })
        // Transfer full: a copy with an alpha channel (opaque where the file had none).
        let rgba = GObjectReference(takingOwnershipOf: gdk_pixbuf_add_alpha(loaded.opaque, 0, 0, 0, 0)!)
        let pixbuf = rgba.opaque
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, gdk_pixbuf_get_n_channels(pixbuf) == 4 else {
            throw GLibError("\(path) did not decode to 8-bit RGBA")
        }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        var length: guint = 0
        // Transfer none: the pixbuf's own bytes, read while `rgba` lives.
        let source = gdk_pixbuf_get_pixels_with_length(pixbuf, &length)!
        let rowBytes = width * 4
        var packed = [UInt8](repeating: 0, count: rowBytes * height)
        packed.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
                (target.baseAddress! + row * rowBytes).update(from: source + row * stride, count: rowBytes)
            }
        }
        withExtendedLifetime(rgba) {}
        self.width = width
        self.height = height
        pixels = packed
    }
}
