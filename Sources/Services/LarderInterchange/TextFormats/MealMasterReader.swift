import Foundation
import LarderLocalization
import LarderModel

/// Reads Meal-Master files (`.mmf`, `.mm`, or text holding them): any number
/// of recipes, each from a `MMMMM----- Recipe via Meal-Master` (or
/// `----------`) header to a `MMMMM` (or `-----`) end line; text between
/// recipes is ignored. A recipe has `Title:`, `Categories:` and `Yield:` or
/// `Servings:` lines, then ingredients in Meal-Master's columns — a 7-character
/// quantity, a 2-character unit code, the name; `-` lines continue the name
/// above; two columns side by side (the left column is read first);
/// `MMMMM---NAME---` headings start a group — then the directions, whose
/// paragraphs become steps. Unit codes are written out ("tb" → "tablespoons").
/// Each recipe's external identifier is a fingerprint of its title and lines,
/// so that importing the same file again updates its recipes. Linear in the input.
enum MealMasterReader {
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

    /// `MMMMM----- Recipe via Meal-Master (tm) v8.02` or `---------- Recipe via Meal-Master`,
    /// indented or not (mail digests and text copied from a page indent it): it starts
    /// a recipe, and ends one whose end line is missing.
    static func isHeader(_ line: Substring) -> Bool {
        guard line.utf8.count < 200 else { return false }
        let content = line.drop { $0 == " " || $0 == "\t" }
        return (content.hasPrefix("MMMMM") || content.hasPrefix("-----")) && content.lowercased().contains("meal-master")
    }

    /// `MMMMM` or `-----` alone: the end of a recipe.
    private static func isEndLine(_ line: Substring) -> Bool {
        let content = line.trimming(" \t")
        return content == "MMMMM" || content == "-----"
    }

    // MARK: - One recipe

