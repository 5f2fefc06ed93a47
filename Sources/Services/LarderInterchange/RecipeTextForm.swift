import Foundation
import LarderLocalization
import LarderModel

/// The plain-text form of a recipe that `larder edit` opens in `$EDITOR`:
/// `Key: value` lines, then `== Description`, `== Ingredients`, `== Method`
/// and `== Notes` sections. Parsing reports the line of the first mistake.
public enum RecipeTextForm {
    /// A mistake in an edited text form, with its 1-based line number.
    public struct ParseError: Error, Equatable, CustomStringConvertible, Sendable {
        /// The 1-based line number of the mistake.
        public var line: Int
        /// What is wrong, in words for the user.
        public var message: String
        /// "line N: " followed by the message.
        public var description: String {
            // TRANSLATORS: %1$@ is a line number in the edited text form, %2$@ what is wrong on it.
            tr("line %@: %@", line, message)
        }
    }

    static let header = """
        ; Edit the recipe, save, and close the editor. Lines starting with ';' are ignored.
        ; Leave a field empty to clear it. Times are minutes; Rating is 0 to 5; dates are YYYY-MM-DD.
        ; Ingredients: one per line. Method: one step per line. In both, '-- Heading' starts a group, '--' ends it.
        """

    /// The text form of `recipe` (its photo is not part of it and is kept).
    public static func render(_ recipe: Recipe) -> String {
        var lines = [header, ""]
        func field(_ key: String, _ value: String?) { lines.append("\(key): \(value ?? "")") }
        field("Name", recipe.name)
        field("Category", recipe.category)
        field("Cuisine", recipe.cuisine)
        field("Tags", recipe.tags.joined(separator: ", "))
        field("Yield", recipe.yield?.text)
        field("Servings", recipe.yield?.servings.map(String.init))
        field("Prep minutes", recipe.prepMinutes.map(String.init))
        field("Cook minutes", recipe.cookMinutes.map(String.init))
        field("Total minutes", recipe.totalMinutes.map(String.init))
        field("Source", recipe.sourceURL)
        field("Author", recipe.author)
        field("Language", recipe.language)
        field("Rating", recipe.rating.map { $0 == $0.rounded() ? String(Int($0)) : String($0) })
        field("Last cooked", recipe.lastCooked.map(dayString))
        lines += ["", "== Description", recipe.summary, "", "== Ingredients"]
        lines += headed(recipe.ingredients.map { ($0.group, $0.line) })
        lines += ["", "== Method"]
        lines += headed(recipe.steps.map { ($0.section, $0.text) })
        lines += ["", "== Notes", recipe.notes, ""]
        return lines.joined(separator: "\n")
    }

