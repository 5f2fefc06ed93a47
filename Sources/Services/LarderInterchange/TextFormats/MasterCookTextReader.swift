import Foundation
import LarderLocalization
import LarderModel

/// Reads MasterCook's text export (`.mxp`, or text holding it): any number of
/// recipes, each from a `*  Exported from  MasterCook  *` line to the
/// `- - - - - -` line that ends it (nutrition lines after it are skipped).
/// A recipe has its title, `Recipe By`, `Serving Size` with `Preparation
/// Time` (H:MM), `Categories` in two columns over one or more lines, then the
/// ingredient table under its dashed rule — amount (8 columns), measure (12),
/// ingredient with ` -- ` before the preparation — up to a blank line, then
/// the directions, whose paragraphs become steps. The labelled fields MasterCook
/// 6 adds after the directions (`Source:`, `Yield:`, `S(…):`, `Description:`,
/// `Notes:`) go to their fields or the notes. Linear in the input.
enum MasterCookTextReader {
    /// Recipes a file may hold before the rest is refused.
    static let maximumRecipes = 100_000

    /// Every recipe in `data`, in file order; empty when it holds none.
    static func recipes(from data: Data, now: Date) -> [Result<ImportedRecipe, ImportError>] {
        var work = 0
        return recipes(from: data, now: now, work: &work)
    }

    /// The same, adding to `work` the lines and characters its loops visit (tests check that it grows linearly).
    static func recipes(from data: Data, now: Date, work: inout Int) -> [Result<ImportedRecipe, ImportError>] {
        let (text, legacy) = LegacyText.decode(data)
        let blocks = RecipeBlocks.split(text, maximumBlocks: maximumRecipes, isHeader: isHeader, isEnd: isEndLine, work: &work)
        return blocks.enumerated().map { index, block in
            recipe(from: block.lines, legacy: legacy && index == 0, now: now, truncated: block.truncated)
        }
    }

    /// `*  Exported from  MasterCook  *`, and the variants other versions write
    /// ("MasterCook II", "MasterCook Mac", single spaces, `{ }` instead of stars).
    static func isHeader(_ line: Substring) -> Bool {
        guard line.utf8.count < 200 else { return false }
        let text = line.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return ["* exported from mastercook", "*exported from mastercook", "{ exported from mastercook"].contains { text.hasPrefix($0) }
    }

    /// `- - - - - - - - -`: dashes with single spaces, nothing else.
    private static func isEndLine(_ line: Substring) -> Bool {
        let content = line.trimming(" \t")
        return content.count >= 9 && content.hasPrefix("- - -") && content.allSatisfy { $0 == "-" || $0 == " " }
    }

    // MARK: - One recipe

