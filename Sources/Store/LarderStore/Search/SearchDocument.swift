import LarderCard
import LarderModel

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
        name = Ligatures.expand(name)
        summary = Ligatures.expand(summary)
        ingredients = Ligatures.expand(ingredients)
        method = Ligatures.expand(method)
        tags = Ligatures.expand(tags)
        category = Ligatures.expand(category)
        notes = Ligatures.expand(notes)
    }

    /// Items one per line, each run's heading on a line before it (a heading's
    /// words are searched too). Lines are gathered in one array, without an
    /// array per run, since this runs for every recipe an import saves.
    private static func lines<Item>(_ items: [Item], heading: (Item) -> String?, text: (Item) -> String) -> String {
        var lines: [String] = []
        lines.reserveCapacity(items.count)
        for run in HeadedRuns.of(items, heading: heading) {
            if let heading = run.heading { lines.append(heading) }
            for item in run.items { lines.append(text(item)) }
        }
        return lines.joined(separator: "\n")
    }
}
