import Foundation
import LarderModel
import LarderHTML
import LarderLocalization

/// Copy Me That's "HTML format" export: a zip (or its unpacked folder) with
/// `recipes.html`, every recipe a `<div class="recipe">`, beside `images/`.
/// Parts are found by id and class within each recipe (ids repeat from
/// recipe to recipe, and the markup puts `<head>` before `<html>`, which
/// libxml2's parser forgives): `#name`, `#original_link`, `.recipeImage`,
/// `#description`, `.recipeCategory` (tags), `#ratingValue`, `#recipeYield`,
/// `.recipeIngredient` lines with `.recipeIngredient_subheader` headings
/// (ingredient groups), `.instruction` steps with `.instruction_subheader`
/// headings (method sections), `.recipeNote`. Copy Me That exports no IDs:
/// importing again finds each recipe by its address, else its content.
struct CopyMeThatReader: Sendable {
    var maximumPhotoSize: Int
    var now: Date

    /// `true` when the start of a page is Copy Me That's export: its own
    /// `<meta name="copymethat_class_id_version">`, else a recipe div holding
    /// `#name` and `#recipeIngredients`.
    static func isExport(_ bytes: some Collection<UInt8>) -> Bool {
        // Every saved page is asked: the bytes are searched first, text made only for a likely export.
        let prefix = Array(bytes.prefix(8192))
        if ByteSearch.contains(prefix, "copymethat_class_id_version") { return true }
        guard ByteSearch.contains(prefix, "recipeIngredients") else { return false }
        let head = String(decoding: prefix, as: UTF8.self)
        // Copy Me That writes `class = "recipe"`: spaces dropped, the markers are plain.
        let compact = String(head.unicodeScalars.filter { !$0.properties.isWhitespace })
        return compact.contains("class=\"recipe\"") && compact.contains("id=\"recipeIngredients\"") && compact.contains("id=\"name\"")
    }

    /// The recipes of `recipes.html`, named `name` in messages. Photos are
    /// looked up in `files`, relative to `folder`, the folder of the page;
    /// with no `files` (standard input) they are left out with a warning.
    func recipes(html data: Data, name: String, files: AppFiles?, folder: String) -> Result<[Result<ImportedRecipe, ImportError>], ImportError> {
        let isRecipe = { (element: HTMLElement) in element.name == "div" && element.hasClass("recipe") }
        return AppRecipePage.recipes(data, name: name, app: "Copy Me That", markup: "<div class=\"recipe\">", isRecipe: isRecipe) { division, number in
            recipe(division, number: number, name: name, files: files, folder: folder, isRecipe: isRecipe)
        }
    }

    /// The ids and classes that hold a recipe's parts.
    private static let partIDs: Set<String> = ["name", "description", "original_link", "recipeYield", "ratingValue"]
    private static let partClasses = ["recipeImage", "recipeCategory", "recipeIngredient_subheader", "recipeIngredient_spacer",
                                      "recipeIngredient_note", "recipeIngredient", "instruction_subheader", "instruction_next",
                                      "instruction", "recipeNote"]

    private func recipe(_ division: HTMLElement, number: Int, name: String, files: AppFiles?, folder: String,
                        isRecipe: (HTMLElement) -> Bool) -> Result<ImportedRecipe, ImportError> {
        var byID: [String: HTMLElement] = [:]
        var parts: [(kind: String, element: HTMLElement)] = []
        let found = division.collect(where: { element in
            element.id.map(Self.partIDs.contains) == true || Self.partClasses.contains(where: element.hasClass)
        }, stoppingAt: isRecipe)
        for element in found {
            if let id = element.id, Self.partIDs.contains(id) {
                if byID[id] == nil { byID[id] = element }
            } else if let kind = Self.partClasses.first(where: element.hasClass) {
                parts.append((kind, element))
            }
        }
        guard let title = byID["name"]?.lineText.nonEmpty else {
            // TRANSLATORS: %1$@ is the recipe's number in the file, %2$@ names the file.
            return .failure(ImportError(.invalidRecipe, tr("recipe %@ of %@ has no name", number, name)))
        }
        var warnings: [String] = []
        var photoAddress: String?
        var recipe = Recipe(name: String(title.prefix(500)), now: now)
        recipe.summary = byID["description"]?.visibleText ?? ""
        if let link = byID["original_link"] {
            recipe.sourceURL = (link[attribute: "href"]?.trimming(" \t\r\n")).flatMap(\.nonEmpty) ?? link.lineText.nonEmpty
        }
        recipe.yield = byID["recipeYield"]?.lineText.nonEmpty.map { RecipeYield(text: String($0.prefix(200))) }
        recipe.rating = AppRecipeFields.rating(byID["ratingValue"].map { .string($0.lineText) })
        var tags: [String] = []
        var ingredients = IngredientGroups()
        var steps: [MethodStep] = []
        var section: String?
        var notes: [String] = []
        var photo: String?
        for (kind, element) in parts {
            switch kind {
            case "recipeImage":
                if photo == nil { photo = element[attribute: "src"]?.trimming(" \t\r\n").nonEmpty }
            case "recipeCategory":
                let tag = element.lineText
                if !tag.isEmpty, !tag.contains("Tags:") { tags.append(tag) }
            case "recipeIngredient_subheader":
                ingredients.heading(element.lineText)
            case "recipeIngredient_spacer":
                continue
            case "recipeIngredient", "recipeIngredient_note":
                ingredients.add(element.lineText, typedHeadings: false)
            case "instruction_subheader":
                section = IngredientGroups.headingText(element.lineText)
            case "instruction_next":
                // A paragraph that goes on with the step before it.
                let text = element.visibleText
                guard !text.isEmpty else { continue }
                if steps.isEmpty { steps.append(MethodStep(text, section: section)) } else { steps[steps.count - 1].text += "\n" + text }
            case "instruction":
                let text = element.visibleText
                if !text.isEmpty, steps.count < 2_000 { steps.append(MethodStep(text, section: section)) }
            default:  // recipeNote
                let text = element.visibleText
                if !text.isEmpty { notes.append(text) }
            }
        }
        recipe.tags = AppRecipeFields.unique(tags)
        recipe.ingredients = ingredients.ingredients
        recipe.steps = steps
        recipe.notes = notes.joined(separator: "\n")
        if let photo {
            if let files {
                recipe.photo = files.photo(photo, in: folder, limit: maximumPhotoSize, warnings: &warnings, webAddress: &photoAddress)
            } else {
                warnings.append(tr("photo %@ is a file beside the export, which standard input does not have; left out", photo))
            }
        }
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings, photoAddress: photoAddress))
    }
}
