import LarderModel

/// Ingredients gathered in order with the group each belongs to, as apps
/// mark groups: a heading of their own markup (a sub-header element, a
/// bold paragraph, a `, NAME` line) or a line the user typed as a heading
/// ("For the sauce:"). A heading names the lines after it, until the next
/// heading or ``endGroup()``.
struct IngredientGroups {
    /// Lines kept per recipe, as the other readers keep.
    static let maximumLines = 2_000

    private(set) var ingredients: [Ingredient] = []
    private var group: String?

    /// Starts the group `heading` (a trailing colon and spaces dropped); an empty heading ends the group.
    mutating func heading(_ heading: String) {
        group = Self.headingText(heading)
    }

    /// Lines from here on belong to no group.
    mutating func endGroup() {
        group = nil
    }

    /// Adds `line` (trimmed; empty lines are skipped) to the current group.
    /// With `typedHeadings`, a short line ending in ":" starts a group instead.
    mutating func add(_ line: String, typedHeadings: Bool = true) {
        let text = line.trimming(" \t\r\n")
        guard !text.isEmpty, ingredients.count < Self.maximumLines else { return }
        if typedHeadings, let typed = Self.typedHeading(text) {
            group = typed
            return
        }
        ingredients.append(Ingredient(line: text, group: group))
    }

    /// "For the sauce:" → "For the sauce": a line of at most 60 characters
    /// ending in a colon, with no digit (never "Salt: 1 tsp"); nil otherwise.
    static func typedHeading(_ line: String) -> String? {
        guard line.hasSuffix(":"), line.count <= 60, !line.contains(where: \.isNumber) else { return nil }
        return headingText(line)
    }

    /// The heading without its trailing colon and spaces; nil when nothing is left.
    static func headingText(_ heading: String) -> String? {
        var text = heading.trimming(" \t\r\n")
        if text.hasSuffix(":") { text.removeLast() }
        return text.trimming(" \t").nonEmpty
    }
}
