import CPangoCairo
import Foundation
import LarderBaloo
import LarderCard
import LarderGLib
import LarderInterchange
import LarderKitchen
import LarderModel
import LarderRender

/// The parsers that read files from outside, each fed arbitrary bytes.
/// Each must return a value or a clear error for every input, never crash.
enum FuzzTarget: String, CaseIterable {
    /// schema.org JSON-LD files (`larder import`).
    case `import`
    /// Saved web pages: encodings, HTML, JSON-LD (strict and lenient), microdata,
    /// RDFa, the recipe plug-ins' ingredient groups, headings shown in bold.
    case page
    /// Web pages saved as one file (MHTML): MIME parts, quoted-printable, base64, then the page.
    case mhtml
    /// A page fetched from the web: its first line is the charset its server
    /// named, the rest the page; photo references resolved against its address.
    case webPage = "web-page"
    /// Recipe cards (`NAME.recipe.md`), read by the importer, Tracker, Baloo and the thumbnailer.
    case card
    /// Cooklang files (`.cook`): the parser, then the reader.
    case cooklang
    /// Meal-Master files (`.mmf`, `.mm`), one or many recipes.
    case mealmaster
    /// MasterCook text exports (`.mxp`).
    case mastercook
    /// MasterCook XML (`.mx2`), through libxml2's SAX parser.
    case mastercookXML = "mastercook-xml"
    /// Other apps' exports: zip archives (Paprika, Nextcloud Cookbook, Mealie,
    /// Tandoor, Chowdown, Copy Me That, Recipe Keeper, Plan to Eat), gzipped
    /// Paprika recipes, and the exports that are one file, recognised by
    /// content: CSV (Plan to Eat, My Recipe Box, through CSVRecords), a
    /// Copy Me That or Recipe Keeper recipes.html, a Chowdown recipe.
    case appExport = "app-export"
    /// The JSON request Baloo sends its external extractor for each card.
    case balooRequest = "baloo-request"
    /// Cards laid out as pages, as Evince and Sushi load them through Larder's backend.
    case cardPages = "card-pages"
    /// Ingredient lines and method text scaled and converted (`--servings`,
    /// `--units`), merged into a shopping list, indexed for a cookbook. The
    /// first byte chooses the language, the second the servings, the third the units.
    case quantity