    private static func recipe(from lines: [Substring], legacy: Bool, now: Date, truncated: Bool = false) -> Result<ImportedRecipe, ImportError> {
        var warnings = legacy ? [LegacyText.windows1252Warning] : []
        if truncated { warnings.append(tr("the recipe has no end line (- - - -); the file may be cut short")) }
        var index = 0
        while index < lines.count, lines[index].trimming(" \t").isEmpty { index += 1 }
        guard index < lines.count, let name = lines[index].trimming(" \t").nonEmpty, !name.hasPrefix("Recipe By") else {
            return .failure(ImportError(.invalidRecipe, tr("a MasterCook recipe has no title")))
        }
        index += 1
        var recipe = Recipe(name: String(name.prefix(500)), now: now)
        var categories: [String] = []
        var inCategories = false
        // The fields, up to the dashed rule under the ingredient table's header.
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("--------") { break }
            if let value = field(line, "Recipe By") {
                inCategories = false
                if let author = value.nonEmpty, author.lowercased() != "n/a" { recipe.author = author }
            } else if let value = field(line, "Serving Size") {
                inCategories = false
                let parts = value.components(separatedBy: "Preparation Time")
                if let servings = Int(parts[0].trimming(" \t")), servings > 0 { recipe.yield = RecipeYield(text: String(servings)) }
                if parts.count > 1, let minutes = FreeTextDuration.minutes(parts[1].trimming(" :\t")), minutes > 0 {
                    recipe.prepMinutes = minutes
                }
            } else if let value = field(line, "Categories") {
                inCategories = true
                categories += columns(value)
            } else if inCategories, line.first == " " {
                categories += columns(line.trimming(" \t"))
            } else {
                inCategories = false
            }
        }
        let kept = categories.filter { !$0.isEmpty }
        recipe.category = kept.first
        recipe.tags = Array(kept.dropFirst())
        // The ingredient table, up to a blank line.
        var table: [TableLine] = []
        while index < lines.count {
            let line = lines[index]
            if line.trimming(" \t").isEmpty { break }
            index += 1
            addIngredient(line, to: &table)
        }
        // A group heading names the lines after it, up to the next one.
        var group: String?
        recipe.ingredients = table.prefix(2_000).compactMap { line in
            if let heading = line.heading { group = heading; return nil }
            return Ingredient(line: line.text, group: group)
        }
        // Directions, then MasterCook 6's labelled fields.
        var paragraph: [String] = []
        var notes: [String] = []
        func endParagraph() {
            if !paragraph.isEmpty, recipe.steps.count < 2_000 {
                recipe.steps.append(MethodStep(JSONLDRecipeReader.withoutNumbering(paragraph.joined(separator: " "))))
            }
            paragraph = []
        }
        while index < lines.count {
            let content = lines[index].trimming(" \t")
            index += 1
            if let label = labelledField(content), index < lines.count, let value = quoted(lines[index]) {
                index += 1
                endParagraph()
                switch label.lowercased() {
                case "yield": recipe.yield = recipe.yield ?? RecipeYield(text: value)
                case "description": recipe.summary = value
                case "cuisine": recipe.cuisine = value
                // "S(Internet Address):": a web address is the recipe's source.
                case _ where recipe.sourceURL == nil && (value.lowercased().hasPrefix("http://") || value.lowercased().hasPrefix("https://")):
                    recipe.sourceURL = value
                default: notes.append("\(label.hasPrefix("S(") ? String(label.dropFirst(2).dropLast()) : label): \(value)")
                }
                continue
            }
            if content.isEmpty { endParagraph() } else { paragraph.append(content) }
        }
        endParagraph()
        recipe.notes = notes.joined(separator: "\n")
        // The table's lines as they were read before groups (headings as "NAME:"), so that the identity stays.
        recipe.externalID = "mastercook:" + ContentFingerprint.of([recipe.name] + table.prefix(2_000).map(\.text) + recipe.steps.map(\.text))
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings))
    }

    /// The value of `Name   :value`, trimmed; nil for other lines.
    private static func field(_ line: Substring, _ name: String) -> String? {
        guard line.hasPrefix(name) else { return nil }
        let rest = line.dropFirst(name.count).drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        return rest.dropFirst().trimming(" \t")
    }

    /// Categories in columns: separated by two spaces or more.
    private static func columns(_ text: String) -> [String] {
        text.components(separatedBy: "  ").map { $0.trimming(" \t") }.filter { !$0.isEmpty }
    }

    /// `Source:`, `S(Formatted for MC6):`, `Yield:` alone on a line: the label.
    private static func labelledField(_ content: String) -> String? {
        guard content.hasSuffix(":"), content.count <= 60 else { return nil }
        let label = String(content.dropLast())
        let known = ["Source", "Yield", "Description", "Notes", "Cuisine", "Copyright", "Serving Ideas", "Per Serving"]
        return known.contains(label) || (label.hasPrefix("S(") && label.hasSuffix(")")) || (label.hasPrefix("T(") && label.hasSuffix(")")) ? label : nil
    }

    /// `  "value"`: the value; nil for other lines.
    private static func quoted(_ line: Substring) -> String? {
        let content = line.trimming(" \t")
        guard content.count >= 2, content.hasPrefix("\""), content.hasSuffix("\"") else { return nil }
        return String(content.dropFirst().dropLast()).trimming(" ").nonEmpty
    }

    // MARK: - Ingredient table

    /// One line of the table as written: amount, measure, and the ingredient with its ` -- ` preparation.
    struct TableLine {
        var amount: String
        var measure: String
        var item: String

        /// The name of a `***NAME***` or `---NAME---` group heading; nil for an ingredient.
        var heading: String? {
            guard amount.isEmpty, measure.isEmpty else { return nil }
            let heading = item.trimming("*-= ")
            guard heading != item, !heading.isEmpty, item.hasPrefix("*") || item.hasPrefix("=") || (item.hasPrefix("-") && !item.hasPrefix("--")) else { return nil }
            return heading
        }

        /// "amount measure ingredient, preparation"; a group heading as "NAME:".
        var text: String {
            if let heading { return heading + ":" }
            let parts = item.components(separatedBy: "--").map { $0.trimming(" ") }
            var text = [amount, measure, parts[0]].filter { !$0.isEmpty }.joined(separator: " ")
            let preparation = parts.dropFirst().filter { !$0.isEmpty }.joined(separator: ", ")
            if !preparation.isEmpty { text += text.isEmpty ? preparation : ", " + preparation }
            return text
        }
    }

    /// One table line: amount in columns 1–8, measure in 11–22, ingredient from 25.
    /// A line with only an ingredient that the line before leaves open (a
    /// trailing comma, dash or "or", or starting with `--`) continues it.
    private static func addIngredient(_ line: Substring, to list: inout [TableLine]) {
        let chars = Array(line.prefix(2_000))
        func slice(_ start: Int, _ end: Int) -> String {
            guard start < min(end, chars.count) else { return "" }
            return String(chars[start..<min(end, chars.count)]).trimming(" \t")
        }
        let entry = TableLine(amount: slice(0, 8), measure: slice(10, 22), item: slice(24, chars.count))
        guard !entry.item.isEmpty || !entry.amount.isEmpty || !entry.measure.isEmpty else { return }
        if entry.amount.isEmpty, entry.measure.isEmpty, let last = list.last,
           entry.item.hasPrefix("--") || last.item.hasSuffix(",") || last.item.hasSuffix("-") || last.item.hasSuffix(" or") {
            list[list.count - 1].item += " " + entry.item
            return
        }
        list.append(entry)
    }
}
