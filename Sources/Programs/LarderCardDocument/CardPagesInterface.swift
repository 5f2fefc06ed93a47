import CGLib
import CPangoCairo
import Glibc
import LarderCard
import LarderFiles
import LarderLocalization
import LarderRender

// The C functions Larder's Evince backend (Sources/Programs/LarderEvinceBackend) calls:
// a card as pages, behind an opaque handle. The backend runs inside the
// viewer's process (Evince, Sushi), so nothing here may trap: every card,
// however broken, gives pages (at worst one that says what is wrong).
// Strings and arrays handed out are g_malloc'd: the caller g_frees them.

/// The card at `path` laid out as pages; never NULL. Close it with `larder_card_pages_close`.
@_cdecl("larder_card_pages_open")
public func larderCardPagesOpen(_ path: UnsafePointer<CChar>) -> OpaquePointer {
    let file = String(cString: path)
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    let pages: CardPages
    do {
        let bytes = try FileBytes.read(file, limit: CardLimits.maximumCardBytes)
        do {
            pages = try CardPages(try CardParser.parse(bytes))
        } catch let problem as CardError {
            // TRANSLATORS: %@ says what is wrong with the card file.
            pages = CardPages(problem: tr("not a valid recipe card: %@", problem.description), fileName: fileName)
        } catch {
            // TRANSLATORS: %@ is why the card could not be drawn.
            pages = CardPages(problem: tr("cannot draw it: %@", "\(error)"), fileName: fileName)
        }
    } catch {
        // TRANSLATORS: the first %@ is the largest card size in megabytes, the second the reason.
        pages = CardPages(problem: tr("cannot read it, or it is larger than %@ MB: %@", CardLimits.maximumCardBytes >> 20, error.description), fileName: fileName)
    }
    return OpaquePointer(Unmanaged.passRetained(pages).toOpaque())
}

/// Releases the pages `larder_card_pages_open` made.
@_cdecl("larder_card_pages_close")
public func larderCardPagesClose(_ handle: OpaquePointer) {
    Unmanaged<CardPages>.fromOpaque(UnsafeRawPointer(handle)).release()
}

/// How many pages the card takes (at least 1).
@_cdecl("larder_card_pages_count")
public func larderCardPagesCount(_ handle: OpaquePointer) -> Int32 {
    Int32(pages(handle).count)
}

/// The size of every page, in points.
@_cdecl("larder_card_pages_size")
public func larderCardPagesSize(_ handle: OpaquePointer, _ width: UnsafeMutablePointer<Double>, _ height: UnsafeMutablePointer<Double>) {
    width.pointee = pages(handle).pageWidth
    height.pointee = pages(handle).pageHeight
}

/// Page `index` as a new image surface of `width` × `height` pixels, turned by `rotation` degrees.
@_cdecl("larder_card_pages_render")
public func larderCardPagesRender(_ handle: OpaquePointer, _ index: Int32, _ width: Int32, _ height: Int32, _ rotation: Int32) -> OpaquePointer {
    pages(handle).render(page: Int(index), width: Int(width), height: Int(height), rotation: Int(rotation))
}

/// Draws page `index` on `cairo` in points (printing).
@_cdecl("larder_card_pages_draw")
public func larderCardPagesDraw(_ handle: OpaquePointer, _ index: Int32, _ cairo: OpaquePointer) {
    pages(handle).draw(page: Int(index), on: cairo)
}

/// The recipe's title.
@_cdecl("larder_card_pages_title")
public func larderCardPagesTitle(_ handle: OpaquePointer) -> UnsafeMutablePointer<CChar> {
    g_strdup(pages(handle).title)
}

/// When the recipe was created (ISO 8601, as on the card), or NULL.
@_cdecl("larder_card_pages_created")
public func larderCardPagesCreated(_ handle: OpaquePointer) -> UnsafeMutablePointer<CChar>? {
    pages(handle).created.map { g_strdup($0) }
}

/// When the recipe was last changed (ISO 8601, as on the card), or NULL.
@_cdecl("larder_card_pages_modified")
public func larderCardPagesModified(_ handle: OpaquePointer) -> UnsafeMutablePointer<CChar>? {
    pages(handle).modified.map { g_strdup($0) }
}

/// The text of page `index`, one line per drawn line.
@_cdecl("larder_card_pages_text")
public func larderCardPagesText(_ handle: OpaquePointer, _ index: Int32) -> UnsafeMutablePointer<CChar> {
    g_strdup(pages(handle).text.page(Int(index)).text)
}

