import CPangoCairo
import Glibc
import LarderCard
import LarderLocalization
import Synchronization

/// A recipe laid out as pages for a document viewer (Evince, and GNOME's
/// space-bar previewer through it): drawn once by the same code as `larder
/// preview`'s PDF, each page onto a recording surface of its own. A page is
/// replayed when the viewer asks, at whatever scale it asks, so text, rules
/// and the photo's edges stay sharp at every zoom and HiDPI scale. Text
/// positions are kept for selecting and finding.
public final class CardPages {
    /// The page's width in points (A4 or Letter): what the viewer shows before zooming.
    public let pageWidth: Double
    /// The page's height in points.
    public let pageHeight: Double
    /// How many pages the recipe takes (at least 1).
    public var count: Int { recordings.surfaces.count }
    /// The recipe's title (the viewer's window title).
    public let title: String
    /// The card's dates, as written on it (ISO 8601).
    public let created: String?, modified: String?
    /// Each page's text and its characters' boxes.
    public let text: PageTextMap
    private let recordings: PageRecordings

    /// At most this many characters of a card are laid out: a hostile card of
    /// megabytes would otherwise hold the viewer for seconds. About 60 pages.
    public static let characterBudget = 200_000

    /// The font maps of every layout in this process, one layout at a time
    /// (Pango's font maps are not thread-safe, and a document viewer loads
    /// documents on worker threads). Kept: a font map made per card would
    /// leave some of fontconfig's memory behind each time.
    nonisolated(unsafe) private static let fonts = FontMapCache(inHostProcess: true)
    private static let layoutLock = Mutex(())

    /// `card` laid out on `paper`.
    public convenience init(_ card: RecipeCard, paper: SheetRenderer.Paper = .a4) throws {
        try self.init(laidOut: Self.bounded(card), paper: paper)
    }

    /// One page that says why a card cannot be shown, for a viewer that must show something.
    public convenience init(problem: String, fileName: String) {
        var card = RecipeCard(uri: nil, title: tr("This recipe card cannot be shown"))
        card.summary = "\(fileName): \(problem)"
        // TRANSLATORS: `larder export --cards` and `larder export --check` are commands.
        card.notes = tr("Larder reads cards written by `larder export --cards`. Run `larder export --check` in the card folder to see what is wrong with it.")
        // A card without photo or text of the user's cannot fail to draw.
        try! self.init(laidOut: card, paper: .a4)
    }

    private init(laidOut card: RecipeCard, paper: SheetRenderer.Paper) throws {
        (pageWidth, pageHeight) = paper.size
        title = card.title
        created = card.created
        modified = card.modified
        // A photo that cannot be decoded is left out: the recipe still shows.
        let photo = try? card.photo.map { try PhotoSurface($0, cover: (1024, 1024)) }
        let pages = PageRecordings(width: pageWidth, height: pageHeight)
        let map = PageTextMap()
        let (width, height) = (pageWidth, pageHeight)
        _ = try Self.layoutLock.withLock { _ in
            try SheetRenderer().draw(card, photo: photo, on: pages.newSurface(), pageWidth: width,
                                     pagination: .nextSurface(height: height, next: pages.newContext), textMap: map, fonts: Self.fonts)
        }
        try pages.finish()
        recordings = pages
        text = map
    }

    /// Page `index` (from 0) drawn on white into a new ARGB32 image of `width` ×
    /// `height` pixels (the page upright), turned clockwise by `rotation` degrees
    /// (0, 90, 180 or 270; a quarter turn swaps the image's sides). The caller
    /// destroys the surface; its status says whether cairo had the memory.
    public func render(page index: Int, width: Int, height: Int, rotation: Int) -> OpaquePointer {
        let turn = ((rotation % 360) + 360) % 360 / 90
        let (imageWidth, imageHeight) = turn % 2 == 0 ? (width, height) : (height, width)
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, imageWidth)), Int32(max(1, imageHeight)))!
        let cairo = cairo_create(image)!
        defer { cairo_destroy(cairo) }
        switch turn {
        case 1: cairo_translate(cairo, Double(imageWidth), 0)
        case 2: cairo_translate(cairo, Double(imageWidth), Double(imageHeight))
        case 3: cairo_translate(cairo, 0, Double(imageHeight))
        default: break
        }
        cairo_rotate(cairo, Double(turn) * .pi / 2)
        cairo_scale(cairo, Double(width) / pageWidth, Double(height) / pageHeight)
        RGBA.white.set(on: cairo)
        cairo_paint(cairo)
        draw(page: index, on: cairo)
        return image
    }

    /// Draws page `index` (from 0) on `cairo`, whose units are the page's
    /// points with the origin at its top-left corner: for printing, where
    /// text stays text and the paper is already white.
    public func draw(page index: Int, on cairo: OpaquePointer) {
        guard recordings.surfaces.indices.contains(index) else { return }
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, 0, pageWidth, pageHeight)
        cairo_clip(cairo)
        cairo_set_source_surface(cairo, recordings.surfaces[index], 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Draws `selection` of page `index` into `surface` (made when NULL: an
    /// ARGB32 image of `width` × `height` pixels, the page upright), cleared
    /// first: the selected characters' boxes in `base`, the page's ink inside
    /// them in `text`. A viewer lays it over the page it rendered.
    public func drawSelection(_ selection: PageTextSelection, page index: Int, width: Int, height: Int,
                              text: (Double, Double, Double, Double), base: (Double, Double, Double, Double), into surface: OpaquePointer?) -> OpaquePointer {
        let image = surface ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, width)), Int32(max(1, height)))!
        let cairo = cairo_create(image)!
        defer { cairo_destroy(cairo) }
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        guard recordings.surfaces.indices.contains(index), !selection.boxes.isEmpty else { return image }
        cairo_scale(cairo, Double(width) / pageWidth, Double(height) / pageHeight)
        for box in selection.boxes {
            cairo_rectangle(cairo, box.x1, box.y1, box.x2 - box.x1, box.y2 - box.y1)
        }
        cairo_clip(cairo)
        cairo_set_source_rgba(cairo, base.0, base.1, base.2, base.3)
        cairo_paint(cairo)
        cairo_set_source_rgba(cairo, text.0, text.1, text.2, text.3)
        cairo_mask_surface(cairo, recordings.surfaces[index], 0, 0)
        return image
    }

    /// The card with at most `budget` characters of text, cut at a whole
    /// item; a last note says the rest is not shown. Linear in the card.
    public static func bounded(_ card: RecipeCard, budget: Int = characterBudget) -> RecipeCard {
        var budget = budget
        var cut = false
        func take(_ text: String) -> String? {
            guard !cut else { return nil }
            let length = text.unicodeScalars.count
            if length <= budget {
                budget -= length
                return text
            }
            cut = true
            return String(String.UnicodeScalarView(text.unicodeScalars.prefix(budget))) + "…"
        }
        var bounded = card
        bounded.title = take(card.title) ?? ""
        bounded.summary = take(card.summary) ?? ""
        bounded.ingredients = card.ingredients.compactMap { line in take(line.text).map { RecipeCard.Ingredient($0, group: line.group.flatMap(take)) } }
        bounded.steps = card.steps.compactMap { step in take(step.text).map { RecipeCard.Step($0, section: step.section.flatMap(take)) } }
        bounded.notes = take(card.notes) ?? ""
        if cut {
            bounded.notes += (bounded.notes.isEmpty ? "" : "\n") + tr("(This card is too long to show in full here: open it in Larder.)")
        }
        return bounded
    }
}
