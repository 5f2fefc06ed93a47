import ArgumentParser
import Foundation
import LarderActions
import LarderInterchange
import LarderKitchen
import LarderModel
import LarderRender
import LarderStore
import LarderCardFolder

extension Larder {
    struct Cookbook: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "cookbook",
            abstract: "Print a collection as one PDF: title page, contents, every recipe, index.",
            discussion: """
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
                """)

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("Search words choosing the recipes; none for the whole collection.", valueName: "query"))
        var query: [String] = []

        @Option(name: .shortAndLong, help: ArgumentHelp("The PDF to write.", valueName: "file.pdf"))
        var output: String

        @Option(help: ArgumentHelp("Only recipes of this category (as `larder list` shows it; any case).", valueName: "category"))
        var category: String?

        @Option(help: ArgumentHelp("The paper size.", valueName: "a4|letter"))
        var paper: String = "a4"

        @Option(help: ArgumentHelp("The book's title (default: the category, or \"Cookbook\").", valueName: "title"))
        var title: String?

        @Option(help: ArgumentHelp("Convert every recipe's measures: metric or us.", valueName: "metric|us"))
        var units: MeasureSystem?

        @Flag(help: "Print what was written as JSON, for scripts.")
        var json = false

        func validate() throws {
            if SheetRenderer.Paper(rawValue: paper.lowercased()) == nil { throw ValidationError("--paper must be a4 or letter, not \(paper)") }
            if output.isEmpty { throw ValidationError("-o needs a file name") }
            if let title, title.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--title must not be empty") }
        }

        func run() throws {
            // Writable, as for preview: a photo downscaled for its first page is kept for the next book.
            let store = try storeOptions.open()
            let chosen = try CLIError.wrapping { try CookbookSelection.recipes(in: store, query: query, category: category) }
            guard !chosen.isEmpty else {
                let what = [query.isEmpty ? nil : "match “\(query.joined(separator: " "))”", category.map { "are in the category “\($0)”" }]
                    .compactMap { $0 }.joined(separator: " and ")
                throw CLIError(what.isEmpty ? "The collection has no recipes yet" : "No recipes \(what)", exitCode: CLIError.notFoundCode)
            }
            // The category as the recipes write it, not as typed.
            let bookTitle = title ?? (category == nil ? nil : chosen.first?.category) ?? "Cookbook"
            let renderer = CookbookRenderer(title: bookTitle, paper: SheetRenderer.Paper(rawValue: paper.lowercased()) ?? .a4)
            let adjustment = RecipeAdjustment(units: units)
            let temporary = Self.temporaryPath(beside: output)
            let bar = ProgressBar(total: chosen.count, label: "recipes", enabled: Output.isTerminal(2) && !json)
            let summary: CookbookSummary
            do {
                summary = try renderer.write(count: chosen.count, recipe: { number in
                    guard let stored = try store.recipe(id: chosen[number].id) else {
                        throw CLIError("“\(chosen[number].name)” was deleted while the cookbook was made; make it again")
                    }
                    let recipe = (try? adjustment.applied(to: stored)) ?? stored
                    let card = CardConversion.card(for: recipe, storeID: store.storeID, photo: CardPhoto.make(for: recipe, store: store))
                    return CookbookRecipe(card: card, indexTerms: IndexTerms.of(recipe))
                }, to: temporary, progress: { progress in
                    bar.update(progress.phase == .layout ? progress.done / 2 : (chosen.count + progress.done) / 2)
                })
                bar.clear()
                guard rename(temporary, output) == 0 else {
                    throw CLIError("Cannot write \(output): \(String(cString: strerror(errno)))")
                }
            } catch {
                bar.clear()
                unlink(temporary)
                if let error = error as? CLIError { throw error }
                // The hidden file is the program's business: the user named the output.
                throw CLIError("Cannot make the cookbook: \("\(error)".replacingOccurrences(of: temporary, with: output))")
            }
            if json {
                try Output.json(CookbookJSON(file: output, summary: summary, recipes: chosen))
            } else {
                Output.note("Wrote \(output): \(summary.recipes) recipes on \(summary.pages) pages (contents p. \(Self.range(summary.contentsPages)), index p. \(Self.range(summary.indexPages)))")
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
