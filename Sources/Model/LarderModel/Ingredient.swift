/// One ingredient line, as written, with what could be parsed out of it.
/// Lines that share a `group` ("For the sauce") form a group; the group's
/// heading is shown before the first of them.
public struct Ingredient: Sendable, Equatable, Codable {
    /// The heading of the group this line belongs to; nil outside any group.
    public var group: String?
    /// The line exactly as the user or the source wrote it.
    public var line: String
    /// The amount, such as 1.5 for "1 1/2" (the lower bound of a range); nil when the line gives none.
    public var quantity: Double?
    /// The unit as written ("cups", "g", "大さじ"); nil when there is none.
    public var unit: String?
    /// What the ingredient is ("flour"); nil when nothing is left after the quantity and unit.
    public var item: String?
    /// Text after the first comma, or in parentheses at the end ("sifted"); nil when there is none.
    public var note: String?

    /// Parses `line` with ``IngredientParser``.
    public init(line: String) {
        self = IngredientParser.parse(line)
    }

    /// Parses `line` with ``IngredientParser``, in `group`.
    public init(line: String, group: String?) {
        self = IngredientParser.parse(line)
        self.group = group
    }

    /// An ingredient with explicit parsed parts (used when reading the store).
    public init(line: String, quantity: Double?, unit: String?, item: String?, note: String?, group: String? = nil) {
        self.group = group
        self.line = line
        self.quantity = quantity
        self.unit = unit
        self.item = item
        self.note = note
    }
}
