/// How much a recipe makes: the text as written, and a number of servings when
/// the text is numeric ("4", "4 servings", "2人分").
public struct RecipeYield: Sendable, Equatable, Codable {
    /// The yield as written, such as "4 servings" or "one 23 cm tart".
    public var text: String
    /// The number of servings, as given or read from the text's leading number; nil when neither says.
    public var servings: Int?

    /// Keeps `text` and reads `servings` from its leading number unless given.
    public init(text: String, servings: Int? = nil) {
        self.text = text
        self.servings = servings ?? RecipeYield.leadingInteger(in: text)
    }

    /// The first whole number in `text` (ASCII or full-width digits), if any.
    static func leadingInteger(in text: String) -> Int? {
        var digits = ""
        for scalar in text.unicodeScalars {
            if let value = scalar.properties.numericType == .decimal ? scalar.properties.numericValue : nil {
                digits.append(String(Int(value)))
            } else if !digits.isEmpty {
                break
            }
        }
        guard !digits.isEmpty, digits.count <= 6, let value = Int(digits), value > 0 else { return nil }
        return value
    }
}
