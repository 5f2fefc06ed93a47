extension RecipeCard {
    /// Name, description, ingredients (with their group headings), method (with its section headings) and
    /// notes as clean text, one piece per line: no front matter, no markup,
    /// never the photo. What Baloo gets as the card's full text (Tracker gets
    /// ``bodyText``, beside its title and description properties).
    public var plainText: String {
        ([title] + (summary.isEmpty ? [] : [summary]) + bodyLines).joined(separator: "\n")
    }

    /// The full text past the name and description: ingredients, method and
    /// notes, as in ``plainText``. For an index that holds the name and the
    /// description in full-text properties of their own.
    public var bodyText: String {
        bodyLines.joined(separator: "\n")
    }

    private var bodyLines: [String] {
        var parts: [String] = []
        for run in HeadedRuns.of(ingredients, heading: \.group) {
            if let heading = run.heading { parts.append(heading) }
            parts += run.items.map(\.text)
        }
        var section: String?
        for step in steps {
            if let heading = step.section, heading != section { parts.append(heading) }
            section = step.section
            parts.append(step.text)
        }
        if !notes.isEmpty { parts.append(notes) }
        return parts
    }
}
