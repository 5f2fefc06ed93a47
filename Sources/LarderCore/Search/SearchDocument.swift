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
        var ingredientLines: [String] = []
        var group: String?
        for ingredient in recipe.ingredients {
            if let heading = ingredient.group, heading != group { ingredientLines.append(heading) }
            group = ingredient.group
            ingredientLines.append(ingredient.line)
        }
        ingredients = ingredientLines.joined(separator: "\n")
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
        nameCJK = CJKText.indexText(name)
        let all = [name, summary, ingredients, method, tags, category, notes]
        cjk = all.map(CJKText.indexText).filter { !$0.isEmpty }.joined(separator: " ")
        for path in [\SearchDocument.name, \.summary, \.ingredients, \.method, \.tags, \.category, \.notes] {
            self[keyPath: path] = Ligatures.expand(self[keyPath: path])
        }
    }
}
