import Foundation
import LarderModel
import LarderHTML
import LarderLocalization

/// The XML events' handler behind ``MasterCookXMLReader``: builds a recipe per
/// `<RcpE>` from `<Serv>`, `<PrpT>`, `<TTim>`, `<CatS><CatT>`, `<IngR>` (with
/// `<IPrp>`), `<DirS><DirT>`, `<Desc>`, `<Natn>`, `<Srce>`, `<AltS>`,
/// `<Yield>` and `<Note>`; the `<RTxt>` copy of the text export is skipped.
/// Stops the parse when elements nest deeper than MasterCook ever writes, or
/// after ``maximumRecipes``.
final class MasterCookXMLHandler: XMLEventHandler {
    /// Deeper nesting than this aborts the parse (MasterCook writes four levels).
    static let maximumDepth = 32
    /// Recipes a file may hold before the rest is refused.
    static let maximumRecipes = 100_000

    let now: Date
    let legacy: Bool
    private(set) var results: [Result<ImportedRecipe, ImportError>] = []
    /// Why the parse was stopped, when the handler stopped it.
    private(set) var abortReason: String?

    private var depth = 0
    /// Elements opened and not closed: more than none after the parse means the file was cut short.
    var openElements: Int { depth }
    private var recipe: Recipe?
    /// The ingredient lines as read, headings as "NAME:" (the recipe's identity is made from them).
    private var ingredientLines: [String] = []
    /// The ingredients, each in the group of the heading before it.
    private var ingredients: [Ingredient] = []
    private var group: String?
    private var categories: [String] = []
    private var notes: [String] = []
    private var yieldText: String?
    private var text = ""
    private var ingredient: (amount: String, unit: String, name: String, preparation: [String])?

    init(now: Date, legacy: Bool) {
        self.now = now
        self.legacy = legacy
    }

    func start(_ name: String, attributes: [String: String]) -> Bool {
        depth += 1
        guard depth <= Self.maximumDepth else {
            abortReason = tr("the XML nests more than %@ elements deep; MasterCook files never do", Self.maximumDepth)
            return false
        }
        text = ""
        switch name {
        case "RcpE":
            guard results.count < Self.maximumRecipes else {
                abortReason = tr("the file holds more than %@ recipes; the rest was not read", Self.maximumRecipes)
                return false
            }
            let title = clean(attributes["name"] ?? "")
            recipe = Recipe(name: String(title.prefix(500)), now: now)
            if let author = attributes["author"].map(clean)?.nonEmpty, author.lowercased() != "n/a" { recipe?.author = author }
            ingredientLines = []
            ingredients = []
            group = nil
            categories = []
            notes = []
            yieldText = nil
        case "Serv":
            if let qty = attributes["qty"].flatMap({ Int(clean($0)) }), qty > 0 { recipe?.yield = RecipeYield(text: String(qty)) }
        case "PrpT":
            recipe?.prepMinutes = minutes(attributes["elapsed"])
        case "TTim":
            recipe?.totalMinutes = minutes(attributes["elapsed"])
        case "IngR":
            ingredient = (clean(attributes["qty"] ?? ""), clean(attributes["unit"] ?? ""), clean(attributes["name"] ?? ""), [])
        case "AltS":
            let label = clean(attributes["label"] ?? "")
            let value = clean(attributes["source"] ?? attributes["url"] ?? "")
            // A web address is the recipe's source (recipes sharing one stay apart:
            // each has its own externalID, which the store matches first).
            let lowered = value.lowercased()
            if recipe?.sourceURL == nil, lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
                recipe?.sourceURL = value
            } else if !value.isEmpty {
                notes.append(label.isEmpty ? value : "\(label): \(value)")
            }
        case "Yield":
            let qty = clean(attributes["qty"] ?? "")
            // "16.000000" as 16; a number no amount is (1e60, inf) as written.
            let number = Double(qty).flatMap(AppRecipeFields.quantity) ?? qty
            yieldText = [number, clean(attributes["unit"] ?? "")].filter { !$0.isEmpty }.joined(separator: " ").nonEmpty
        default:
            break
        }
        return true
    }

    func text(_ piece: String) {
        if text.utf8.count < 1 << 20 { text += piece }
    }

    func end(_ name: String) -> Bool {
        depth -= 1
        let value = clean(text)
        text = ""
        switch name {
        case "CatT": if !value.isEmpty { categories.append(value) }
        case "IPrp": if !value.isEmpty { ingredient?.preparation.append(value) }
        case "IngR":
            if let ingredient { add(ingredient) }
            ingredient = nil
        case "DirT": if !value.isEmpty, (recipe?.steps.count ?? 0) < 2_000 { recipe?.steps.append(MethodStep(value)) }
        case "Desc": if !value.isEmpty { recipe?.summary = value }
        case "Natn": if !value.isEmpty { recipe?.cuisine = value }
        case "Srce": if !value.isEmpty { notes.append("Source: " + value) }
        case "Note": if !value.isEmpty { notes.append(value) }
        case "RcpE": finishRecipe()
        default: break
        }
        return true
    }

    private func add(_ ingredient: (amount: String, unit: String, name: String, preparation: [String])) {
        guard ingredientLines.count < 2_000 else { return }
        let heading = ingredient.name.trimming("*-= ")
        if ingredient.amount.isEmpty, ingredient.unit.isEmpty, heading != ingredient.name, !heading.isEmpty {
            // Kept as "NAME:" for the recipe's identity; a group of the lines after it.
            ingredientLines.append(heading + ":")
            group = heading
            return
        }
        var line = [ingredient.amount, ingredient.unit, ingredient.name].filter { !$0.isEmpty }.joined(separator: " ")
        if !ingredient.preparation.isEmpty { line += ", " + ingredient.preparation.joined(separator: ", ") }
        if !line.isEmpty {
            ingredientLines.append(line)
            ingredients.append(Ingredient(line: line, group: group))
        }
    }

    private func finishRecipe() {
        guard var recipe else { return }
        self.recipe = nil
        guard !recipe.name.isEmpty else {
            results.append(.failure(ImportError(.invalidRecipe, tr("a MasterCook recipe (<RcpE>) has no name"))))
            return
        }
        recipe.ingredients = ingredients
        recipe.category = categories.first
        recipe.tags = Array(categories.dropFirst())
        if recipe.yield == nil, let yieldText { recipe.yield = RecipeYield(text: yieldText) }
        recipe.notes = notes.joined(separator: "\n")
        recipe.externalID = "mastercook:" + ContentFingerprint.of([recipe.name] + ingredientLines + recipe.steps.map(\.text))
        results.append(.success(ImportedRecipe(recipe: recipe, warnings: legacy && results.isEmpty ? [LegacyText.windows1252Warning] : [])))
    }

    /// "h:mm" as minutes; nil for none or zero.
    private func minutes(_ elapsed: String?) -> Int? {
        guard let elapsed, let minutes = FreeTextDuration.minutes(elapsed), minutes > 0 else { return nil }
        return minutes
    }

    /// Whitespace runs (MasterCook's line breaks inside elements) as one space, ends trimmed.
    private func clean(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
    }
}
