import LarderCard
import LarderModel

/// Group headings written as lines among the others, as apps without a field
/// for them do: Nextcloud Cookbook shows a line "## Dough" as a heading,
/// Paprika a line "Dough:". Read into groups and sections, and written back.
enum HeadingLines {
    enum Style {
        /// "## Dough" (Nextcloud Cookbook).
        case markdown
        /// "Dough:" on a line of its own, without an amount (Paprika).
        case colon
    }

    /// The heading `line` is in `style`, or nil for a line that is none.
    static func heading(of line: String, style: Style) -> String? {
        switch style {
        case .markdown:
            guard line.hasPrefix("##") else { return nil }
            return line.drop { $0 == "#" }.trimming(" \t").nonEmpty
        case .colon:
            return IngredientGroups.typedHeading(line)
        }
    }

    /// `line` as a heading in `style`.
    static func line(heading: String, style: Style) -> String {
        switch style {
        case .markdown: "## " + heading
        case .colon: heading + ":"
        }
    }

    /// Ingredients from lines, each heading line starting a group.
    static func ingredients(_ lines: [String], style: Style) -> [Ingredient] {
        headed(lines, style: style).map { Ingredient(line: $0.text, group: $0.heading) }
    }

    /// Steps from their texts, each heading line starting a section.
    static func steps(_ texts: [String], style: Style) -> [MethodStep] {
        headed(texts, style: style).map { MethodStep($0.text, section: $0.heading) }
    }

    /// The lines that are no headings, each with the heading before it. A
    /// heading with no line after it (before the next, or at the end) is
    /// kept as a line: "Salt:" last in a list is an ingredient, not a group.
    private static func headed(_ lines: [String], style: Style) -> [(heading: String?, text: String)] {
        let headings = lines.map { heading(of: $0, style: style) }
        var result: [(heading: String?, text: String)] = []
        var current: String?
        for (index, line) in lines.enumerated() {
            if let heading = headings[index], index + 1 < lines.count, headings[index + 1] == nil {
                current = heading
            } else {
                result.append((current, line))
            }
        }
        return result
    }

    /// Lines with each run's heading before it (nil runs after a headed one get none: the format cannot say).
    static func lines<Item>(_ items: [Item], heading: (Item) -> String?, text: (Item) -> String, style: Style) -> [String] {
        HeadedRuns.of(items, heading: heading).flatMap { run in
            (run.heading.map { [line(heading: $0, style: style)] } ?? []) + run.items.map(text)
        }
    }
}
