import CPangoCairo
import Glibc
import LarderCard
import LarderLocalization

/// The whole recipe as a clean sheet: photo, title, meta line, description,
/// ingredients, method (with its sections) and notes. PDF is paginated on A4
/// or Letter; PNG and SVG are one sheet as tall as the recipe needs.
public struct SheetRenderer {
    /// Paper sizes, in points.
    public enum Paper: String, CaseIterable, Sendable {
        case a4, letter

        var size: (width: Double, height: Double) {
            switch self {
            case .a4: (595.276, 841.89)
            case .letter: (612, 792)
            }
        }
    }

    /// The sheet is laid out in points on a page this wide; PNG and SVG scale it.
    static let layoutWidth = 595.276
    static let margin = 48.0

    /// A renderer; it keeps no state between calls.
    public init() {}

    /// Writes a PDF of as many pages as the recipe needs; returns the page count.
    @discardableResult
    public func writePDF(_ card: RecipeCard, paper: Paper, to path: String) throws -> Int {
        let photo = try card.photo.map { try PhotoSurface($0, cover: (1024, 1024), embeddingJPEG: true) }
        let (width, height) = paper.size
        let surface = cairo_pdf_surface_create(path, width, height)!
        defer { cairo_surface_destroy(surface) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, card.title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Larder")
        let pages = try draw(card, photo: photo, on: surface, pageWidth: width, pagination: .showPage(height: height))
        cairo_surface_finish(surface)
        try check(surface, path)
        return pages
    }

    /// Writes a PNG `width` pixels wide and at least `minimumHeight` tall.
    public func writePNG(_ card: RecipeCard, width: Int, minimumHeight: Int, to path: String) throws {
        let (recording, height) = try record(card)
        let scale = Double(width) / Self.layoutWidth
        let image = RenderedImage(width: width, height: max(minimumHeight, Int((height * scale).rounded(.up))))
        paint(recording, onto: image.surface, scale: scale)
        try image.writePNG(to: path)
    }

    /// Writes an SVG `width` units wide and at least `minimumHeight` tall (text stays text).
    public func writeSVG(_ card: RecipeCard, width: Int, minimumHeight: Int, to path: String) throws {
        let (recording, height) = try record(card)
        let scale = Double(width) / Self.layoutWidth
        let surface = cairo_svg_surface_create(path, Double(width), max(Double(minimumHeight), (height * scale).rounded(.up)))!
        defer { cairo_surface_destroy(surface) }
        paint(recording, onto: surface, scale: scale)
        cairo_surface_finish(surface)
        try check(surface, path)
    }

    /// The sheet drawn once, unpaginated, onto a recording surface; and its height.
    private func record(_ card: RecipeCard) throws -> (OpaquePointer, Double) {
        let photo = try card.photo.map { try PhotoSurface($0, cover: (1024, 1024)) }
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        var height = 0.0
        _ = try draw(card, photo: photo, on: recording, pageWidth: Self.layoutWidth, pagination: .none, measured: { height = $0 })
        return (recording, height)
    }

    private func paint(_ recording: OpaquePointer, onto surface: OpaquePointer, scale: Double) {
        defer { cairo_surface_destroy(recording) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        RGBA.white.set(on: cairo)
        cairo_paint(cairo)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, recording, 0, 0)
        cairo_paint(cairo)
    }

    private func check(_ surface: OpaquePointer, _ path: String) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            unlink(path)
            // TRANSLATORS: the first %@ is a file path, the second the reason from the drawing library (cairo).
            throw RenderError(tr("cannot write %@: %@", path, String(cString: cairo_status_to_string(status))))
        }
    }

    /// Draws the sheet; returns the number of pages. `measured` gets the content's bottom.
    /// `fonts`: font maps kept between drawings (else one is made for this one).
    func draw(_ card: RecipeCard, photo: PhotoSurface?, on surface: OpaquePointer, pageWidth: Double, pagination: SheetFlow.Pagination,
              textMap: PageTextMap? = nil, fonts: FontMapCache? = nil, decorate: ((OpaquePointer, Int) -> Void)? = nil,
              measured: (Double) -> Void = { _ in }) throws -> Int {
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        let fontMap = fonts?.fontMap(language: card.language, needsCJK: true) ?? RenderFonts.makeFontMap(language: card.language)
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        let text = TextSetter(cairo: cairo, fontMap: fontMap, language: card.language)
        let flow = SheetFlow(cairo: cairo, text: text, pageWidth: pageWidth, pagination: pagination, margin: Self.margin, textMap: textMap,
                             decorate: decorate)
        let accent = RGBA.accent(for: card.category)
        let body = TextStyle(size: 10.5, lineSpacing: 0.3)
        let heading = TextStyle(size: 13, bold: true)
        let words = RecipeHeadings.forLanguage(card.language)

        if let photo {
            flow.photo(photo, maximumHeight: 300)
            flow.space(18)
        }
        flow.paragraph(card.title, TextStyle(size: 24, bold: true, lineSpacing: 0.1))
        let meta = Self.metaLine(card)
        if !meta.isEmpty {
            flow.space(4)
            flow.paragraph(meta, TextStyle(size: 10.5, color: .muted, lineSpacing: 0.3))
        }
        if !card.summary.isEmpty {
            flow.space(10)
            flow.paragraph(card.summary, TextStyle(size: 11.5, lineSpacing: 0.35))
        }
        if !card.ingredients.isEmpty {
            flow.heading(words.ingredients, heading, accent: accent)
            for run in HeadedRuns.of(card.ingredients, heading: \.group) {
                if let name = run.heading { Self.groupHeading(name, in: flow) }
                for ingredient in run.items {
                    flow.paragraph(ingredient.text, body, indent: 14, marker: "•")
                    flow.space(2)
                }
            }
        }
        if !card.steps.isEmpty {
            flow.heading(words.method, heading, accent: accent)
            var section: String?
            var number = 0
            for step in card.steps {
                if let name = step.section, name != section { Self.groupHeading(name, in: flow) }
                section = step.section
                number += 1
                flow.paragraph(step.text, body, indent: 20, marker: "\(number).")
                flow.space(5)
            }
        }
        if !card.notes.isEmpty {
            flow.heading(words.notes, heading, accent: accent)
            for paragraph in card.notes.split(separator: "\n", omittingEmptySubsequences: true) {
                flow.paragraph(String(paragraph), body)
                flow.space(4)
            }
        }
        if let source = card.source, !source.isEmpty {
            flow.space(12)
            flow.paragraph(source, TextStyle(size: 8.5, color: .muted))
        }
        measured(flow.bottom + Self.margin)
        guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(tr("drawing failed: %@", String(cString: cairo_status_to_string(cairo_status(cairo)))))
        }
        return flow.pages
    }

    /// The heading of an ingredient group or a method section: kept with what follows it.
    private static func groupHeading(_ name: String, in flow: SheetFlow) {
        flow.keep(40)
        flow.space(4)
        flow.paragraph(name, TextStyle(size: 11, bold: true, lineSpacing: 0.3))
        flow.space(2)
    }

    /// "Dessert · French · prep 20 min · cook 45 min · total 1 h 5 min · 6 servings · by Jeanne",
    /// its words in the recipe's language.
    static func metaLine(_ card: RecipeCard) -> String {
        let words = RecipeHeadings.forLanguage(card.language)
        var parts = [card.category, card.cuisine].compactMap { $0 }
        parts += words.times(prepMinutes: card.prepMinutes, cookMinutes: card.cookMinutes, totalMinutes: card.totalMinutes)
        parts.append(RecipeFacts.yield(card.yield, servings: card.servings, language: card.language) ?? "")
        if let author = card.author, !author.isEmpty { parts.append(words.byline(author)) }
        return RecipeFacts.line(parts)
    }
}
