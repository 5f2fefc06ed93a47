import LarderKitchen

/// A shopping list as a Markdown checklist: the recipes it is for, then one
/// `- [ ]` line per item under each aisle's heading.
enum ShoppingListText {
    static func markdown(_ list: ShoppingList, entries: [ShoppingList.Entry]) -> String {
        var text = "# Shopping list\n\n"
        for entry in entries {
            let servings = entry.servings ?? entry.recipe.yield?.servings
            text += "- \(entry.recipe.name)\(servings.map { $0 == 1 ? " (1 serving)" : " (\($0) servings)" } ?? "")\n"
        }
        var aisle: IngredientAisle?
        for item in list.items {
            if item.aisle != aisle {
                text += "\n## \(item.aisle.title)\n\n"
                aisle = item.aisle
            }
            text += "- [ ] \(item.text)\n"
        }
        return text
    }
}
