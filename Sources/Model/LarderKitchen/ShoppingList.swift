import LarderModel

/// One shopping list for several recipes, each at its own servings: lines
/// merged by item and compatible unit (2 eggs + 3 eggs = 5 eggs; 30 g
/// butter, melted + 15 g butter = 45 g butter; 1 cup + 250 ml milk in one
/// system), lines that cannot be merged kept apart on the item's line,
/// "to taste" lines listed once, in the order of a shop's aisles.
public struct ShoppingList: Sendable {
    /// A recipe on the list, and the servings it is bought for (nil: its own).
    public struct Entry: Sendable {
        /// The recipe as stored.
        public let recipe: Recipe
        /// The servings to buy for; nil for the recipe's own.
        public let servings: Int?

        /// `recipe` bought for `servings`.
        public init(recipe: Recipe, servings: Int?) {
            self.recipe = recipe
            self.servings = servings
        }
    }

    /// The merged lines, aisle by aisle.
    public let items: [ShoppingItem]
    /// The measures the merged amounts are written in.
    public let system: MeasureSystem

    /// Merges the entries' ingredients. `units` nil: the system most of the measured lines use.
    public init(_ entries: [Entry], units: MeasureSystem?) throws(KitchenError) {
        var lines: [ShoppingLine] = []
        var usLines = 0, metricLines = 0
        for entry in entries {
            let recipe = try RecipeAdjustment(servings: entry.servings).applied(to: entry.recipe)
            let language = LineAdjuster.primaryLanguage(recipe.language)
            for ingredient in recipe.ingredients {
                let line = ShoppingLine(ingredient.line, language: language, recipe: recipe.name)
                switch line.measure?.unit?.membership {
                case .us: usLines += 1
                case .metric: metricLines += 1
                default: break
                }
                lines.append(line)
            }
        }
        let system = units ?? (usLines > metricLines ? .us : .metric)
        self.system = system
        var order: [String] = []
        var byKey: [String: [ShoppingLine]] = [:]
        for line in lines where !line.key.isEmpty {
            if byKey[line.key] == nil { order.append(line.key) }
            byKey[line.key, default: []].append(line)
        }
        let merged = order.map { ShoppingItem(merging: byKey[$0]!, system: system, convertingAll: units != nil) }
        // Stable: within an aisle, the order the recipes give.
        items = merged.enumerated().sorted { ($0.element.aisle, $0.offset) < ($1.element.aisle, $1.offset) }.map(\.element)
    }
}
