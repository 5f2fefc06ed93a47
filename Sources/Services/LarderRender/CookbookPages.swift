import CPangoCairo
import LarderLocalization

/// The pages of a cookbook that are not recipes, and what every page has:
/// the PDF surface's own cairo context and text setter (every script's
/// fonts: the contents and index hold every recipe's name), the running
/// heads, the page numbers, the page count.
final class CookbookPages {
    let surface: OpaquePointer
    let width: Double
    let height: Double
    let title: String
    /// The number of the page being drawn, from 1 (the title page).
    private(set) var pageNumber = 1
    let cairo: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let text: TextSetter
    /// Draws the heads and numbers of recipe pages on the recipe's own context.
    private let decorationText: TextSetter

    static let margin = SheetRenderer.margin
    static let headStyle = TextStyle(size: 8.5, color: .muted, maximumLines: 1)

    init(surface: OpaquePointer, width: Double, height: Double, title: String) {
        self.surface = surface
        self.width = width
        self.height = height
        self.title = title
        cairo = cairo_create(surface)!
        fontMap = RenderFonts.makeFontMap(language: nil)
        text = TextSetter(cairo: cairo, fontMap: fontMap, language: nil)
        decorationText = TextSetter(cairo: cairo, fontMap: fontMap, language: nil)
    }

    deinit {
        cairo_destroy(cairo)
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    var contentWidth: Double { width - 2 * Self.margin }
    var bottom: Double { height - Self.margin }

    /// Ends the page drawn on this context.
    func showPage() {
        cairo_show_page(cairo)
        pageNumber += 1
    }

    /// Ends a recipe's last page: `pages` pages were drawn on its own context.
    func endPages(_ pages: Int) {
        cairo_show_page(cairo)
        pageNumber += pages
    }

    /// The book's title, large, a third of the way down, and how many recipes it holds.
    func titlePage(recipes: Int) {
        RGBA.white.set(on: cairo)
        let titleStyle = TextStyle(size: 34, bold: true, lineSpacing: 0.1)
        let y = height / 3
        let used = text.draw(title, titleStyle, x: Self.margin, y: y, width: contentWidth)
        // TRANSLATORS: on the cookbook's title page: how many recipes it holds.
        text.draw(trn("%@ recipe", "%@ recipes", recipes, recipes), TextStyle(size: 14, color: .muted), x: Self.margin, y: y + used + 14, width: contentWidth)
        showPage()
    }

    /// A page's head (`left`, and `right` against the right margin) and its number at the foot.
    func decorate(_ cairo: OpaquePointer, left: String, right: String?, page: Int, destination: String? = nil) {
        decorationText.retarget(cairo)
        if let destination { cairo_tag_begin(cairo, CAIRO_TAG_DEST, "name='\(destination)'") }
        decorationText.draw(left, Self.headStyle, x: Self.margin, y: 24, width: contentWidth * 0.6)
        if let destination { cairo_tag_end(cairo, CAIRO_TAG_DEST) }
        if let right { drawRightAligned(right, Self.headStyle, right: width - Self.margin, y: 24, with: decorationText) }
        let number = String(page)
        let numberWidth = decorationText.size(of: number, Self.headStyle, width: 100).width
        decorationText.draw(number, Self.headStyle, x: (width - numberWidth) / 2, y: height - 30, width: 100)
        decorationText.retarget(self.cairo)
    }

    /// A recipe page's head: its title (where links to it land) and its category.
    func recipeDecoration(_ cairo: OpaquePointer, entry: CookbookEntry, page: Int, isFirst: Bool) {
        decorate(cairo, left: entry.title, right: entry.category, page: page, destination: isFirst ? entry.destination : nil)
    }

    /// `string` ending at `right`; returns its width.
    @discardableResult
    func drawRightAligned(_ string: String, _ style: TextStyle, right: Double, y: Double, with setter: TextSetter? = nil) -> Double {
        let setter = setter ?? text
        let width = setter.size(of: string, style, width: contentWidth).width
        setter.draw(string, style, x: right - width, y: y, width: width + 1)
        return width
    }

    /// Makes what is drawn in `body` a link to a recipe's first page.
    func link(to destination: String, _ body: () -> Void) {
        cairo_tag_begin(cairo, CAIRO_TAG_LINK, "dest='\(destination)'")
        body()
        cairo_tag_end(cairo, CAIRO_TAG_LINK)
    }

    func finish() {}
}
