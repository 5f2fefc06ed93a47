import Foundation
import LarderKitchen

/// A shopping list as `--json` shows it.
struct ShoppingListJSON: Encodable {
    struct Recipe: Encodable {
        var id: String
        var name: String
        var servings: Int?
    }

    struct Amount: Encodable {
        var low: Double
        var high: Double?
        var unit: String?
        var text: String
    }

    struct Item: Encodable {
        var name: String
        var aisle: String
        var text: String
        var amounts: [Amount]
        var unmeasured: [String]
        var recipes: [String]
    }

    var recipes: [Recipe]
    var units: String
    var items: [Item]

    static func encoded(_ list: ShoppingList, entries: [ShoppingList.Entry]) throws -> Data {
        let value = ShoppingListJSON(
            recipes: entries.map { Recipe(id: $0.recipe.id.uuidString.lowercased(), name: $0.recipe.name, servings: $0.servings ?? $0.recipe.yield?.servings) },
            units: list.system.rawValue,
            items: list.items.map { item in
                Item(name: item.name, aisle: item.aisle.name, text: item.text,
                     amounts: item.parts.map { Amount(low: $0.amount.low, high: $0.amount.high, unit: $0.unit, text: $0.text) },
                     unmeasured: item.unmeasured, recipes: item.recipes)
            })
        var data = try Output.encoded(value, pretty: true)
        data.append(contentsOf: "\n".utf8)
        return data
    }
}
