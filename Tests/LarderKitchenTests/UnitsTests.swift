import Testing
@testable import LarderKitchen

@Suite("Units: metric and US measures, oven temperatures")
struct UnitsTests {
    @Test("the held-out pancake recipe in metric", arguments: [
        ("1 1/2 cups buttermilk", "355 ml buttermilk"),
        ("2 eggs", "2 eggs"),
        ("250 g flour", "250 g flour"),
        ("2-3 tbsp sugar", "2-3 tbsp sugar"),
        ("a pinch of salt", "a pinch of salt"),
    ])
    func pancakesMetric(line: String, expected: String) {
        #expect(LineAdjuster(factor: 1, system: .metric, language: "en").ingredient(line) == expected)
    }

    @Test("servings and units combine: 1 1/2 cups for 8 instead of 4 is 710 ml")
    func combined() {
        #expect(LineAdjuster(factor: 2, system: .metric, language: "en").ingredient("1 1/2 cups buttermilk") == "710 ml buttermilk")
    }

    @Test("volumes, weights, and cups weighed where the table knows the ingredient", arguments: [
        LineCase(language: "en", line: "1 cup flour", system: .metric, expected: "120 g flour"),
        LineCase(language: "en", line: "2 cups all-purpose flour, sifted", system: .metric, expected: "240 g all-purpose flour, sifted"),
        LineCase(language: "en", line: "1 cup buttermilk", system: .metric, expected: "237 ml buttermilk"),
        LineCase(language: "en", line: "1 cup rice vinegar", system: .metric, expected: "237 ml rice vinegar"),
        LineCase(language: "en", line: "1 lb ground beef", system: .metric, expected: "454 g ground beef"),
        LineCase(language: "en", line: "8 oz cream cheese", system: .metric, expected: "227 g cream cheese"),
        LineCase(language: "en", line: "2 pints milk", system: .metric, expected: "946 ml milk"),
        LineCase(language: "en", line: "5 cups water", system: .metric, expected: "1.18 l water"),
        LineCase(language: "en", line: "250 ml milk", system: .us, expected: "1 cup milk"),
        LineCase(language: "en", line: "500 g flour", system: .us, expected: "18 oz flour"),
        LineCase(language: "en", line: "1 kg potatoes", system: .us, expected: "2¼ lb potatoes"),
        LineCase(language: "en", line: "30 ml oil", system: .us, expected: "2 tbsp oil"),
        LineCase(language: "en", line: "2 tbsp oil", system: .us, expected: "2 tbsp oil"),
        LineCase(language: "de", line: "500 ml Milch", system: .us, expected: "2 cups Milch"),
        LineCase(language: "fr", line: "200 g de sucre", system: .us, expected: "7 oz de sucre"),
        LineCase(language: "it", line: "1 etto di prosciutto", system: .us, expected: "3½ oz di prosciutto"),
        LineCase(language: "ru", line: "1 стакан муки", system: .metric, expected: "101 г муки"),
        LineCase(language: "ru", line: "1 стакан молока", system: .metric, expected: "200 мл молока"),
        LineCase(language: "ja", line: "水 カップ1", system: .metric, expected: "水 200 ml"),
        LineCase(language: "ja", line: "牛乳 200ml", system: .us, expected: "牛乳 3/4 cup"),
        LineCase(language: "zh", line: "面粉 1杯", system: .metric, expected: "面粉 122克"),
        LineCase(language: "zh", line: "牛奶 240毫升", system: .us, expected: "牛奶 1 cup"),
        LineCase(language: "en", line: "1 cup (226 g) unsalted butter, softened", system: .metric, expected: "226 g unsalted butter, softened"),
        LineCase(language: "en", line: "1 cup (240 ml) milk", system: .metric, expected: "240 ml milk"),
        LineCase(language: "en", line: "1 cup (240 ml) milk", system: .us, expected: "1 cup milk"),
        LineCase(language: "en", line: "250 g (9 oz) flour", system: .metric, expected: "250 g flour"),
        LineCase(language: "en", line: "1 cup milk, warmed to 110°F", system: .metric, expected: "237 ml milk, warmed to 43 °C"),
        LineCase(language: "en", line: "1 1/2 tsp salt", system: .metric, expected: "1 1/2 tsp salt"),
    ])
    func conversions(_ test: LineCase) {
        #expect(test.adjuster.ingredient(test.line) == test.expected)
    }

    @Test("oven temperatures in the method, in every way they are written", arguments: [
        LineCase(language: "en", line: "Bake at 350°F for 20 minutes.", system: .metric, expected: "Bake at 180 °C for 20 minutes."),
        LineCase(language: "en", line: "Heat the oven to 350 F.", system: .metric, expected: "Heat the oven to 180 °C."),
        LineCase(language: "en", line: "Preheat to 425 degrees Fahrenheit", system: .metric, expected: "Preheat to 220 °C"),
        LineCase(language: "en", line: "Roast at 180 °C, gas mark 4.", system: .us, expected: "Roast at 350 °F, 350 °F."),
        LineCase(language: "en", line: "Oven at gas mark 6.", system: .metric, expected: "Oven at 200 °C."),
        LineCase(language: "en", line: "Cook to 165°F inside.", system: .metric, expected: "Cook to 74 °C inside."),
        LineCase(language: "en", line: "Bake 20 minutes at 200℃.", system: .us, expected: "Bake 20 minutes at 400 °F."),
        LineCase(language: "en", line: "Add 2 F eggs? No: Fold in.", system: .metric, expected: "Add 2 F eggs? No: Fold in."),
        LineCase(language: "en", line: "Set 12 Chairs.", system: .metric, expected: "Set 12 Chairs."),
        LineCase(language: "de", line: "Bei 180 Grad backen.", system: .us, expected: "Bei 350 °F backen."),
        LineCase(language: "fr", line: "Four à th. 6 pendant 30 minutes.", system: .us, expected: "Four à 350 °F pendant 30 minutes."),
        LineCase(language: "ru", line: "Выпекать при 200 градусов 40 минут.", system: .us, expected: "Выпекать при 400 °F 40 минут."),
        LineCase(language: "zh", line: "烤箱预热至180度。", system: .us, expected: "烤箱预热至350 °F。"),
        LineCase(language: "ja", line: "オーブンを180℃に予熱する。", system: .metric, expected: "オーブンを180℃に予熱する。"),
        LineCase(language: "ja", line: "オーブンを180度で20分焼く。", system: .us, expected: "オーブンを350 °Fで20分焼く。"),
        LineCase(language: "en", line: "Bake at 180-200 °C.", system: .us, expected: "Bake at 350–400 °F."),
        LineCase(language: "en", line: "Bake at 350–375°F.", system: .metric, expected: "Bake at 180–190 °C."),
        LineCase(language: "en", line: "Freeze at -18 °C.", system: .us, expected: "Freeze at 0 °F."),
        LineCase(language: "en", line: "Cook the syrup to 118 °C.", system: .us, expected: "Cook the syrup to 244 °F."),
        LineCase(language: "en", line: "Heat to 240°F (soft ball).", system: .metric, expected: "Heat to 116 °C (soft ball)."),
        LineCase(language: "fr", line: "Four à 100 °C (th. 3-4).", system: .us, expected: "Four à 212 °F (194–250 °F)."),
        LineCase(language: "fr", line: "Four à 100 °C (th. 3-4).", system: .metric, expected: "Four à 100 °C (th. 3-4)."),
    ])
    func temperatures(_ test: LineCase) {
        #expect(test.adjuster.temperatures(test.line) == test.expected)
    }
}