    /// Applies an edited text form to `original` and returns the result.
    /// Fields the form leaves unchanged keep their exact original values.
    public static func parse(_ text: String, original: Recipe) throws(ParseError) -> Recipe {
        var recipe = original
        var section: String?
        var sectionLines: [String: [(Int, String)]] = [:]
        var seenName = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
            if line.hasPrefix(";") { continue }
            if line.hasPrefix("== ") || line == "==" {
                let name = line.dropFirst(2).trimming(" ").lowercased()
                guard ["description", "ingredients", "method", "notes"].contains(name) else {
                    // TRANSLATORS: %@ is the line as written. The section lines (== Description...) are what the user types: keep them in English.
                    throw ParseError(line: number, message: tr("unknown section “%@”; the sections are == Description, == Ingredients, == Method, == Notes", line))
                }
                section = name
                sectionLines[name, default: []] = []
                continue
            }
            if let section {
                sectionLines[section, default: []].append((number, line))
                continue
            }
            if line.trimming(" \t").isEmpty { continue }
            guard let colon = line.firstIndex(of: ":") else {
                // TRANSLATORS: "Name:" and "==" are what the user types in the text form: keep them in English.
                throw ParseError(line: number, message: tr("expected “Key: value” (for example “Name: Pancakes”) or a “== Section” line"))
            }
            let key = line[..<colon].trimming(" \t").lowercased()
            let value = line[line.index(after: colon)...].trimming(" \t")
            if key == "name" { seenName = true }
            try apply(key: key, value: value, line: number, to: &recipe, original: original)
        }
        guard seenName, !recipe.name.isEmpty else {
            // TRANSLATORS: "Name:" is the field the user types in the text form: keep it in English.
            throw ParseError(line: 1, message: tr("the recipe needs a “Name:” line with a name"))
        }
        recipe.summary = paragraph(sectionLines["description"])
        recipe.notes = paragraph(sectionLines["notes"])
        if let lines = sectionLines["ingredients"] {
            let edited = grouped(lines)
            let unchanged = original.ingredients.map { ($0.group.map(oneLine), oneLine($0.line)) }.elementsEqual(edited, by: ==)
            recipe.ingredients = unchanged ? original.ingredients : edited.map { Ingredient(line: $0.text, group: $0.heading) }
        }
        if let lines = sectionLines["method"] {
            let edited = grouped(lines)
            let unchanged = original.steps.map { ($0.section.map(oneLine), oneLine($0.text)) }.elementsEqual(edited, by: ==)
            recipe.steps = unchanged ? original.steps : edited.map { MethodStep($0.text, section: $0.heading) }
        }
        return recipe
    }

    private static func apply(key: String, value: String, line: Int, to recipe: inout Recipe, original: Recipe) throws(ParseError) {
        let optional = value.isEmpty ? nil : value
        func minutes() throws(ParseError) -> Int? {
            guard let optional else { return nil }
            guard let minutes = Int(optional), minutes >= 0, minutes <= 525_600 else {
                throw ParseError(line: line, message: tr("“%@” is not a number of minutes (0 to 525600)", value))
            }
            return minutes
        }
        switch key {
        case "name": recipe.name = value
        case "category": recipe.category = optional
        case "cuisine": recipe.cuisine = optional
        case "tags":
            recipe.tags = value.split(separator: ",").map { $0.trimming(" \t") }.filter { !$0.isEmpty }
        case "yield":
            let servings = recipe.yield?.servings
            recipe.yield = optional.map { RecipeYield(text: $0, servings: servings) }
            if optional != original.yield?.text { recipe.yield?.servings = optional.flatMap { RecipeYield(text: $0).servings } }
        case "servings":
            guard let optional else { recipe.yield?.servings = nil; return }
            guard let servings = Int(optional), servings > 0 else {
                throw ParseError(line: line, message: tr("“%@” is not a number of servings", value))
            }
            if recipe.yield == nil { recipe.yield = RecipeYield(text: optional) }
            recipe.yield?.servings = servings
        case "prep minutes": recipe.prepMinutes = try minutes()
        case "cook minutes": recipe.cookMinutes = try minutes()
        case "total minutes": recipe.totalMinutes = try minutes()
        case "source": recipe.sourceURL = optional
        case "author": recipe.author = optional
        case "language": recipe.language = optional
        case "rating":
            guard let optional else { recipe.rating = nil; return }
            guard let rating = Double(optional.replacingAll(",", with: ".")), (0...5).contains(rating) else {
                throw ParseError(line: line, message: tr("“%@” is not a rating from 0 to 5", value))
            }
            recipe.rating = rating
        case "last cooked":
            guard let optional else { recipe.lastCooked = nil; return }
            if let original = original.lastCooked, dayString(original) == optional { recipe.lastCooked = original; return }
            guard optional.count == 10, let date = DateText.parse(optional) else {
                // TRANSLATORS: the date must be typed as written here (YYYY-MM-DD).
                throw ParseError(line: line, message: tr("“%@” is not a date like 2026-11-22", value))
            }
            recipe.lastCooked = date
        default:
            // TRANSLATORS: %@ is the field name as typed. The field names listed are what the user types in the text form: keep them in English.
            throw ParseError(line: line, message: tr("unknown field “%@”; the fields are Name, Category, Cuisine, Tags, Yield, Servings, Prep minutes, Cook minutes, Total minutes, Source, Author, Language, Rating, Last cooked", key))
        }
    }

    /// Items one per line, each run that shares a heading after a "-- Heading"
    /// line, and a "--" line before items outside any after a run that had one.
    private static func headed(_ items: [(heading: String?, text: String)]) -> [String] {
        var lines: [String] = []
        var heading: String?
        for item in items {
            if item.heading != heading {
                lines.append(item.heading.map { "-- \(oneLine($0))" } ?? "--")
                heading = item.heading
            }
            lines.append(oneLine(item.text))
        }
        return lines
    }

    /// A section's non-blank lines as items, each with the heading of the "-- Heading" line before it.
    private static func grouped(_ lines: [(Int, String)]) -> [(heading: String?, text: String)] {
        var items: [(heading: String?, text: String)] = []
        var current: String?
        for (_, line) in lines where !line.trimming(" \t").isEmpty {
            if line.hasPrefix("--") {
                let heading = line.dropFirst(2).trimming(" \t")
                current = heading.isEmpty ? nil : heading
            } else {
                items.append((current, line.trimming(" \t")))
            }
        }
        return items
    }

    /// A section's lines as one text, without leading or trailing blank lines.
    private static func paragraph(_ lines: [(Int, String)]?) -> String {
        var texts = (lines ?? []).map(\.1)
        while texts.first?.trimming(" \t").isEmpty == true { texts.removeFirst() }
        while texts.last?.trimming(" \t").isEmpty == true { texts.removeLast() }
        return texts.joined(separator: "\n")
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func dayString(_ date: Date) -> String {
        String(DateText.string(date).prefix(10))
    }
}
