import LarderModel

/// A recipe as plain text, for the clipboard: name, description,
/// ingredients as a list, the method numbered.
enum RecipeClipboardText {
    static func text(of recipe: Recipe) -> String {
        var lines = [recipe.name]
        if !recipe.summary.isEmpty { lines += ["", recipe.summary] }
        if !recipe.ingredients.isEmpty {
            lines += [""] + recipe.ingredients.map { "- " + $0.line }
        }
        if !recipe.steps.isEmpty {
            lines += [""] + recipe.steps.enumerated().map { "\($0.offset + 1). \($0.element.text)" }
        }
        if !recipe.notes.isEmpty { lines += ["", recipe.notes] }
        return lines.joined(separator: "\n")
    }
}
