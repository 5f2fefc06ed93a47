import Foundation
import LarderModel
import LarderHTML
import LarderLocalization

/// Recipe Keeper's ".zip file" export (or its unpacked folder): `recipes.html`,
/// every recipe a `<div class="recipe-details">` whose parts carry Recipe
/// Keeper's own `itemprop`s (without `itemscope`, so not schema.org
/// microdata), beside `images/ID_N.jpg`. The `recipeId` becomes the
/// external ID `recipekeeper:ID`, so that importing again updates. Courses
/// give the category, categories and collections the tags; the source is an
/// address when it is a link, else who gave the recipe; times are ISO 8601
/// (`PT0S` for none); a bold ingredient paragraph heads a group.
struct RecipeKeeperReader: Sendable {
    var maximumPhotoSize: Int
    var now: Date

    /// `true` when the start of a page is Recipe Keeper's export: its recipe
    /// divs and its own `recipeId` property (`recipe-details` alone is a common class).
    static func isExport(_ bytes: some Collection<UInt8>) -> Bool {
        // Every saved page is asked: searched as bytes, without making text of them.
        let head = Array(bytes.prefix(8192))
        return ByteSearch.contains(head, "class=\"recipe-details\"") && ByteSearch.contains(head, "itemprop=\"recipeId\"")
    }

    /// The recipes of `recipes.html`, named `name` in messages. Photos are
    /// looked up in `files`, relative to `folder`, the folder of the page;
    /// with no `files` (standard input) they are left out with a warning.
    func recipes(html data: Data, name: String, files: AppFiles?, folder: String) -> Result<[Result<ImportedRecipe, ImportError>], ImportError> {
        let isRecipe = { (element: HTMLElement) in element.hasClass("recipe-details") }
        return AppRecipePage.recipes(data, name: name, app: "Recipe Keeper", markup: "<div class=\"recipe-details\">", isRecipe: isRecipe) { division, number in
            recipe(division, number: number, name: name, files: files, folder: folder, isRecipe: isRecipe)
        }
    }

    private func recipe(_ division: HTMLElement, number: Int, name: String, files: AppFiles?, folder: String,
                        isRecipe: (HTMLElement) -> Bool) -> Result<ImportedRecipe, ImportError> {
        // Each property's elements in page order; the walk does not enter them (their own markup is read below).
        var properties: [String: [HTMLElement]] = [:]
        var mainPhoto: String?
        for element in division.collect(where: { $0.has("itemprop") || ($0.name == "img" && $0.hasClass("recipe-photo")) }, stoppingAt: isRecipe) {
            if element.name == "img", element.hasClass("recipe-photo"), mainPhoto == nil {
                mainPhoto = element[attribute: "src"]?.trimming(" \t\r\n").nonEmpty
            }
            for property in (element[attribute: "itemprop"] ?? "").split(whereSeparator: \.isWhitespace) {
                properties[String(property), default: []].append(element)
            }
        }
        func values(_ property: String) -> [String] {
            (properties[property] ?? []).map { PageItems.value(of: $0).split(whereSeparator: \.isWhitespace).joined(separator: " ") }.filter { !$0.isEmpty }
        }
        guard let title = values("name").first else {
            // TRANSLATORS: %1$@ is the recipe's number in the file, %2$@ names the file.
            return .failure(ImportError(.invalidRecipe, tr("recipe %@ of %@ has no name", number, name)))
        }
        var warnings: [String] = []
        var photoAddress: String?
        var recipe = Recipe(name: String(title.prefix(500)), now: now)
        if let id = values("recipeId").first { recipe.externalID = "recipekeeper:" + id }
        recipe.rating = AppRecipeFields.rating(values("recipeRating").first.map(JSON.string))
        recipe.category = values("recipeCourse").first
        recipe.tags = AppRecipeFields.unique(values("recipeCategory") + values("recipeCollection"))
        if let source = properties["recipeSource"]?.first {
            let link = source.collect { $0.name == "a" }.first.flatMap { $0[attribute: "href"]?.trimming(" \t\r\n").nonEmpty }
            let text = source.lineText
            let lower = text.lowercased()
            if let link {
                recipe.sourceURL = link
            } else if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
                recipe.sourceURL = text
            } else {
                recipe.author = text.nonEmpty
            }
        }
        recipe.yield = values("recipeYield").first.map { RecipeYield(text: String($0.prefix(200))) }
        recipe.prepMinutes = minutes(values("prepTime").first, "prepTime", warnings: &warnings)
        recipe.cookMinutes = minutes(values("cookTime").first, "cookTime", warnings: &warnings)
        var ingredients = IngredientGroups()
        for paragraph in properties["recipeIngredients"]?.first?.childElements ?? [] {
            if let heading = Self.boldHeading(paragraph) {
                ingredients.heading(heading)
            } else {
                ingredients.add(paragraph.lineText)
            }
        }
        recipe.ingredients = ingredients.ingredients
        let directions = properties["recipeDirections"]?.first?.childElements ?? []
        recipe.steps = directions.map { JSONLDRecipeReader.withoutNumbering($0.visibleText) }.filter { !$0.isEmpty }.prefix(2_000).map { MethodStep($0) }
        let notes = properties["recipeNotes"]?.first?.childElements ?? []
        recipe.notes = notes.map(\.visibleText).filter { !$0.isEmpty }.joined(separator: "\n")
        if let photo = mainPhoto ?? properties["photo0"]?.first?[attribute: "src"]?.trimming(" \t\r\n").nonEmpty {
            if let files {
                recipe.photo = files.photo(photo, in: folder, limit: maximumPhotoSize, warnings: &warnings, webAddress: &photoAddress)
            } else {
                warnings.append(tr("photo %@ is a file beside the export, which standard input does not have; left out", photo))
            }
        }
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings, photoAddress: photoAddress))
    }

    /// Minutes from an ISO 8601 duration (`PT1H5M`; `PT0S` is none), else from a time in words.
    private func minutes(_ text: String?, _ field: String, warnings: inout [String]) -> Int? {
        guard let text else { return nil }
        if let minutes = ISODuration.minutes(text) { return minutes > 0 && minutes <= 525_600 ? minutes : nil }
        return AppRecipeFields.minutes(.string(text), field, warnings: &warnings)
    }

    /// The text of a paragraph that is bold as a whole (`<p><b>For the crust</b></p>`,
    /// or `<b><i>…</i></b>`): a group heading; nil for any other paragraph.
    static func boldHeading(_ paragraph: HTMLElement) -> String? {
        var element = paragraph
        var bold = false
        while true {
            let hasText = element.children.contains { node in
                if case .text(let text) = node { return !text.allSatisfy(\.isWhitespace) }
                return false
            }
            let elements = element.childElements
            guard !hasText, elements.count == 1, ["b", "strong", "i", "em", "u", "span"].contains(elements[0].name) else { break }
            element = elements[0]
            if element.name == "b" || element.name == "strong" { bold = true }
        }
        guard bold else { return nil }
        return IngredientGroups.headingText(element.lineText)
    }
}
