import LarderLocalization

/// The index at the end of a cookbook: every ingredient with the pages of
/// the recipes that use it, then every category with its recipes and their
/// pages, in two columns.
struct CookbookIndex {
    /// Ingredient → the recipes (by number) that use it, each once.
    private var terms: [String: [Int]] = [:]
    /// Category, case aside → its name as first written and its recipes, in book order.
    private var categories: [String: (name: String, recipes: [Int])] = [:]

    mutating func add(recipe number: Int, terms recipeTerms: [String], category: String?) {
        for term in recipeTerms where !term.isEmpty {
            if terms[term]?.last != number { terms[term, default: []].append(number) }
        }
        if let category { categories[category.lowercased(), default: (category, [])].recipes.append(number) }
    }

    /// Sorted as a reader looks things up: case aside, then as written.
    static func sorted(_ keys: some Collection<String>) -> [String] {
        keys.map { (key: $0, folded: $0.lowercased()) }.sorted { ($0.folded, $0.key) < ($1.folded, $1.key) }.map(\.key)
    }

    func draw(entries: [CookbookEntry], book: CookbookPages) {
        let columns = IndexColumns(book: book)
        // TRANSLATORS: the cookbook's index of ingredients and categories (its title and running head).
        columns.title(tr("Index"))
        // TRANSLATORS: the first part of the cookbook's index: recipes by ingredient.
        columns.heading(tr("By ingredient"))
        for term in Self.sorted(terms.keys) {
            let pages = terms[term]!.map { String(entries[$0].firstPage) }.joined(separator: ", ")
            columns.entry("\(term)  \(pages)")
        }
        // TRANSLATORS: the second part of the cookbook's index: recipes by category.
        columns.heading(tr("By category"))
        for key in Self.sorted(categories.keys) {
            let category = categories[key]!
            columns.subheading(category.name)
            for number in category.recipes {
                let entry = entries[number]
                columns.entry("\(entry.title)  \(entry.firstPage)", link: entry.destination)
            }
        }
        columns.end()
    }
}

/// Two columns of text filled top to bottom, left then right, page after page.
private final class IndexColumns {
    let book: CookbookPages
    let gutter = 18.0
    var column = 0
    var y: Double
    var top: Double
    var pageOpen = false

    init(book: CookbookPages) {
        self.book = book
        top = CookbookPages.margin
        y = top
    }

    var columnWidth: Double { (book.contentWidth - gutter) / 2 }
    var x: Double { CookbookPages.margin + Double(column) * (columnWidth + gutter) }

    private func openPage() {
        guard !pageOpen else { return }
        // TRANSLATORS: the cookbook's index of ingredients and categories (its title and running head).
        book.decorate(book.cairo, left: book.title, right: tr("Index"), page: book.pageNumber)
        pageOpen = true
    }

    /// Moves to where `height` fits: this column, the next, or a new page.
    private func place(_ height: Double) {
        openPage()
        guard y + height > book.bottom, y > top else { return }
        if column == 0 {
            column = 1
        } else {
            book.showPage()
            pageOpen = false
            openPage()
            column = 0
            top = CookbookPages.margin
        }
        y = top
    }

    func title(_ text: String) {
        openPage()
        book.text.draw(text, TextStyle(size: 24, bold: true), x: CookbookPages.margin, y: y, width: book.contentWidth)
        y += 48
        top = y
    }

    func heading(_ text: String) {
        place(60)
        if y > top { y += 10 }
        y += book.text.draw(text, TextStyle(size: 13, bold: true, color: .muted), x: x, y: y, width: columnWidth) + 6
    }

    func subheading(_ text: String) {
        place(40)
        y += 4
        y += book.text.draw(text, TextStyle(size: 10.5, bold: true), x: x, y: y, width: columnWidth) + 2
    }

    func entry(_ text: String, link destination: String? = nil) {
        let style = TextStyle(size: 9.5, lineSpacing: 0.2)
        let height = book.text.size(of: text, style, width: columnWidth - 10).height
        place(height)
        let draw = { _ = self.book.text.draw(text, style, x: self.x + 10, y: self.y, width: self.columnWidth - 10) }
        if let destination { book.link(to: destination, draw) } else { draw() }
        y += height + 2
    }

    func end() {
        if pageOpen { book.showPage() }
    }
}
