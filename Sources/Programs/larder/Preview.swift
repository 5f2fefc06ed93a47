import ArgumentParser
import Foundation
import LarderCard
import LarderStore
import LarderCardFolder
import LarderInterchange
import LarderLocalization
import LarderRender

extension Larder {
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "preview",
            abstract: tr("Render a recipe as a clean, printable sheet: HTML, PDF, PNG or SVG."),
            discussion: tr("""
                RECIPE is a card file, an ID, a URI or a name. The sheet has the photo, the \
                title, a line of facts (category, times, yield), the description, the \
                ingredients, the method with its sections, and the notes.

                html: one self-contained page (the photo is inline). pdf: printable, on A4 or \
                Letter (--paper), as many pages as the recipe needs. png and svg: one sheet \
                --size W wide and at least H tall (longer recipes make it taller); default \
                1240x1754 (A4 at 150 dpi) for PNG, 595x842 for SVG.

                --servings scales the ingredients and --units converts them (and the method's \
                oven temperatures) in every format; the recipe itself is not changed.

                Examples:
                  larder preview carbonara -o carbonara.html
                  larder preview "Buttermilk Pancakes" --servings 8 --units metric --format pdf -o pancakes.pdf
                  larder preview carbonara --format pdf --paper letter -o carbonara.pdf
                  larder preview ~/Documents/Recipes/Борщ.recipe.md --format png --size 800x1000 -o borscht.png
                """))

        enum Format: String, NamedValueArgument {
            case html, pdf, png, svg
        }

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("A recipe card file, ID, larder:// URI or name."), valueName: "recipe"))
        var target: String

        @OptionGroup var adjustmentOptions: AdjustmentOptions

        @Option(help: ArgumentHelp(tr("The output format."))) var format: Format = .html

        @Option(help: ArgumentHelp(tr("PNG and SVG: width x minimum height, e.g. 1240x1754."), valueName: "WxH"))
        var size: String?

        @Option(help: ArgumentHelp(tr("PDF: the paper size."), valueName: "a4|letter"))
        var paper: String?

        @Option(name: .shortAndLong, help: ArgumentHelp(tr("Write to this file instead of stdout."), valueName: "file"))
        var output: String?

        func validate() throws {
            if size != nil && ![.png, .svg].contains(format) { throw ValidationError(tr("--size is for --format png or svg")) }
            if paper != nil && format != .pdf { throw ValidationError(tr("--paper is for --format pdf")) }
            // TRANSLATORS: %@ is the paper size given.
            if let paper, SheetRenderer.Paper(rawValue: paper.lowercased()) == nil { throw ValidationError(tr("--paper must be a4 or letter, not %@", paper)) }
            if let size, Self.dimensions(size) == nil { throw ValidationError(tr("--size must be WIDTHxHEIGHT in pixels, from 64 to 8000 each, e.g. 1240x1754")) }
            if output == nil, [.pdf, .png].contains(format), Output.isTerminal(1) {
                // TRANSLATORS: %@ is a file format's name: pdf or png.
                throw ValidationError(tr("A %@ is binary: write it with -o FILE, or redirect stdout", format.rawValue))
            }
        }

        static func dimensions(_ text: String) -> (width: Int, height: Int)? {
            let parts = text.lowercased().split(separator: "x")
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                  (64...8000).contains(width), (64...8000).contains(height) else { return nil }
            return (width, height)
        }

        func run() throws {
            let store = try storeOptions.open()
            let recipe = try adjustmentOptions.applied(to: RecipeArgument.recipe(target, in: store))
            let data: Data
            if format == .html {
                data = Data(RecipeHTML.render(recipe, uri: store.objectURI(for: recipe)).utf8)
            } else {
                let card = CardConversion.card(for: recipe, storeID: store.storeID, photo: CardPhoto.make(for: recipe, store: store))
                data = try render(card)
            }
            // TRANSLATORS: %@ is a file path.
            try Output.deliver(data, to: output, note: tr("Wrote %@", output ?? ""))
        }

        /// The sheet, drawn into a private temporary file and read back.
        private func render(_ card: RecipeCard) throws -> Data {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-preview-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("sheet.\(format.rawValue)").path
            let renderer = SheetRenderer()
            do {
                switch format {
                case .pdf:
                    try renderer.writePDF(card, paper: SheetRenderer.Paper(rawValue: (paper ?? "a4").lowercased()) ?? .a4, to: path)
                case .png:
                    let (width, height) = size.flatMap(Self.dimensions) ?? (1240, 1754)
                    try renderer.writePNG(card, width: width, minimumHeight: height, to: path)
                case .svg:
                    let (width, height) = size.flatMap(Self.dimensions) ?? (595, 842)
                    try renderer.writeSVG(card, width: width, minimumHeight: height, to: path)
                case .html:
                    break
                }
            } catch {
                // TRANSLATORS: %1$@ is a recipe's name, %2$@ the reason.
                throw CLIError(tr("Cannot draw %@: %@", card.title, String(describing: error)))
            }
            // TRANSLATORS: %@ is a file format's name: pdf, png or svg.
            guard let data = FileManager.default.contents(atPath: path) else { throw CLIError(tr("The %@ was not written", format.rawValue)) }
            return data
        }
    }
}
