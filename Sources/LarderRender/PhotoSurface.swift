import CGdkPixbuf
import CPangoCairo
import LarderCard

/// A card's photo decoded into a cairo image surface, scaled while it loads.
/// The image's own header is read first: a photo whose real size is over
/// the card format's limit is refused undecoded, whatever the card claims.
final class PhotoSurface {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// - Parameter cover: the size the photo must cover; it is decoded at
    ///   just that scale (never larger than it is).
    init(_ photo: RecipeCard.Photo, cover: (width: Double, height: Double)) throws {
        guard let header = ImageHeader.read(photo.bytes), header.mediaType == photo.mediaType,
              let sourceWidth = header.width, let sourceHeight = header.height,
              (1...CardLimits.maximumPhotoSide).contains(sourceWidth), (1...CardLimits.maximumPhotoSide).contains(sourceHeight) else {
            throw GLibError(description: "the card's photo is not a readable \(photo.mediaType) image of at most \(CardLimits.maximumPhotoSide) pixels a side")
        }
        let factor = min(1, max(cover.width / Double(sourceWidth), cover.height / Double(sourceHeight)))
        let loader = gdk_pixbuf_loader_new_with_mime_type(photo.mediaType, nil)
        guard let loader else { throw GLibError(description: "no image loader for \(photo.mediaType)") }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        // Scaled while loading only when that saves a lot: a photo at most
        // twice the size needed is decoded as it is, and cairo scales it once
        // as it draws (one resampling instead of two).
        if factor < 0.5 {
            gdk_pixbuf_loader_set_size(loader, Int32(max(1, (Double(sourceWidth) * factor).rounded(.up))),
                                       Int32(max(1, (Double(sourceHeight) * factor).rounded(.up))))
        }
        _ = try photo.bytes.withUnsafeBufferPointer { buffer in
            try withGError { gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), $0) != 0 ? true : nil }
        }
        _ = try withGError { gdk_pixbuf_loader_close(loader, $0) != 0 ? true : nil }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {  // transfer none
            throw GLibError(description: "the card's photo could not be decoded")
        }
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        surface = Self.surface(of: pixbuf, width: width, height: height)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// RGB(A) rows → cairo's premultiplied, native-endian ARGB32.
    private static func surface(of pixbuf: OpaquePointer, width: Int, height: Int) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        let source = gdk_pixbuf_read_pixels(pixbuf)!
        let target = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            let row = source + y * sourceStride
            let out = UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row + x * channels
                let alpha = channels == 4 ? UInt32(pixel[3]) : 255
                func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                out[x] = alpha << 24 | premultiplied(pixel[0]) << 16 | premultiplied(pixel[1]) << 8 | premultiplied(pixel[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
