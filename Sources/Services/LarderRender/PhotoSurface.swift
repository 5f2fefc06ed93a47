import CPangoCairo
import CTurboJPEG
import LarderCard
import LarderLocalization

/// A card's photo decoded into a cairo image surface: JPEG through
/// TurboJPEG (straight into cairo's pixel layout, scaled by the decoder when
/// the photo is over twice the size needed), PNG through cairo. The image's
/// own header is read first: a photo whose real size is over the card
/// format's limit is refused undecoded, whatever the card claims.
final class PhotoSurface {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// - Parameters:
    ///   - cover: the size the photo must cover.
    ///   - embeddingJPEG: for a PDF: a JPEG decoded at full size keeps its
    ///     bytes on the surface, and cairo embeds them as they are instead of
    ///     the decoded pixels (a tenth of the size in the file).
    init(_ photo: RecipeCard.Photo, cover: (width: Double, height: Double), embeddingJPEG: Bool = false) throws {
        guard let header = ImageHeader.read(photo.bytes), header.mediaType == photo.mediaType,
              let sourceWidth = header.width, let sourceHeight = header.height,
              (1...CardLimits.maximumPhotoSide).contains(sourceWidth), (1...CardLimits.maximumPhotoSide).contains(sourceHeight) else {
            throw RenderError(trn("the card's photo is not a readable %@ image of at most %@ pixel a side",
                                  "the card's photo is not a readable %@ image of at most %@ pixels a side",
                                  CardLimits.maximumPhotoSide, photo.mediaType, CardLimits.maximumPhotoSide))
        }
        let decoded = photo.mediaType == "image/png"
            ? try Self.png(photo.bytes)
            : try Self.jpeg(photo.bytes, factor: min(1, max(cover.width / Double(sourceWidth), cover.height / Double(sourceHeight))))
        surface = decoded
        width = Int(cairo_image_surface_get_width(decoded))
        height = Int(cairo_image_surface_get_height(decoded))
        if embeddingJPEG, photo.mediaType == "image/jpeg", width == sourceWidth, height == sourceHeight, let copy = malloc(photo.bytes.count) {
            photo.bytes.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: photo.bytes.count) }
            // cairo owns the copy from here and frees it with the surface.
            cairo_surface_set_mime_data(decoded, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self), UInt(photo.bytes.count), free, copy)
        }
    }

    /// The photo's size as `init(_:cover:)` would decode it, undecoded, on
    /// a one-pixel surface: for laying out pages without drawing them.
    init(measuring photo: RecipeCard.Photo, cover: (width: Double, height: Double)) throws {
        guard let header = ImageHeader.read(photo.bytes), header.mediaType == photo.mediaType,
              let sourceWidth = header.width, let sourceHeight = header.height,
              (1...CardLimits.maximumPhotoSide).contains(sourceWidth), (1...CardLimits.maximumPhotoSide).contains(sourceHeight) else {
            throw RenderError(trn("the card's photo is not a readable %@ image of at most %@ pixel a side",
                                  "the card's photo is not a readable %@ image of at most %@ pixels a side",
                                  CardLimits.maximumPhotoSide, photo.mediaType, CardLimits.maximumPhotoSide))
        }
        var denominator = 1
        if photo.mediaType != "image/png" {
            let factor = min(1, max(cover.width / Double(sourceWidth), cover.height / Double(sourceHeight)))
            while denominator < 8, Double(1) / Double(denominator * 2) >= factor { denominator *= 2 }
        }
        width = (sourceWidth + denominator - 1) / denominator
        height = (sourceHeight + denominator - 1) / denominator
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Decodes at the smallest of TurboJPEG's scales (1/2, 1/4, 1/8) that still
    /// gives `factor` of the full size, into cairo's native-endian ARGB32 (BGRA bytes).
    private static func jpeg(_ bytes: [UInt8], factor: Double) throws -> OpaquePointer {
        guard let decoder = tjInitDecompress() else { throw RenderError(tr("cannot start the JPEG decoder")) }
        defer { tjDestroy(decoder) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let read = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(decoder, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard read == 0, width > 0, height > 0 else { throw RenderError(tr("the card's photo is not a readable JPEG")) }
        var denominator: Int32 = 1
        while denominator < 8, Double(1) / Double(denominator * 2) >= factor { denominator *= 2 }
        let scaledWidth = (width + denominator - 1) / denominator, scaledHeight = (height + denominator - 1) / denominator
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, scaledWidth, scaledHeight)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError(tr("no memory for the photo"))
        }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        let status = bytes.withUnsafeBufferPointer {
            tjDecompress2(decoder, $0.baseAddress, UInt(bytes.count), cairo_image_surface_get_data(surface),
                          scaledWidth, stride, scaledHeight, Int32(TJPF_BGRA.rawValue), 0)
        }
        guard status == 0 else {
            cairo_surface_destroy(surface)
            throw RenderError(tr("the card's photo could not be decoded: %@", String(cString: tjGetErrorStr2(decoder))))
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// cairo's own PNG reader, fed from memory.
    private static func png(_ bytes: [UInt8]) throws -> OpaquePointer {
        let reader = PNGBytes(bytes)
        let surface = cairo_image_surface_create_from_png_stream({ context, data, length in
            guard let context, let data else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<PNGBytes>.fromOpaque(context).takeUnretainedValue()
            return reader.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(reader).toOpaque())!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError(tr("the card's photo is not a readable PNG"))
        }
        return surface
    }
}

/// PNG bytes read in order by cairo's stream reader.
private final class PNGBytes {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: count) }
        offset += count
        return true
    }
}
