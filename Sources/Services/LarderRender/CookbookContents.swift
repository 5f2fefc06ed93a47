import LarderLocalization

/// The contents: the recipes by category, each with its first page on the
/// same line and linked to it. Laid out by fixed line heights, so that its
/// page count is known before any recipe page is drawn.
struct CookbookContents {
    enum Line {
        case category(String)
        case recipe(Int)
    }

    static let titleHeight = 48.0
    static let categoryHeight = 28.0
    static let recipeHeight = 17.0

    let pages: [[Line]]
    private let book: CookbookPages

    init(entries: [CookbookEntry], book: CookbookPages) {
        self.book = book
        var pages: [[Line]] = [[]]
        var y = CookbookPages.margin + Self.titleHeight
        var category: String??
        for (number, entry) in entries.enumerated() {
            if category != .some(entry.chapter) {
                category = .some(entry.chapter)
                if y + Self.categoryHeight + Self.recipeHeight > book.bottom {
                    pages.append([])
                    y = CookbookPages.margin
                }
                // TRANSLATORS: the cookbook's chapter of the recipes that have no category.
                pages[pages.count - 1].append(.category(entry.category ?? tr("Other recipes")))
                y += Self.categoryHeight
            }
            if y + Self.recipeHeight > book.bottom {
                pages.append([])
                y = CookbookPages.margin
            }
            pages[pages.count - 1].append(.recipe(number))
            y += Self.recipeHeight
        }
        self.pages = pages
    }

    var pageCount: Int { pages.count }

    func draw(_ entries: [CookbookEntry]) {
        let margin = CookbookPages.margin
        for (index, lines) in pages.enumerated() {
            // TRANSLATORS: the cookbook's table of contents (its title and running head).
            book.decorate(book.cairo, left: book.title, right: tr("Contents"), page: book.pageNumber)
            var y = margin
            if index == 0 {
                // TRANSLATORS: the cookbook's table of contents (its title and running head).
                book.text.draw(tr("Contents"), TextStyle(size: 24, bold: true), x: margin, y: y, width: book.contentWidth)
                y += Self.titleHeight
            }
            for line in lines {
                switch line {
                case .category(let name):
                    book.text.draw(name, TextStyle(size: 13, bold: true, color: RGBA.accent(for: name), maximumLines: 1),
                                   x: margin, y: y + 8, width: book.contentWidth)
                    y += Self.categoryHeight
                case .recipe(let number):
                    let entry = entries[number]
                    let style = TextStyle(size: 10.5, maximumLines: 1)
                    book.link(to: entry.destination) {
                        let numberWidth = book.drawRightAligned(String(entry.firstPage), style, right: book.width - margin, y: y)
                        book.text.draw(entry.title, style, x: margin + 12, y: y, width: book.contentWidth - 12 - numberWidth - 16)
                    }
                    y += Self.recipeHeight
                }
            }
            book.showPage()
        }
    }
}