    func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .import:
            let data = Data(bytes)
            Self.readAll(RecipeFileReader().read(data: data, kind: .json, baseDirectory: nil))
        case .page:
            // No base directory: a fuzzed photo path must never read a file.
            Self.readAll(RecipeFileReader().read(data: Data(bytes), kind: .html, baseDirectory: nil))
        case .mhtml:
            Self.readAll(RecipeFileReader().read(data: Data(bytes), kind: .mhtml, baseDirectory: nil))
        case .webPage:
            let input = Array(bytes)
            let newline = input.firstIndex(of: 0x0A) ?? input.count
            let charset = String(decoding: input[..<newline], as: UTF8.self)
            // The same bytes as a page and as JSON, as a server may label them either way.
            let body = Array(input[min(newline + 1, input.count)...])
            let documents = [false, true].map {
                RecipeFileReader().read(webDocument: body, address: "https://example.org/recipes/page.html", charset: charset, isJSON: $0)
            }
            for document in documents {
                guard case .success(let read) = document else { continue }
                for case .success(let imported) in read.recipes {
                    // A photo left to fetch is always an absolute web address; the source, the page's site.
                    precondition(imported.photoAddress.map(WebAddress.isWeb) ?? true, "a photo address that is not http or https")
                    precondition(imported.recipe.sourceURL.flatMap(WebAddress.host(of:)) == "example.org", "a source on another site")
                }
            }
        case .cooklang, .mealmaster, .mastercook, .mastercookXML:
            let kinds: [Self: RecipeFileReader.Kind] = [.cooklang: .cooklang, .mealmaster: .mealMaster, .mastercook: .masterCookText, .mastercookXML: .masterCookXML]
            Self.readAll(RecipeFileReader().read(data: Data(bytes), kind: kinds[self]!, baseDirectory: nil))
        case .appExport:
            let data = Data(bytes)
            let reader = RecipeFileReader()
            for kind in [RecipeFileReader.Kind(sniffingData: data), .zip] {
                guard case .success(let document) = reader.read(data: data, kind: kind, baseDirectory: nil) else { continue }
                for case .success(let imported) in document.recipes {
                    _ = imported.recipe.ingredients.count + imported.recipe.steps.count
                }
            }
        case .balooRequest:
            if let request = try? ExtractorRequest(json: Array(bytes)) {
                precondition(!request.path.isEmpty, "a request parsed without a path")
            }
        case .cardPages:
            let pages = (try? CardParser.parse(bytes)).flatMap { try? CardPages($0) } ?? CardPages(problem: "not a card", fileName: "fuzz.recipe.md")
            for page in pages.text.pages {
                precondition(page.text.unicodeScalars.count == page.boxes.count, "a page's text and its boxes differ in count")
            }
            cairo_surface_destroy(pages.render(page: pages.count - 1, width: 60, height: 85, rotation: 90))
            // A drag over the whole first page, by words: what a viewer selects and draws.
            let page = pages.text.page(0)
            let all = PageTextSelection(on: page, from: (0, 0), to: (pages.pageWidth, pages.pageHeight), style: .words)
            precondition(all.range == 0..<page.boxes.count, "a drag over the whole page does not select all of it")
            cairo_surface_destroy(pages.drawSelection(all, page: 0, width: 60, height: 85, text: (1, 1, 1, 1), base: (0, 0, 1, 1), into: nil))
        case .quantity:
            Self.quantities(Array(bytes))
        case .card:
            if let card = try? CardParser.parse(bytes) {
                // What parses must write and parse back to the same card.
                let again = try? CardParser.parse(Array(CardWriter.text(of: card).utf8))
                precondition(again == card, "a parsed card does not survive writing and parsing again")
                // What Baloo's extractor answers for it: the clean text and the CJK terms.
                precondition(BalooExtractor.reply(for: card).last == 0x0A, "a reply without its end of line")
            }
        }
    }

    /// Every way Larder reads and rewrites a quantity, on every line of the input.
    private static func quantities(_ input: [UInt8]) {
        let languages = ["en", "de", "fr", "it", "ru", "ja", "zh"]
        let language = languages[Int(input.first ?? 0) % languages.count]
        let servings = Int(input.dropFirst().first ?? 4) % 40 + 1
        let system = [nil, MeasureSystem.metric, .us][Int(input.dropFirst(2).first ?? 0) % 3]
        let text = String(decoding: input.dropFirst(3), as: UTF8.self)
        var recipe = Recipe(name: "Fuzz")
        recipe.language = language
        recipe.yield = RecipeYield(text: String(text.prefix(40)))
        recipe.ingredients = text.split(separator: "\n", omittingEmptySubsequences: true).map { Ingredient(line: String($0)) }
        recipe.steps = [MethodStep(text)]
        // What `show --servings --units` shows: every line and the method, adjusted.
        guard let adjusted = try? RecipeAdjustment(servings: servings, units: system).applied(to: recipe) else { return }
        precondition(adjusted.ingredients.count == recipe.ingredients.count, "a line was lost")
        for (before, after) in zip(recipe.ingredients, adjusted.ingredients) {
            precondition(!after.line.contains("nan") || before.line.contains("nan"), "a quantity became nan: \(before.line)")
            precondition(!after.line.contains("inf") || before.line.contains("inf"), "a quantity became inf: \(before.line)")
            precondition(after.line.utf8.count <= before.line.utf8.count * 4 + 64, "a line grew out of measure: \(before.line)")
        }
        // A shopping list of the recipe twice, and its cookbook index terms.
        _ = try? ShoppingList([.init(recipe: recipe, servings: servings), .init(recipe: recipe, servings: nil)], units: system)
        _ = IndexTerms.of(recipe)
    }

    /// Reads every recipe of a document, as an import would, nameless ones sorted out.
    private static func readAll(_ result: Result<RecipeDocument, ImportError>) {
        guard case .success(let document) = result else { return }
        var nameless = NamelessRecipes()
        for result in document.recipes {
            for case .success(let imported) in nameless.pass(result) {
                _ = imported.recipe.ingredients.count + imported.recipe.steps.count
            }
        }
        _ = nameless.finish()
    }
}
