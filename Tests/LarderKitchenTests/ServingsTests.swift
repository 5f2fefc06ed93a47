import Testing
@testable import LarderKitchen

@Suite("Servings: quantities scaled as cooks write them")
struct ServingsTests {
    /// The held-out pancake recipe (4 servings) for 8.
    @Test("a 4-serving pancake recipe for 8", arguments: [
        ("2 eggs", "4 eggs"),
        ("1 1/2 cups buttermilk", "3 cups buttermilk"),
        ("250 g flour", "500 g flour"),
        ("2-3 tbsp sugar", "4–6 tbsp sugar"),
        ("a pinch of salt", "a pinch of salt"),
        ("salt to taste", "salt to taste"),
        ("Heat the oven to 350°F.", "Heat the oven to 350°F."),
    ])
    func pancakes(line: String, expected: String) {
        #expect(LineAdjuster(factor: 2, system: nil, language: "en").ingredient(line) == expected)
    }

    @Test("every language's numbers, fractions, ranges and units", arguments: [
        // English: mixed numbers, vulgar fractions, ranges in words, number words, articles before a unit.
        LineCase(language: "en", line: "1½ cups milk", factor: 2, expected: "3 cups milk"),
        LineCase(language: "en", line: "½ cup butter, melted", factor: 3, expected: "1½ cups butter, melted"),
        LineCase(language: "en", line: "1 cup sugar", factor: 0.5, expected: "½ cup sugar"),
        LineCase(language: "en", line: "2 to 3 cloves garlic", factor: 2, expected: "4–6 cloves garlic"),
        LineCase(language: "en", line: "a cup of milk", factor: 2, expected: "2 cups of milk"),
        LineCase(language: "en", line: "one egg", factor: 3, expected: "3 eggs"),
        LineCase(language: "en", line: "1 egg", factor: 2, expected: "2 eggs"),
        LineCase(language: "en", line: "2 tomatoes", factor: 0.5, expected: "1 tomato"),
        LineCase(language: "en", line: "1,000 g potatoes", factor: 1.5, expected: "1.5 kg potatoes"),
        LineCase(language: "en", line: "1 tsp vanilla", factor: 3, expected: "1 tbsp vanilla"),
        LineCase(language: "en", line: "3 eggs", factor: 1.0 / 3 * 2, expected: "2 eggs"),
        LineCase(language: "en", line: "a little butter", factor: 2, expected: "a little butter"),
        LineCase(language: "en", line: "2 x 400 g cans tomatoes", factor: 2, expected: "4 x 400 g cans tomatoes"),
        LineCase(language: "en", line: "7 g yeast", factor: 0.5, expected: "3.5 g yeast"),
        // German: decimal comma, "bis", EL/TL, number words.
        LineCase(language: "de", line: "1,5 l Milch", factor: 2, expected: "3 l Milch"),
        LineCase(language: "de", line: "2 bis 3 EL Zucker", factor: 2, expected: "4–6 EL Zucker"),
        LineCase(language: "de", line: "ein EL Öl", factor: 2, expected: "2 EL Öl"),
        LineCase(language: "de", line: "zwei Zwiebeln", factor: 2, expected: "4 Zwiebeln"),
        LineCase(language: "de", line: "1 Zehe Knoblauch", factor: 3, expected: "3 Zehen Knoblauch"),
        LineCase(language: "de", line: "250 g Mehl", factor: 0.5, expected: "125 g Mehl"),
        LineCase(language: "de", line: "1 Prise Salz", factor: 2, expected: "1 Prise Salz"),
        LineCase(language: "de", line: "Salz nach Belieben", factor: 2, expected: "Salz nach Belieben"),
        // French: "2 à 3", "de 2 à 3", spoons, singular below two.
        LineCase(language: "fr", line: "2 à 3 gousses d'ail", factor: 2, expected: "4–6 gousses d'ail"),
        LineCase(language: "fr", line: "de 2 à 3 c. à soupe d'huile", factor: 2, expected: "4–6 c. à soupe d'huile"),
        LineCase(language: "fr", line: "1 gousse d'ail", factor: 2, expected: "2 gousses d'ail"),
        LineCase(language: "fr", line: "2 gousses d'ail", factor: 0.75, expected: "1½ gousse d'ail"),
        LineCase(language: "fr", line: "0,5 l de lait", factor: 3, expected: "1,5 l de lait"),
        LineCase(language: "fr", line: "une pincée de sel", factor: 2, expected: "une pincée de sel"),
        LineCase(language: "fr", line: "deux œufs", factor: 2, expected: "4 œufs"),
        LineCase(language: "fr", line: "1 c.\u{A0}à café de sel", factor: 0.5, expected: "½ c.\u{A0}à café de sel"),
        // Italian: cucchiai, "da 2 a 3", q.b.
        LineCase(language: "it", line: "2 cucchiai di olio", factor: 1.5, expected: "3 cucchiai di olio"),
        LineCase(language: "it", line: "da 2 a 3 spicchi d'aglio", factor: 2, expected: "4–6 spicchi d'aglio"),
        LineCase(language: "it", line: "1 cucchiaio di zucchero", factor: 2, expected: "2 cucchiai di zucchero"),
        LineCase(language: "it", line: "sale q.b.", factor: 2, expected: "sale q.b."),
        LineCase(language: "it", line: "un pizzico di sale", factor: 2, expected: "un pizzico di sale"),
        LineCase(language: "it", line: "500 g di farina", factor: 2, expected: "1 kg di farina"),
        // Russian: "от 2 до 3", inflection after the number, decimal comma.
        LineCase(language: "ru", line: "от 2 до 3 ст. л. сахара", factor: 2, expected: "4–6 ст. л. сахара"),
        LineCase(language: "ru", line: "1 стакан муки", factor: 2, expected: "2 стакана муки"),
        LineCase(language: "ru", line: "1 стакан муки", factor: 5, expected: "5 стаканов муки"),
        LineCase(language: "ru", line: "500 г свёклы", factor: 2, expected: "1 кг свёклы"),
        LineCase(language: "ru", line: "1,5 л воды", factor: 2, expected: "3 л воды"),
        LineCase(language: "ru", line: "два яйца", factor: 2, expected: "4 яйца"),
        LineCase(language: "ru", line: "соль по вкусу", factor: 2, expected: "соль по вкусу"),
        // Japanese: the unit before the number, 1と1/2, full-width digits, 〜, 少々.
        LineCase(language: "ja", line: "醤油 大さじ2", factor: 1.5, expected: "醤油 大さじ3"),
        LineCase(language: "ja", line: "砂糖 大さじ1と1/2", factor: 2, expected: "砂糖 大さじ3"),
        LineCase(language: "ja", line: "みりん 大さじ1", factor: 0.5, expected: "みりん 大さじ1/2"),
        LineCase(language: "ja", line: "卵 ２個", factor: 2, expected: "卵 4個"),
        LineCase(language: "ja", line: "鶏もも肉 200g", factor: 1.5, expected: "鶏もも肉 300g"),
        LineCase(language: "ja", line: "水 2〜3カップ", factor: 2, expected: "水 4–6カップ"),
        LineCase(language: "ja", line: "塩 少々", factor: 2, expected: "塩 少々"),
        // Chinese: the amount last, counters, 两, 至.
        LineCase(language: "zh", line: "鸡胸肉 300克", factor: 2, expected: "鸡胸肉 600克"),
        LineCase(language: "zh", line: "鸡蛋 2个", factor: 1.5, expected: "鸡蛋 3个"),
        LineCase(language: "zh", line: "两个鸡蛋", factor: 2, expected: "4个鸡蛋"),
        LineCase(language: "zh", line: "盐 1茶匙", factor: 3, expected: "盐 1汤匙"),
        LineCase(language: "zh", line: "干辣椒 5至8个", factor: 2, expected: "干辣椒 10–16个"),
        LineCase(language: "zh", line: "盐 适量", factor: 2, expected: "盐 适量"),
        LineCase(language: "zh", line: "番茄 2个（约400克）", factor: 2, expected: "番茄 4个（约800克）"),
        LineCase(language: "zh", line: "嫩豆腐 1块（约400克）", factor: 0.5, expected: "嫩豆腐 ½块（约200克）"),
    ])
    func languages(_ test: LineCase) {
        #expect(test.adjuster.ingredient(test.line) == test.expected)
    }

