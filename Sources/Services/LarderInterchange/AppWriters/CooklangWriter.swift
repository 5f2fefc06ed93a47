import LarderCard
import LarderModel

/// A recipe as a Cooklang `.cook` file, to leave Larder for Cooklang's tools:
/// front matter for its fields, its ingredients as paragraphs of `@` items
/// (each group under a `== Group ==` section), its steps as paragraphs, its
/// notes as `>` lines. An ingredient whose line splits into amount, unit,
/// name and note is written as Cooklang structures it (`@olive oil{2%tbsp}`,
/// which scales); any other is written whole (`@1 (14 oz) can tomatoes{}`).
/// What Cooklang cannot say is left out: line breaks inside a step or a
/// note, a line holding Cooklang's own marks.
public enum CooklangWriter {
    /// The `.cook` text of `recipe`.
    public static func text(for recipe: Recipe) -> String {
        var lines = ["---", "title: " + scalar(recipe.name)]
        func field(_ key: String, _ value: String?) {
            if let value, !value.isEmpty { lines.append("\(key): " + scalar(value)) }
        }
        field("description", oneLine(recipe.summary))
        field("servings", recipe.yield?.text)
        if !recipe.tags.isEmpty { lines.append("tags: [" + recipe.tags.map(scalar).joined(separator: ", ") + "]") }
        field("course", recipe.category)
        field("cuisine", recipe.cuisine)
        field("author", recipe.author)
        field("source", recipe.sourceURL)
        field("prep time", recipe.prepMinutes.map { "\($0) minutes" })
        field("cook time", recipe.cookMinutes.map { "\($0) minutes" })
        field("time", recipe.totalMinutes.map { "\($0) minutes" })
        field("locale", recipe.language)
        lines += ["---", ""]
        var section: String?
        func start(_ heading: String?) {
            if heading != section {
                lines += [heading.map { "== \(oneLine($0)) ==" } ?? "==", ""]
                section = heading
            }
        }
        for run in HeadedRuns.of(recipe.ingredients, heading: \.group) {
            start(run.heading)
            lines += run.items.compactMap(item)
            lines.append("")
        }
        for step in recipe.steps where !hasMarks(step.text) {
            start(step.section)
            lines += [oneLine(step.text), ""]
        }
        for paragraph in recipe.notes.components(separatedBy: "\n\n") where !oneLine(paragraph).isEmpty {
            lines += ["> " + oneLine(paragraph), ""]
        }
        return lines.joined(separator: "\n")
    }

    /// One ingredient as an `@` item; nil for a line with Cooklang's own marks in it.
    static func item(_ ingredient: Ingredient) -> String? {
        let line = oneLine(ingredient.line)
        guard !line.isEmpty, !hasMarks(line), !line.contains("{"), !line.contains("}") else { return nil }
        if let structured = structured(ingredient, line: line) { return structured }
        return "@\(line){}"
    }

    /// "@name{amount%unit}(note)" when reading it back gives `line` exactly.
    private static func structured(_ ingredient: Ingredient, line: String) -> String? {
        guard ingredient.quantity != nil, let item = ingredient.item, !item.isEmpty, !item.contains("("), !item.contains(")") else { return nil }
        let note = ingredient.note.map(oneLine)
        guard note.map({ !$0.contains("(") && !$0.contains(")") }) ?? true else { return nil }
        var amount = line
        if let range = line.range(of: item) { amount = String(line[..<range.lowerBound]) } else { return nil }
        amount = amount.trimming(" ")
        var unit = ""
        if let written = ingredient.unit, amount.hasSuffix(written) {
            unit = written
            amount = String(amount.dropLast(written.count)).trimming(" ")
        }
        guard !amount.isEmpty, !amount.contains("%") else { return nil }
        let written = "@\(item){\(amount)\(unit.isEmpty ? "" : "%" + unit)}" + (note.map { "(\($0))" } ?? "")
        let readBack = [amount, unit, item].filter { !$0.isEmpty }.joined(separator: " ") + (note.map { ", " + $0 } ?? "")
        return readBack == line ? written : nil
    }

    /// Whether `text` holds what Cooklang reads as marks (ingredients, cookware, timers, comments).
    private static func hasMarks(_ text: String) -> Bool {
        text.contains("@") || text.contains("#") || text.contains("~") || text.contains("--") || text.contains("[-")
            || text.hasPrefix("=") || text.hasPrefix(">")
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimming(" \t") }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A front matter value: quoted when YAML or Cooklang would read it otherwise.
    private static func scalar(_ text: String) -> String {
        let value = oneLine(text)
        let plain = !value.isEmpty && !value.contains(":") && !value.contains(",") && !value.contains("#")
            && !"[{\"'&*!|>%@`-".contains(value.first!) && value == value.trimming(" ")
        return plain ? value : "\"" + value.replacingAll("\"", with: "'") + "\""
    }
}
