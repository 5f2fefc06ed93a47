import LarderKitchen
import LarderLocalization

/// A shopping list as a Markdown checklist: the recipes it is for, then one
/// `- [ ]` line per item under each aisle's heading.
enum ShoppingListText {
    static func markdown(_ list: ShoppingList, entries: [ShoppingList.Entry]) -> String {
        // TRANSLATORS: the heading of the shopping list (Markdown).
        var text = "# " + tr("Shopping list") + "\n\n"
        for entry in entries {
            if let servings = entry.servings ?? entry.recipe.yield?.servings {
                // TRANSLATORS: %1$@ is a recipe's name, %2$@ the number of servings the list buys for.
                text += "- " + trn("%@ (%@ serving)", "%@ (%@ servings)", servings, entry.recipe.name, servings) + "\n"
            } else {
                text += "- \(entry.recipe.name)\n"
            }
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