    @Test("the noun that counts agrees, the second measure scales, American and spoken forms", arguments: [
        LineCase(language: "en", line: "1 whole egg", factor: 2, expected: "2 whole eggs"),
        LineCase(language: "en", line: "1 egg yolk", factor: 2, expected: "2 egg yolks"),
        LineCase(language: "en", line: "1 small bunch basil", factor: 2, expected: "2 small bunches basil"),
        LineCase(language: "en", line: "2 garlic cloves, crushed", factor: 0.5, expected: "1 garlic clove, crushed"),
        LineCase(language: "en", line: "2 bay leaves", factor: 0.5, expected: "1 bay leaf"),
        LineCase(language: "en", line: "1 large onion, diced", factor: 2, expected: "2 large onions, diced"),
        LineCase(language: "en", line: "1 (14 oz) can tomatoes", factor: 2, expected: "2 (14 oz) cans tomatoes"),
        LineCase(language: "en", line: "1 cup (226 g) unsalted butter, softened", factor: 2, expected: "2 cups (452 g) unsalted butter, softened"),
        LineCase(language: "en", line: "400g/14oz can tomatoes", factor: 2, expected: "800g/28oz can tomatoes"),
        LineCase(language: "en", line: "1-1/2 cups flour", factor: 2, expected: "3 cups flour"),
        LineCase(language: "en", line: "2-inch piece ginger", factor: 2, expected: "2-inch piece ginger"),
        LineCase(language: "en", line: "half a cup of milk", factor: 2, expected: "1 cup of milk"),
        LineCase(language: "en", line: "half an onion", factor: 4, expected: "2 onions"),
        LineCase(language: "en", line: "1 litre milk", factor: 2, expected: "2 litres milk"),
        LineCase(language: "ru", line: "1 литр молока", factor: 2, expected: "2 литра молока"),
        LineCase(language: "ru", line: "Мука — 300 г", factor: 2, expected: "Мука — 600 г"),
        LineCase(language: "de", line: "Mehl: 2 EL", factor: 1.5, expected: "Mehl: 3 EL"),
        LineCase(language: "de", line: "0.250 kg Mehl", factor: 2, expected: "500 g Mehl"),
        LineCase(language: "en", line: "1 1/2 tsp salt", factor: 1, expected: "1 1/2 tsp salt"),
        LineCase(language: "en", line: "0-1 tsp cayenne", factor: 2, expected: "0–2 tsp cayenne"),
    ])
    func agreement(_ test: LineCase) {
        #expect(test.adjuster.ingredient(test.line) == test.expected)
    }

