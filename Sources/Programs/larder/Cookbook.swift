import ArgumentParser
import Foundation
import LarderActions
import LarderInterchange
import LarderKitchen
import LarderLocalization
import LarderModel
import LarderRender
import LarderStore
import LarderCardFolder

extension Larder {
    struct Cookbook: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "cookbook",
            abstract: tr("Print a collection as one PDF: title page, contents, every recipe, index."),
            discussion: tr("""
                QUERY chooses the recipes by the same search as `larder search`; without it, the \
                whole collection. The book has a title page, the contents (by category, each \
                recipe with its page number, linked), every recipe from a new page as `larder \
                preview --format pdf` draws it (its photo, its headings in its own language) with \
                running heads and page numbers, and an index by ingredient and by category. The \
                PDF's outline lists the categories and their recipes.

                Recipes are laid out and drawn one at a time, so a book of thousands takes no more \
                memory than one of ten. The file appears only once it is whole.

                Examples:
                  larder cookbook -o cookbook.pdf
                  larder cookbook --category Dessert --title "Sweet things" -o desserts.pdf
                  larder cookbook soup --paper letter --units us -o soups.pdf
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("Search words choosing the recipes; none for the whole collection."), valueName: "query"))
        var query: [String] = []

        @Option(name: .shortAndLong, help: ArgumentHelp(tr("The PDF to write."), valueName: "file.pdf"))
        var output: String

        @Option(help: ArgumentHelp(tr("Only recipes of this category (as `larder list` shows it; any case)."), valueName: "category"))
        var category: String?

        @Option(help: ArgumentHelp(tr("The paper size."), valueName: "a4|letter"))
        var paper: String = "a4"

        @Option(help: ArgumentHelp(tr("The book's title (default: the category, or \"Cookbook\")."), valueName: "title"))
        var title: String?

        @Option(help: ArgumentHelp(tr("Convert every recipe's measures: metric or us."), valueName: "metric|us"))
        var units: MeasureSystem?

        @Flag(help: ArgumentHelp(tr("Print what was written as JSON, for scripts.")))
        var json = false

        func validate() throws {
            if SheetRenderer.Paper(rawValue: paper.lowercased()) == nil { throw ValidationError(tr("--paper must be a4 or letter, not %@", paper)) }
            if output.isEmpty { throw ValidationError(tr("-o needs a file name")) }
            if let title, title.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError(tr("--title must not be empty")) }
        }

        func run() throws {
            // Writable, as for preview: a photo downscaled for its first page is kept for the next book.
            let store = try storeOptions.open()
            let chosen = try CLIError.wrapping { try CookbookSelection.recipes(in: store, query: query, category: category) }
            guard !chosen.isEmpty else {
                let words = query.joined(separator: " ")
                let message: String
                switch (query.isEmpty, category) {
                case (true, nil):
                    message = tr("The collection has no recipes yet")
                case (false, nil):
                    // TRANSLATORS: %@ is the search words.
                    message = tr("No recipes match “%@”", words)
                case (true, let category?):
                    // TRANSLATORS: %@ is a category as typed.
                    message = tr("No recipes are in the category “%@”", category)
                case (false, let category?):
                    // TRANSLATORS: %1$@ is the search words, %2$@ a category as typed.
                    message = tr("No recipes match “%@” and are in the category “%@”", words, category)
                }
                throw CLIError(message, exitCode: CLIError.notFoundCode)
            }
            // The category as the recipes write it, not as typed.
            // TRANSLATORS: the title of a cookbook PDF made without a title or a category.
            let bookTitle = title ?? (category == nil ? nil : chosen.first?.category) ?? tr("Cookbook")
            let renderer = CookbookRenderer(title: bookTitle, paper: SheetRenderer.Paper(rawValue: paper.lowercased()) ?? .a4)
            let adjustment = RecipeAdjustment(units: units)
            let temporary = Self.temporaryPath(beside: output)
            // TRANSLATORS: follows the progress bar's count, as in "12/40 recipes".
            let bar = ProgressBar(total: chosen.count, label: tr("recipes"), enabled: Output.isTerminal(2) && !json)
            let summary: CookbookSummary
            do {
                summary = try renderer.write(count: chosen.count, recipe: { number in
                    guard let stored = try store.recipe(id: chosen[number].id) else {
                        // TRANSLATORS: %@ is a recipe's name.
                        throw CLIError(tr("“%@” was deleted while the cookbook was made; make it again", chosen[number].name))
                    }
                    let recipe = (try? adjustment.applied(to: stored)) ?? stored
                    let card = CardConversion.card(for: recipe, storeID: store.storeID, photo: CardPhoto.make(for: recipe, store: store))
                    return CookbookRecipe(card: card, indexTerms: IndexTerms.of(recipe))
                }, to: temporary, progress: { progress in
                    bar.update(progress.phase == .layout ? progress.done / 2 : (chosen.count + progress.done) / 2)
                })
                bar.clear()
                guard rename(temporary, output) == 0 else {
                    // TRANSLATORS: %1$@ is a file path, %2$@ the reason from the system.
                    throw CLIError(tr("Cannot write %@: %@", output, String(cString: strerror(errno))))
                }
            } catch {
                bar.clear()
                unlink(temporary)
                if let error = error as? CLIError { throw error }
                // The hidden file is the program's business: the user named the output.
                // TRANSLATORS: %@ is the error that stopped it.
                throw CLIError(tr("Cannot make the cookbook: %@", "\(error)".replacingOccurrences(of: temporary, with: output)))
            }
            if json {
                try Output.json(CookbookJSON(file: output, summary: summary, recipes: chosen))
            } else {
                // TRANSLATORS: %1$@ is the PDF file, %2$@ the number of recipes, %3$@ of pages, %4$@ and %5$@ page numbers or ranges such as 2–3.
                Output.note(tr("Wrote %@: %@ recipes on %@ pages (contents p. %@, index p. %@)", output, summary.recipes, summary.pages, Self.range(summary.contentsPages), Self.range(summary.indexPages)))
            }
        }

        static func range(_ pages: ClosedRange<Int>) -> String {
            pages.count == 1 ? "\(pages.lowerBound)" : "\(pages.lowerBound)–\(pages.upperBound)"
        }

        /// A hidden file in the output's folder, renamed over it when whole.
        static func temporaryPath(beside output: String) -> String {
            let url = URL(fileURLWithPath: output)
            return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).partial").path
        }
    }
}
