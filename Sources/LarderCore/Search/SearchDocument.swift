import LarderCard

/// The text of one recipe as the full-text index sees it: one column per
/// field, plus the CJK bigrams of all of them.
package struct SearchDocument {
    package var name: String
    package var summary: String
    package var ingredients: String
    package var method: String
    package var tags: String
    package var category: String
    package var notes: String
    package var cjk: String
    /// The CJK bigrams of the name alone, for the name index.
    package var nameCJK: String

    package init(_ recipe: Recipe) {
        name = recipe.name
        summary = recipe.summary
        ingredients = Self.lines(recipe.ingredients, heading: \.group, text: \.line)
        method = Self.lines(recipe.steps, heading: \.section, text: \.text)
        tags = recipe.tags.joined(separator: ", ")
        category = [recipe.category, recipe.cuisine].compactMap { $0 }.joined(separator: ", ")
        notes = recipe.notes
        nameCJK = CJKText.indexText(name)
        let all = [name, summary, ingredients, method, tags, category, notes]
        cjk = all.map(CJKText.indexText).filter { !$0.isEmpty }.joined(separator: " ")
        for path in [\SearchDocument.name, \.summary, \.ingredients, \.method, \.tags, \.category, \.notes] {
            self[keyPath: path] = Ligatures.expand(self[keyPath: path])
        }
    }

    /// Items one per line, each run's heading on a line before it (a heading's words are searched too).
    private static func lines<Item>(_ items: [Item], heading: (Item) -> String?, text: (Item) -> String) -> String {
        HeadedRuns.of(items, heading: heading).flatMap { run in (run.heading.map { [$0] } ?? []) + run.items.map(text) }
            .joined(separator: "\n")
    }
}
