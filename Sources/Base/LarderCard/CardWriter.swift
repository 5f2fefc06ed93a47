/// Writes a ``RecipeCard`` as the text of a `NAME.recipe.md` file: YAML-style
/// front matter, a Markdown body a person can read, and the photo last, as
/// base64 in an HTML comment so that Markdown viewers hide it.
///
/// The output is deterministic, and ``CardParser`` reads it back to an equal
/// card: card → text → card → text gives the same bytes.
public enum CardWriter {
    /// The full text of the card file, ending with a line break.
    public static func text(of card: RecipeCard) -> String {
        var lines: [String] = ["---"]
        func field(_ key: String, _ value: String?) {
            if let value { lines.append("\(key): \(FrontMatterScalar.encode(value))") }
        }
        func number(_ key: String, _ value: Int?) {
            if let value { lines.append("\(key): \(value)") }
        }
        lines.append("larder-card: \(RecipeCard.formatVersion)")
        field("uri", card.uri)
        field("title", card.title)
        field("category", card.category)
        field("cuisine", card.cuisine)
        if !card.tags.isEmpty { lines.append("tags: \(FrontMatterScalar.encodeSequence(card.tags))") }
        field("yield", card.yield)
        number("servings", card.servings)
        number("prep-minutes", card.prepMinutes)
        number("cook-minutes", card.cookMinutes)
        number("total-minutes", card.totalMinutes)
        if let rating = card.rating { lines.append("rating: \(rating)") }
        field("last-cooked", card.lastCooked)
        field("created", card.created)
        field("modified", card.modified)
        field("source", card.source)
        field("author", card.author)
        field("language", card.language)
        field("external-id", card.externalID)
        lines += ["---", "", "# " + MarkdownText.heading(card.title)]

        if !card.summary.isEmpty { lines += [""] + MarkdownText.block(card.summary) }
        if !card.ingredients.isEmpty {
            lines += ["", "## Ingredients", ""]
            // A group's heading as in the method; "---" ends a group before lines outside any.
            for (index, run) in HeadedRuns.of(card.ingredients, heading: \.group).enumerated() {
                if run.heading != nil || index > 0 {
                    if index > 0 { lines.append("") }
                    lines.append(run.heading.map { "### " + MarkdownText.heading($0) } ?? "---")
                    lines.append("")
                }
                for ingredient in run.items { lines += MarkdownText.item(ingredient.text, marker: "- ", indent: "  ") }
            }
        }
        if !card.steps.isEmpty {
            lines += ["", "## Method", ""]
            var section: String?
            for (index, step) in card.steps.enumerated() {
                if step.section != section {
                    if index > 0 { lines.append("") }
                    lines.append(step.section.map { "### " + MarkdownText.heading($0) } ?? "---")
                    lines.append("")
                    section = step.section
                }
                lines += MarkdownText.item(step.text, marker: "\(index + 1). ", indent: "    ")
            }
        }
        if !card.notes.isEmpty { lines += ["", "## Notes", ""] + MarkdownText.block(card.notes) }
        if let photo = card.photo {
            lines += ["", "\(CardParser.photoMarker)\(photo.mediaType) \(photo.width)x\(photo.height)"]
            lines += Base64.encode(photo.bytes)
            lines.append("-->")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
