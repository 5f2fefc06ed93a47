import Testing
@testable import LarderModel

@Suite("Ingredient parser")
struct IngredientParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var quantity: Double?
        var unit: String?
        var item: String?
        var note: String?
        var testDescription: String { line }
    }

    @Test("lines in several languages split into quantity, unit, item and note", arguments: [
        Case(line: "200 g spaghetti", quantity: 200, unit: "g", item: "spaghetti"),
        Case(line: "1 1/2 cups flour, sifted", quantity: 1.5, unit: "cups", item: "flour", note: "sifted"),
        Case(line: "½ tsp salt", quantity: 0.5, unit: "tsp", item: "salt"),
        Case(line: "1½ tbsp butter (softened)", quantity: 1.5, unit: "tbsp", item: "butter", note: "softened"),
        Case(line: "2 eggs, beaten", quantity: 2, item: "eggs", note: "beaten"),
        Case(line: "2-3 garlic cloves", quantity: 2, item: "garlic cloves"),
        Case(line: "1.5 kg beef", quantity: 1.5, unit: "kg", item: "beef"),
        Case(line: "2 c. à soupe d'huile d'olive", quantity: 2, unit: "c. à soupe", item: "huile d'olive"),
        Case(line: "1,5 l de lait", quantity: 1.5, unit: "l", item: "lait"),
        Case(line: "500 г свёклы", quantity: 500, unit: "г", item: "свёклы"),
        Case(line: "2 ст. л. сметаны", quantity: 2, unit: "ст. л.", item: "сметаны"),
        Case(line: "鸡胸肉 300克", quantity: 300, unit: "克", item: "鸡胸肉"),
        Case(line: "醤油 大さじ2", quantity: 2, unit: "大さじ", item: "醤油"),
        Case(line: "鶏もも肉 200g", quantity: 200, unit: "g", item: "鶏もも肉"),
        Case(line: "salt and pepper to taste", item: "salt and pepper to taste"),
        Case(line: "塩 少々", item: "塩 少々"),
        Case(line: "", quantity: nil, unit: nil, item: nil),
        Case(line: "99999999999999999999 g x", item: "99999999999999999999 g x"),
        Case(line: "1/0 cup", quantity: 1, item: "/0 cup"),
    ])
    func parses(_ example: Case) {
        let parsed = IngredientParser.parse(example.line)
        #expect(parsed.line == example.line)
        #expect(parsed.quantity == example.quantity)
        #expect(parsed.unit == example.unit)
        #expect(parsed.item == example.item)
        #expect(parsed.note == example.note)
    }
}
