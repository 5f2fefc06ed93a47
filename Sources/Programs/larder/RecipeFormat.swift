import Foundation
import LarderCard
import LarderModel
import LarderStore
import LarderInterchange
import LarderLocalization

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
        if let cuisine = recipe.cuisine { facts.append(tr("Cuisine: %@", cuisine)) }
        // The labels are the program's words, in the user's language: the times with them too.
        // TRANSLATORS: %@ is the preparation time, such as "20 min".
        if let prep = recipe.prepMinutes { facts.append(tr("Prep: %@", DurationText.short(prep, language: Localization.messageLanguage))) }
        // TRANSLATORS: %@ is the cooking time, such as "1 h 30 min".
        if let cook = recipe.cookMinutes { facts.append(tr("Cook: %@", DurationText.short(cook, language: Localization.messageLanguage))) }
        // TRANSLATORS: %@ is the rating out of 5, such as "4.0".
        if let rating = recipe.rating { facts.append(tr("Rating: %@/5", rating)) }
        if !facts.isEmpty { lines.append(facts.joined(separator: "  ")) }
        if !recipe.tags.isEmpty { lines.append(tr("Tags: %@", recipe.tags.joined(separator: ", "))) }
        if !recipe.summary.isEmpty { lines += ["", recipe.summary] }
        if !recipe.ingredients.isEmpty {
            // TRANSLATORS: the heading above the recipe's ingredients.
            lines += ["", tr("Ingredients")]
            for run in HeadedRuns.of(recipe.ingredients, heading: \.group) {
                if let heading = run.heading { lines.append("  \(heading)") }
                lines += run.items.map { "  • \($0.line)" }
            }
        }
        if !recipe.steps.isEmpty {
            // TRANSLATORS: the heading above the recipe's steps.
            lines += ["", tr("Method")]
            var section: String?
            for (index, step) in recipe.steps.enumerated() {
                if let heading = step.section, heading != section { lines.append("  \(heading)") }
                section = step.section
                lines.append("  \(index + 1). \(step.text)")
            }
        }
        // TRANSLATORS: the heading above the recipe's notes.
        if !recipe.notes.isEmpty { lines += ["", tr("Notes"), recipe.notes] }
        lines.append("")
        if let author = recipe.author { lines.append(tr("Author: %@", author)) }
        // TRANSLATORS: %@ is the address the recipe came from.
        if let source = recipe.sourceURL { lines.append(tr("Source: %@", source)) }
        // TRANSLATORS: %@ is a language code, such as "fr".
        if let language = recipe.language { lines.append(tr("Language: %@", language)) }
        // TRANSLATORS: %@ is a date, such as "2026-11-22".
        if let cooked = recipe.lastCooked { lines.append(tr("Last cooked: %@", DateText.string(cooked).prefix(10))) }
        if let photo = recipe.photo {
            if let width = photo.width, let height = photo.height {
                // TRANSLATORS: %1$@ is a media type, such as "image/jpeg", %2$@ and %3$@ the width and height in pixels, %4$@ the size in kilobytes.
                lines.append(tr("Photo: %@, %@×%@, %@ KB", photo.mediaType, width, height, photo.data.count / 1024))
            } else {
                // TRANSLATORS: %1$@ is a media type, such as "image/jpeg", %2$@ the size in kilobytes.
                lines.append(tr("Photo: %@, %@ KB", photo.mediaType, photo.data.count / 1024))
            }
        }
        // TRANSLATORS: %@ is the recipe's ID.
        lines.append(tr("ID: %@", recipe.id.uuidString.lowercased()))
        // TRANSLATORS: %@ is the recipe's object URI (larder://…).
        lines.append(tr("URI: %@", uri))
        return lines.joined(separator: "\n")
    }
}