    @Test("what cannot be read exactly is left as written", arguments: [
        "1/0 cup flour", "½½ cup milk", "10e400 g sugar", String(repeating: "9", count: 10_000) + " g flour",
        "1/2/3 cup water", "2eggs", "12345678 g salt", "1.2345 kg flour", "3% milk", "1,2,3 cups",
    ])
    func unreadable(line: String) {
        #expect(LineAdjuster(factor: 2, system: nil, language: "en").ingredient(line) == line)
    }

    @Test("the yield line says the servings asked for", arguments: [
        ("4 servings", "8 servings"), ("4-6 servings", "8 servings"), ("2人分", "8人分"), ("serves 4", "serves 8"),
        ("one loaf", "8"),
    ])
    func yield(text: String, expected: String) {
        #expect(RecipeAdjustment.yieldText(text, servings: 8) == expected)
    }

    @Test("the word after the yield's number agrees with the servings", arguments: [
        ("6 порций", 3, "3 порции"), ("6 порций", 1, "1 порция"), ("4 порции", 21, "21 порция"), ("2 порции", 11, "11 порций"),
        ("4 servings", 1, "1 serving"), ("1 serving", 2, "2 servings"), ("4 Portionen", 1, "1 Portion"),
        ("6 porzioni", 1, "1 porzione"), ("4 raciones", 1, "1 ración"), ("4 portions", 1, "1 portion"),
        ("на 4 персоны", 5, "на 5 персон"), ("4-6 servings", 1, "1 serving"),
    ])
    func yieldAgreement(text: String, servings: Int, expected: String) {
        #expect(RecipeAdjustment.yieldText(text, servings: servings) == expected)
    }
}

@Suite("Quantities: lines of a megabyte")
struct LongLineTests {
    /// Lines a hostile page could hold, a megabyte each: read through once, nothing lost.
    @Test("a megabyte of digits, ranges, temperatures or spaces comes back whole", arguments: ["2-", "350 ", "½ ", "9", "fresh ", "盐 "])
    func megabyte(pattern: String) {
        let line = String(repeating: pattern, count: 1_000_000 / pattern.utf8.count)
        for system in [nil, MeasureSystem.metric, .us] {
            let adjuster = LineAdjuster(factor: 2, system: system, language: pattern == "盐 " ? "zh" : "en")
            let adjusted = adjuster.ingredient(line)
            #expect(adjusted.utf8.count >= line.utf8.count / 2 && adjusted.utf8.count <= line.utf8.count * 4 + 64)
            #expect(!adjuster.temperatures(line).isEmpty)
        }
    }
}
