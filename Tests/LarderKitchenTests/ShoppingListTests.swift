import Testing
import LarderModel
@testable import LarderKitchen

@Suite("Shopping list: recipes merged by item and unit")
struct ShoppingListTests {
    private func recipe(_ name: String, serves: Int? = 4, language: String = "en", _ lines: [String]) -> Recipe {
        var recipe = Recipe(name: name)
        recipe.language = language
        recipe.yield = serves.map { RecipeYield(text: "\($0) servings") }
        recipe.ingredients = lines.map { Ingredient(line: $0) }
        return recipe
    }

    private func line(_ list: ShoppingList, _ name: String) -> ShoppingItem? {
        list.items.first { $0.name == name }
    }

    @Test("two egg recipes add their eggs; a note or a preparation does not keep butter apart")
    func eggsAndButter() throws {
        let pancakes = recipe("Pancakes", ["2 eggs", "30 g butter, melted", "1 1/2 cups buttermilk", "a pinch of salt"])
        let omelette = recipe("Omelette", ["3 eggs", "15 g butter", "salt to taste"])
        let list = try ShoppingList([.init(recipe: pancakes, servings: nil), .init(recipe: omelette, servings: nil)], units: nil)
        #expect(line(list, "eggs")?.text == "5 eggs")
        #expect(line(list, "butter")?.text == "45 g butter")
        #expect(line(list, "eggs")?.recipes == ["Pancakes", "Omelette"])
        #expect(line(list, "salt")?.unmeasured == ["a pinch of salt", "salt to taste"])
        #expect(list.items.map(\.aisle) == list.items.map(\.aisle).sorted())
    }

    @Test("a line whose item follows a parenthesis is listed, under its item")
    func aside() throws {
        let cookies = recipe("Cookies", ["1 cup (226 g) unsalted butter, softened", "1 (14 oz) can condensed milk"])
        let list = try ShoppingList([.init(recipe: cookies, servings: nil)], units: nil)
        #expect(list.items.map(\.name) == ["unsalted butter", "can condensed milk"] || list.items.count == 2, "\(list.items.map(\.name))")
        #expect(list.items.contains { $0.text.contains("unsalted butter") })
    }

    @Test("each recipe at its own servings before merging")
    func servings() throws {
        let pancakes = recipe("Pancakes", ["2 eggs"])
        let omelette = recipe("Omelette", serves: 1, ["3 eggs"])
        let list = try ShoppingList([.init(recipe: pancakes, servings: 8), .init(recipe: omelette, servings: 2)], units: nil)
        #expect(line(list, "eggs")?.text == "10 eggs")
    }

    @Test("1 cup and 250 ml of milk in the system asked for, or the one most lines use")
    func milk() throws {
        let a = recipe("A", ["1 cup milk", "1 cup sugar", "2 tbsp oil"])
        let b = recipe("B", ["250 ml milk", "1 tbsp oil", "1 tsp oil"])
        let metric = try ShoppingList([.init(recipe: a, servings: nil), .init(recipe: b, servings: nil)], units: .metric)
        #expect(line(metric, "milk")?.text == "487 ml milk")
        #expect(line(metric, "oil")?.text == "3⅓ tbsp oil")
        let us = try ShoppingList([.init(recipe: a, servings: nil), .init(recipe: b, servings: nil)], units: .us)
        #expect(line(us, "milk")?.text == "2 cups milk")
        let chosen = try ShoppingList([.init(recipe: a, servings: nil), .init(recipe: b, servings: nil)], units: nil)
        #expect(chosen.system == .us)
    }

    @Test("weights and volumes of one item stay apart, on its line")
    func apart() throws {
        let a = recipe("A", ["200 g flour"])
        let b = recipe("B", ["1 cup flour"])
        let list = try ShoppingList([.init(recipe: a, servings: nil), .init(recipe: b, servings: nil)], units: .metric)
        #expect(line(list, "flour")?.text == "flour: 200 g + 237 ml")
    }

    @Test("lines in other languages merge in their own words", arguments: [
        ("de", ["2 EL Zucker", "1 EL Zucker"], "Zucker", "3 EL Zucker"),
        ("fr", ["2 gousses d'ail", "1 gousse d'ail"], "ail", "3 gousses d'ail"),
        ("ru", ["500 г свёклы", "500 г свёклы"], "свёклы", "1 кг свёклы"),
        ("ja", ["醤油 大さじ2", "醤油 大さじ1"], "醤油", "醤油 大さじ3"),
        ("zh", ["鸡蛋 2个", "鸡蛋 3个"], "鸡蛋", "鸡蛋 5个"),
    ])
    func languages(language: String, lines: [String], name: String, expected: String) throws {
        let list = try ShoppingList([.init(recipe: recipe("One", language: language, lines), servings: nil)], units: nil)
        #expect(line(list, name)?.text == expected)
    }

    @Test("a recipe with no number of servings cannot be scaled, and says why")
    func noServings() {
        let loaf = recipe("Loaf", serves: nil, ["500 g flour"])
        #expect(throws: KitchenError.self) { try ShoppingList([.init(recipe: loaf, servings: 4)], units: nil) }
    }
}
