/// One ingredient line, as written, with what could be parsed out of it.
public struct Ingredient: Sendable, Equatable, Codable {
    /// The line exactly as the user or the source wrote it.
    public var line: String
    public var quantity: Double?
    public var unit: String?
    public var item: String?
    public var note: String?

    /// Parses `line` with ``IngredientParser``.
    public init(line: String) {
        self = IngredientParser.parse(line)
    }

    /// An ingredient with explicit parsed parts (used when reading the store).
    public init(line: String, quantity: Double?, unit: String?, item: String?, note: String?) {
        self.line = line
        self.quantity = quantity
        self.unit = unit
        self.item = item
        self.note = note
    }
}
