import Foundation
import LarderCard
import LarderModel
import LarderStore
import LarderInterchange

/// How recipes look in the terminal.
enum RecipeFormat {
    /// The first 8 characters of an ID: enough to name a recipe in `show`, `edit`, `rm`.
    static func shortID(_ id: UUID) -> String {
        String(UUIDText.string(id).prefix(8))
    }

    /// One line of `list` and `search`: short ID, name, "category · time · yield".
    static func row(_ summary: RecipeSummary) -> String {
        let meta = RecipeFacts.summary(category: summary.category, totalMinutes: summary.totalMinutes, yield: summary.yieldText,
                                       servings: summary.servings, language: summary.language)
        return meta.isEmpty ? "\(shortID(summary.id))  \(summary.name)" : "\(shortID(summary.id))  \(summary.name)  (\(meta))"
    }

    /// The whole recipe as readable text for `show`.
    static func full(_ recipe: Recipe, uri: ObjectURI) -> String {
        var lines = [recipe.name, String(repeating: "=", count: max(3, min(60, recipe.name.count)))]
        let meta = recipe.factsLine
        if !meta.isEmpty { lines.append(meta) }
        var facts: [String] = []
        if let cuisine = recipe.cuisine { facts.append("Cuisine: \(cuisine)") }
        // The labels are the program's words, in English: the times with them too.
        if let prep = recipe.prepMinutes { facts.append("Prep: \(DurationText.short(prep, language: nil))") }
        if let cook = recipe.cookMinutes { facts.append("Cook: \(DurationText.short(cook, language: nil))") }
        if let rating = recipe.rating { facts.append("Rating: \(rating)/5") }
        if !facts.isEmpty { lines.append(facts.joined(separator: "  ")) }
        if !recipe.tags.isEmpty { lines.append("Tags: " + recipe.tags.joined(separator: ", ")) }
        if !recipe.summary.isEmpty { lines += ["", recipe.summary] }
        if !recipe.ingredients.isEmpty {
            lines += ["", "Ingredients"]
            for run in HeadedRuns.of(recipe.ingredients, heading: \.group) {
                if let heading = run.heading { lines.append("  \(heading)") }
                lines += run.items.map { "  • \($0.line)" }
            }
        }
        if !recipe.steps.isEmpty {
            lines += ["", "Method"]
            var section: String?
            for (index, step) in recipe.steps.enumerated() {
                if let heading = step.section, heading != section { lines.append("  \(heading)") }
                section = step.section
                lines.append("  \(index + 1). \(step.text)")
            }
        }
        if !recipe.notes.isEmpty { lines += ["", "Notes", recipe.notes] }
        lines.append("")
        if let author = recipe.author { lines.append("Author: \(author)") }
        if let source = recipe.sourceURL { lines.append("Source: \(source)") }
        if let language = recipe.language { lines.append("Language: \(language)") }
        if let cooked = recipe.lastCooked { lines.append("Last cooked: \(DateText.string(cooked).prefix(10))") }
        if let photo = recipe.photo {
            let size = photo.width.flatMap { w in photo.height.map { "\(w)×\($0), " } } ?? ""
            lines.append("Photo: \(photo.mediaType), \(size)\(photo.data.count / 1024) KB")
        }
        lines.append("ID: \(recipe.id.uuidString.lowercased())")
        lines.append("URI: \(uri)")
        return lines.joined(separator: "\n")
    }
}
