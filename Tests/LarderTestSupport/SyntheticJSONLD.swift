/// Many simple schema.org recipes in one JSON array, for imports that take a while.
public enum SyntheticJSONLD {
    /// `count` recipes in one array; with `addresses: false`, without the
    /// `url` that would identify each (as many exports and hand-made files are).
    public static func recipes(_ count: Int, addresses: Bool = true) -> String {
        let words = ["tomato", "basil", "garlic", "onion", "lemon", "ginger", "rice", "noodle", "bean", "pepper"]
        let recipes = (0..<count).map { index -> String in
            let a = words[index % words.count], b = words[(index / 10) % words.count]
            return """
                {"@type":"Recipe","name":"\(a.capitalized) \(b) dish \(index)",\(addresses ? "\"url\":\"https://example.org/r/\(index)\"," : "")\
                "recipeCategory":"Test","recipeIngredient":["200 g \(a)","1 \(b)","salt"],\
                "recipeInstructions":["Chop the \(a).","Cook with the \(b) for \(index % 30) minutes."]}
                """
        }
        return "[" + recipes.joined(separator: ",\n") + "]"
    }
}
