/// The text of one recipe as the full-text index sees it: one column per
/// field, plus the CJK bigrams of all of them.
struct SearchDocument {
    var name: String
    var summary: String
    var ingredients: String
    var method: String
    var tags: String
    var category: String
    var notes: String
    var cjk: String

    init(_ recipe: Recipe) {
        name = recipe.name
        summary = recipe.summary
        ingredients = recipe.ingredients.map(\.line).joined(separator: "\n")
        var methodLines: [String] = []
        var section: String?
        for step in recipe.steps {
            if let heading = step.section, heading != section { methodLines.append(heading) }
            section = step.section
            methodLines.append(step.text)
        }
        method = methodLines.joined(separator: "\n")
        tags = recipe.tags.joined(separator: ", ")
        category = [recipe.category, recipe.cuisine].compactMap { $0 }.joined(separator: ", ")
        notes = recipe.notes
        let all = [name, summary, ingredients, method, tags, category, notes]
        cjk = all.map(CJKText.indexText).filter { !$0.isEmpty }.joined(separator: " ")
        for path in [\SearchDocument.name, \.summary, \.ingredients, \.method, \.tags, \.category, \.notes] {
            self[keyPath: path] = Ligatures.expand(self[keyPath: path])
        }
    }
}
