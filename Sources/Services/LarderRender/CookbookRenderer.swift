import CPangoCairo
import Glibc
import LarderCard
import LarderLocalization

/// A cookbook as one PDF: a title page, the contents (each recipe with its
/// page number, linked), every recipe from a new page drawn as `larder
/// preview` draws it, with running heads and page numbers, and an index by
/// ingredient and by category. Recipes are read one at a time, twice: the
/// first pass lays each out to learn its pages (so the contents can give
/// them), the second draws it and lets it go. cairo writes each page out
/// as it ends, so memory does not grow with the book.
public struct CookbookRenderer {
    /// The title on the title page, in the running heads and the PDF's metadata.
    public let title: String
    /// A4 or Letter.
    public let paper: SheetRenderer.Paper

    /// A renderer; it keeps no state between books.
    public init(title: String, paper: SheetRenderer.Paper) {
        self.title = title
        self.paper = paper
    }

    /// Writes the cookbook of `count` recipes, the `i`th given by `recipe(i)`
    /// (in book order, the same in both passes), to `path`.
    @discardableResult
    public func write(count: Int, recipe: (Int) throws -> CookbookRecipe, to path: String,
                      progress: (CookbookProgress) -> Void = { _ in }) throws -> CookbookSummary {
        guard count > 0 else { throw RenderError(tr("a cookbook needs at least one recipe")) }
        let (width, height) = paper.size
        let fonts = FontMapCache()
        // The file first: a folder that cannot take it fails now, not after the first pass.
        let surface = cairo_pdf_surface_create(path, width, height)!
        defer { cairo_surface_destroy(surface) }
        let opened = cairo_surface_status(surface)
        guard opened == CAIRO_STATUS_SUCCESS else {
            // TRANSLATORS: the first %@ is a file path, the second the reason from the drawing library (cairo).
            throw RenderError(tr("cannot write %@: %@", path, String(cString: cairo_status_to_string(opened))))
        }

        // First pass: each recipe's pages, its index terms, its photo's fate.
        var entries: [CookbookEntry] = []
        var hasPhoto: [Bool] = []
        var index = CookbookIndex()
        entries.reserveCapacity(count)
        for number in 0..<count {
            let item = try recipe(number)
            let photo = item.card.photo.flatMap { try? PhotoSurface(measuring: $0, cover: Self.photoCover) }
            let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
            defer { cairo_surface_destroy(recording) }
            let pages = try SheetRenderer().draw(item.card, photo: photo, on: recording, pageWidth: width,
                                                 pagination: .countPages(height: height), fonts: fonts)
            entries.append(CookbookEntry(title: item.card.title, category: item.card.category, pages: pages, destination: "recipe-\(number + 1)"))
            hasPhoto.append(photo != nil)
            index.add(recipe: number, terms: item.indexTerms, category: item.card.category)
            progress(CookbookProgress(phase: .layout, done: number + 1, total: count))
        }

        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Larder")
        let book = CookbookPages(surface: surface, width: width, height: height, title: title)

        let contents = CookbookContents(entries: entries, book: book)
        var page = 2 + contents.pageCount
        for number in entries.indices {
            entries[number].firstPage = page
            page += entries[number].pages
        }

        book.titlePage(recipes: count)
        let contentsStart = book.pageNumber
        contents.draw(entries)
        let contentsEnd = book.pageNumber - 1

        // Second pass: every recipe drawn, its running head and page number on each page.
        var categoryOutline: [String: Int32] = [:]
        for number in entries.indices {
            let item = try recipe(number)
            let entry = entries[number]
            guard item.card.title == entry.title else {
                // TRANSLATORS: the %@ are the names of the recipe that was there and of the one there now.
                throw RenderError(tr("the recipes changed while the cookbook was made (%@ is now %@); make it again", entry.title, item.card.title))
            }
            var photo: PhotoSurface?
            if hasPhoto[number], let card = item.card.photo {
                photo = (try? PhotoSurface(card, cover: Self.photoCover, embeddingJPEG: true)) ?? (try? PhotoSurface(measuring: card, cover: Self.photoCover))
            }
            let first = book.pageNumber
            let pages = try SheetRenderer().draw(item.card, photo: photo, on: surface, pageWidth: width,
                                                 pagination: .showPage(height: height), fonts: fonts,
                                                 decorate: { cairo, pageInRecipe in
                book.recipeDecoration(cairo, entry: entry, page: first + pageInRecipe, isFirst: pageInRecipe == 0)
            })
            guard pages == entry.pages else {
                // TRANSLATORS: the %@ are a recipe's name, its number of pages before and its number now
                // (the English says "pages" for one page too).
                throw RenderError(trn("%@ changed while the cookbook was made (%@ pages became %@); make it again",
                                      "%@ changed while the cookbook was made (%@ pages became %@); make it again",
                                      entry.pages, entry.title, entry.pages, pages))
            }
            book.endPages(pages)
            let parent: Int32
            if let category = entry.category, let chapter = entry.chapter {
                parent = categoryOutline[chapter] ?? {
                    let id = cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), category, "dest='\(entry.destination)'", CAIRO_PDF_OUTLINE_FLAG_OPEN)
                    categoryOutline[chapter] = id
                    return id
                }()
            } else {
                parent = Int32(CAIRO_PDF_OUTLINE_ROOT)
            }
            cairo_pdf_surface_add_outline(surface, parent, entry.title, "dest='\(entry.destination)'", cairo_pdf_outline_flags_t(0))
            progress(CookbookProgress(phase: .drawing, done: number + 1, total: count))
        }

        let indexStart = book.pageNumber
        index.draw(entries: entries, book: book)
        let indexEnd = book.pageNumber - 1
        book.finish()
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            unlink(path)
            // TRANSLATORS: the first %@ is a file path, the second the reason from the drawing library (cairo).
            throw RenderError(tr("cannot write %@: %@", path, String(cString: cairo_status_to_string(status))))
        }
        return CookbookSummary(recipes: count, pages: indexEnd, contentsPages: contentsStart...contentsEnd,
                               firstRecipePage: entries[0].firstPage, indexPages: indexStart...indexEnd,
                               recipeFirstPages: entries.map(\.firstPage))
    }

    /// The size a photo is decoded to cover, as `larder preview` does.
    static let photoCover = (width: 1024.0, height: 1024.0)
}