/// Where `needle` occurs on page `index`: `*boxes` gets x1, y1, x2, y2
/// (points) for each match on each line; returns their number.
@_cdecl("larder_card_pages_find")
public func larderCardPagesFind(_ handle: OpaquePointer, _ index: Int32, _ needle: UnsafePointer<CChar>, _ caseSensitive: Int32,
                                _ boxes: UnsafeMutablePointer<UnsafeMutablePointer<Double>?>) -> Int32 {
    let found = pages(handle).text.find(String(cString: needle), page: Int(index), caseSensitive: caseSensitive != 0)
    boxes.pointee = copy(found)
    return Int32(found.count)
}

/// The boxes of page `index`'s characters, one per character of its text:
/// `*boxes` gets x1, y1, x2, y2 (points) for each; returns their number.
@_cdecl("larder_card_pages_text_boxes")
public func larderCardPagesTextBoxes(_ handle: OpaquePointer, _ index: Int32, _ boxes: UnsafeMutablePointer<UnsafeMutablePointer<Double>?>) -> Int32 {
    let page = pages(handle).text.page(Int(index)).boxes
    boxes.pointee = copy(page)
    return Int32(page.count)
}

/// The text a drag from (points[0], points[1]) to (points[2], points[3])
/// selects on page `index` by `style` (0 characters, 1 words, 2 lines).
@_cdecl("larder_card_pages_selected_text")
public func larderCardPagesSelectedText(_ handle: OpaquePointer, _ index: Int32, _ points: UnsafePointer<Double>, _ style: Int32) -> UnsafeMutablePointer<CChar> {
    g_strdup(selection(handle, index, points, style).text)
}

/// Where that selection is, in pixels at `scale`, as a new cairo region.
@_cdecl("larder_card_pages_selection_region")
public func larderCardPagesSelectionRegion(_ handle: OpaquePointer, _ index: Int32, _ scale: Double, _ points: UnsafePointer<Double>, _ style: Int32) -> OpaquePointer {
    let region = cairo_region_create()!
    for box in selection(handle, index, points, style).boxes {
        let (left, top) = ((box.x1 * scale).rounded(.down), (box.y1 * scale).rounded(.down))
        var area = cairo_rectangle_int_t(x: Int32(clamping: Int(left)), y: Int32(clamping: Int(top)),
                                         width: Int32(clamping: Int((box.x2 * scale).rounded(.up) - left)),
                                         height: Int32(clamping: Int((box.y2 * scale).rounded(.up) - top)))
        cairo_region_union_rectangle(region, &area)
    }
    return region
}

/// Draws that selection into `*surface` (made when NULL) at `width` × `height` pixels.
@_cdecl("larder_card_pages_render_selection")
public func larderCardPagesRenderSelection(_ handle: OpaquePointer, _ index: Int32, _ width: Int32, _ height: Int32, _ points: UnsafePointer<Double>,
                                           _ style: Int32, _ text: UnsafePointer<Double>, _ base: UnsafePointer<Double>,
                                           _ surface: UnsafeMutablePointer<OpaquePointer?>) {
    surface.pointee = pages(handle).drawSelection(selection(handle, index, points, style), page: Int(index), width: Int(width), height: Int(height),
                                                  text: (text[0], text[1], text[2], text[3]), base: (base[0], base[1], base[2], base[3]),
                                                  into: surface.pointee)
}

private func selection(_ handle: OpaquePointer, _ index: Int32, _ points: UnsafePointer<Double>, _ style: Int32) -> PageTextSelection {
    PageTextSelection(on: pages(handle).text.page(Int(index)), from: (points[0], points[1]), to: (points[2], points[3]),
                      style: PageTextSelection.Style(rawValue: style) ?? .characters)
}

/// `boxes` as x1, y1, x2, y2 each, g_malloc'd; NULL when there are none.
private func copy(_ boxes: [PageTextMap.Box]) -> UnsafeMutablePointer<Double>? {
    guard !boxes.isEmpty else { return nil }
    let out = g_malloc_n(gsize(boxes.count * 4), gsize(MemoryLayout<Double>.size))!.assumingMemoryBound(to: Double.self)
    for (offset, box) in boxes.enumerated() {
        out[4 * offset] = box.x1
        out[4 * offset + 1] = box.y1
        out[4 * offset + 2] = box.x2
        out[4 * offset + 3] = box.y2
    }
    return out
}

private func pages(_ handle: OpaquePointer) -> CardPages {
    Unmanaged<CardPages>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
}