    /// One recipe; `legacy` adds the windows-1252 warning (given to a file's first recipe only).
    private static func recipe(from lines: [Substring], legacy: Bool, now: Date, truncated: Bool = false) -> Result<ImportedRecipe, ImportError> {
        var warnings = legacy ? [LegacyText.windows1252Warning] : []
        if truncated { warnings.append(tr("the recipe has no end line (MMMMM); the file may be cut short")) }
        var title: String?
        var categories: [String] = []
        var yield: String?
        var index = 0
        // The header fields, up to the first line that is none of them (blank lines pass).
        while index < lines.count {
            let content = lines[index].trimming(" \t")
            if let value = field(content, "Title:") {
                title = value
            } else if let value = field(content, "Categories:") {
                categories += value.split(separator: ",").map { String($0).trimming(" ") }.filter { !$0.isEmpty && $0.lowercased() != "none" }
            } else if let value = field(content, "Yield:") ?? field(content, "Servings:") {
                yield = value
            } else if !content.isEmpty {
                break
            }
            index += 1
        }
        guard let name = title?.nonEmpty else {
            // TRANSLATORS: "Title:" is the line as Meal-Master files write it.
            return .failure(ImportError(.invalidRecipe, tr("a Meal-Master recipe has no Title: line")))
        }
        var recipe = Recipe(name: String(name.prefix(500)), now: now)
        recipe.category = categories.first
        recipe.tags = Array(categories.dropFirst())
        recipe.yield = yield.flatMap(\.nonEmpty).map { RecipeYield(text: $0) }
        // Ingredients: column lines, group headings and blank lines, up to the first other line.
        // Each group heading names the lines after it, up to the next one.
        var ingredients: [Ingredient] = []
        var group: String?
        var left: [String] = []
        var right: [String] = []
        func endBlock() {
            ingredients += (left + right).map { Ingredient(line: $0, group: group) }
            left = []
            right = []
        }
        while index < lines.count {
            let line = lines[index]
            if let heading = sectionHeading(line) {
                endBlock()
                group = heading.nonEmpty
            } else if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                endBlock()
            } else if let columns = ingredientColumns(line) {
                add(columns.left, to: &left)
                if let second = columns.right {
                    // A right-hand continuation with nothing above it continues the left column.
                    if second.isContinuation, right.isEmpty, !left.isEmpty { add(second, to: &left) } else { add(second, to: &right) }
                }
            } else {
                break
            }
            index += 1
        }
        endBlock()
        recipe.ingredients = Array(ingredients.prefix(2_000))
        // Directions: paragraphs; group headings name the steps after them.
        var section: String?
        var paragraph: [String] = []
        func endParagraph() {
            if !paragraph.isEmpty, recipe.steps.count < 2_000 {
                recipe.steps.append(MethodStep(paragraph.joined(separator: " "), section: section))
            }
            paragraph = []
        }
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let heading = sectionHeading(line) {
                endParagraph()
                section = heading.nonEmpty
                continue
            }
            let content = line.trimming(" \t")
            // "~-----" lines are Meal-Master's own rule between notes and method.
            if content.isEmpty || content.allSatisfy({ $0 == "-" || $0 == "~" || $0 == "=" }) {
                endParagraph()
            } else {
                paragraph.append(content)
            }
        }
        endParagraph()
        recipe.externalID = "mealmaster:" + ContentFingerprint.of([name] + lines.map(String.init))
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings))
    }

    /// The value of a `Name:` header field, trimmed.
    private static func field(_ content: String, _ name: String) -> String? {
        guard content.count >= name.count, content.prefix(name.count).lowercased() == name.lowercased() else { return nil }
        return String(content.dropFirst(name.count)).trimming(" \t")
    }

    /// `MMMMM-----SAUCE-----` or `-----SAUCE-----`: the heading's text; nil for other lines.
    private static func sectionHeading(_ line: Substring) -> String? {
        guard line.hasPrefix("MMMMM-") || line.hasPrefix("-----") else { return nil }
        let text = line.drop { $0 == "M" || $0 == "-" }.trimming(" -\t")
        return text.isEmpty || text.count > 200 ? nil : text
    }

    // MARK: - Ingredient columns

    /// One ingredient in Meal-Master's layout.
    private struct Column {
        var quantity: String
        var unit: String
        var name: String

        /// `-more of the name above`: no quantity, no unit, a name starting with a dash.
        var isContinuation: Bool { quantity.isEmpty && unit.isEmpty && name.hasPrefix("-") }
    }

    /// The ingredient (or two) a column line holds; nil when the line is not in the layout.
    private static func ingredientColumns(_ line: Substring) -> (left: Column, right: Column?)? {
        let chars = Array(line.prefix(400))
        guard chars.count <= 200 || line.utf8.count <= 400 else { return nil }
        if chars.count > 41, let rightColumn = column(chars[41...]), let leftColumn = column(chars[..<41]) {
            return (leftColumn, rightColumn)
        }
        return column(chars[...]).map { ($0, nil) }
    }

    /// `QQQQQQQ UU name`: a quantity of digits, spaces, `.`, `/` and `-`; a unit code; a name.
    private static func column(_ chars: ArraySlice<Character>) -> Column? {
        let start = chars.startIndex
        guard chars.count >= 12, chars[start + 7] == " ", chars[start + 10] == " " else { return nil }
        let quantity = chars[start..<(start + 7)]
        guard quantity.allSatisfy({ $0 == " " || $0 == "." || $0 == "/" || $0 == "-" || ($0.isASCII && $0.isNumber) }) else { return nil }
        let code = String(chars[(start + 8)..<(start + 10)])
        guard let unit = unitNames[code] else { return nil }
        let name = String(chars[(start + 11)...]).trimming(" \t")
        guard !name.isEmpty else { return nil }
        return Column(quantity: String(quantity).trimming(" "), unit: unit, name: name)
    }

    /// A column's ingredient added to its list, or its name continued (`-softened`);
    /// a continuation with nothing above it is an ingredient of its own.
    private static func add(_ column: Column, to list: inout [String]) {
        if column.isContinuation {
            let rest = column.name.dropFirst().trimming(" ")
            if list.isEmpty { list.append(rest) } else { list[list.count - 1] += " " + rest }
            return
        }
        var unit = column.unit
        if !unit.isEmpty, let plural = pluralUnits[unit], isPlural(column.quantity) { unit = plural }
        list.append([column.quantity, unit, column.name].filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// More than one: "2", "1 1/2", "1-2"; not "1", "1/2" or "".
    private static func isPlural(_ quantity: String) -> Bool {
        guard !quantity.isEmpty, quantity != "1" else { return false }
        let words = quantity.split(whereSeparator: { $0 == " " || $0 == "-" })
        return !(words.count == 1 && words[0].contains("/"))
    }

    /// Meal-Master's unit codes, as words; "x" (per serving) and "ea" (each) read best left out.
    static let unitNames: [String: String] = [
        "  ": "", "x ": "", "ea": "", "sm": "small", "md": "medium", "lg": "large", "cn": "can", "pk": "package",
        "pn": "pinch", "dr": "drop", "ds": "dash", "ct": "carton", "bn": "bunch", "sl": "slice",
        "t ": "teaspoon", "ts": "teaspoon", "T ": "tablespoon", "tb": "tablespoon", "fl": "fluid ounce",
        "c ": "cup", "pt": "pint", "qt": "quart", "ga": "gallon", "oz": "ounce", "lb": "pound",
        "ml": "ml", "cb": "cubic cm", "cl": "cl", "dl": "dl", "l ": "l", "mg": "mg", "cg": "cg",
        "dg": "dg", "g ": "g", "kg": "kg",
    ]

    private static let pluralUnits: [String: String] = [
        "can": "cans", "package": "packages", "pinch": "pinches", "drop": "drops", "dash": "dashes",
        "carton": "cartons", "bunch": "bunches", "slice": "slices", "teaspoon": "teaspoons",
        "tablespoon": "tablespoons", "fluid ounce": "fluid ounces", "cup": "cups", "pint": "pints",
        "quart": "quarts", "gallon": "gallons", "ounce": "ounces", "pound": "pounds",
    ]
}
