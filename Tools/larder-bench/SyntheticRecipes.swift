import Foundation
import LarderModel

/// Deterministic synthetic recipes: realistic sizes (8 ingredients, 6 steps),
/// a vocabulary wide enough for selective searches, one in ten in Chinese.
enum SyntheticRecipes {
    static let words = ["tomato", "basil", "garlic", "onion", "lemon", "ginger", "rice", "noodle", "bean", "pepper",
                        "carrot", "potato", "chicken", "beef", "pork", "tofu", "mushroom", "spinach", "cabbage", "leek",
                        "apple", "pear", "plum", "cherry", "almond", "walnut", "honey", "butter", "cream", "cheese"]
    static let chinese = ["罗宋汤", "宫保鸡丁", "麻婆豆腐", "番茄炒蛋", "红烧肉", "鱼香肉丝", "酸辣汤", "糖醋排骨", "回锅肉", "清蒸鱼"]
    static let methods = ["Chop", "Fry", "Simmer", "Bake", "Stir", "Season", "Roast", "Boil", "Steam", "Whisk"]

    /// Recipe number `index`: the same every run.
    static func recipe(_ index: Int) -> Recipe {
        var generator = SplitMix(seed: UInt64(index))
        func word() -> String { words[Int(generator.next() % UInt64(words.count))] }
        let name: String
        if index % 10 == 7 {
            name = chinese[index / 10 % chinese.count] + " \(index)"
        } else {
            name = "\(word().capitalized) and \(word()) \(["stew", "salad", "pie", "soup", "bake", "curry"][index % 6]) \(index)"
        }
        var recipe = Recipe(id: UUID(uuid: uuidBytes(index)), name: name, now: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
        recipe.summary = "A \(word()) dish with \(word()) and \(word()), good for \(["spring", "summer", "autumn", "winter"][index % 4])."
        recipe.category = ["Main", "Starter", "Dessert", "Soup", "Side"][index % 5]
        recipe.tags = [word(), word()]
        recipe.yield = RecipeYield(text: "\(2 + index % 6) servings")
        recipe.prepMinutes = 5 + index % 40
        recipe.cookMinutes = 10 + index % 90
        recipe.ingredients = (0..<8).map { _ in Ingredient(line: "\(1 + generator.next() % 500) g \(word())") }
        recipe.steps = (0..<6).map { _ in MethodStep("\(methods[Int(generator.next() % 10)]) the \(word()) with the \(word()) for \(generator.next() % 30) minutes.") }
        recipe.sourceURL = "https://example.org/synthetic/\(index)"
        recipe.language = index % 10 == 7 ? "zh" : "en"
        return recipe
    }

    private static func uuidBytes(_ index: Int) -> uuid_t {
        var value = UInt64(index) &+ 0x4000_0000_0000
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 { bytes[15 - i] = UInt8(value & 0xFF); value >>= 8 }
        bytes[0] = 0xBE
        bytes[6] = 0x40
        bytes[8] = 0x80
        return (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])
    }

    /// As schema.org JSON-LD, for benchmarks of the whole `larder import`.
    static func jsonLD(count: Int) -> String {
        let nodes = (0..<count).map { index -> String in
            let recipe = Self.recipe(index)
            let ingredients = recipe.ingredients.map { "\"\($0.line)\"" }.joined(separator: ",")
            let steps = recipe.steps.map { "{\"@type\":\"HowToStep\",\"text\":\"\($0.text)\"}" }.joined(separator: ",")
            return """
                {"@type":"Recipe","name":"\(recipe.name)","description":"\(recipe.summary)","recipeCategory":"\(recipe.category!)",\
                "keywords":"\(recipe.tags.joined(separator: ", "))","recipeYield":"\(recipe.yield!.text)","prepTime":"PT\(recipe.prepMinutes!)M",\
                "cookTime":"PT\(recipe.cookMinutes!)M","recipeIngredient":[\(ingredients)],"recipeInstructions":[\(steps)],\
                "url":"\(recipe.sourceURL!)","inLanguage":"\(recipe.language!)"}
                """
        }
        return "[" + nodes.joined(separator: ",\n") + "]"
    }
}

/// A small deterministic random generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
