/// One line of a shopping list: an item, what to buy of it, and the recipes that need it.
public struct ShoppingItem: Sendable {
    /// A summed amount in one unit.
    public struct Part: Sendable {
        /// The sum.
        public let amount: Amount
        /// The unit as printed; nil for a count ("5" eggs).
        public let unit: String?
        /// The amount and unit as printed ("45 g", "大さじ3", "5").
        public let text: String
    }

    /// The item as the first recipe wrote it ("eggs", "butter", "ail").
    public let name: String
    /// Where the item is found in a shop.
    public let aisle: IngredientAisle
    /// Summed amounts, one per kind of unit that could not be added to another.
    public let parts: [Part]
    /// Lines without a quantity ("salt to taste"), each once, as written.
    public let unmeasured: [String]
    /// The recipes the item is for, in list order.
    public let recipes: [String]
    /// The line as printed: "5 eggs", "45 g butter", "milk: 2 cups + 1 can".
    public let text: String

    init(merging lines: [ShoppingLine], system: MeasureSystem, convertingAll: Bool) {
        let first = lines[0]
        let language = first.language
        var groups: [String] = []
        var byGroup: [String: [ShoppingLine]] = [:]
        var unmeasured: [String] = []
        for line in lines {
            guard let measure = line.measure else {
                if !unmeasured.contains(line.text) { unmeasured.append(line.text) }
                continue
            }
            let group: String
            switch measure.unit?.dimension {
            case .volume: group = "volume"
            case .mass: group = "mass"
            default: group = "count " + (measure.unit?.key ?? "")
            }
            if byGroup[group] == nil { groups.append(group) }
            byGroup[group, default: []].append(line)
        }
        let parts = groups.map { Self.sum(byGroup[$0]!, system: system, convertingAll: convertingAll, language: language) }
        var name = first.bareItem
        if language == "en", parts.count == 1, lines.allSatisfy({ $0.measure == nil || $0.measure?.unit == nil }),
           let total = parts.first?.amount.top, total > 1, let last = name.split(separator: " ").last,
           ShoppingKey.singular(String(last)) == String(last) {
            name = String(name.dropLast(last.count)) + ShoppingKey.plural(String(last))
        }
        self.name = name
        aisle = IngredientAisle.of(first.key, language: language)
        self.parts = parts
        self.unmeasured = unmeasured
        var recipes: [String] = []
        for line in lines where !recipes.contains(line.recipe) { recipes.append(line.recipe) }
        self.recipes = recipes
        let itemFirst = ["ja", "zh"].contains(language)
        switch (parts.count, unmeasured.isEmpty) {
        case (0, _):
            text = unmeasured.joined(separator: "; ")
        case (1, true):
            // One amount reads as a line of the recipe: "3 gousses d'ail", "5 eggs".
            let written = first.item == first.bareItem ? name : first.item
            text = itemFirst ? written + " " + parts[0].text : parts[0].text + " " + written
        default:
            text = name + ": " + (parts.map(\.text) + unmeasured).joined(separator: " + ")
        }
    }

    /// Lines of one kind added up: in their own unit when they all share it,
    /// else in the list's system (volumes stay volumes, weights weights).
    private static func sum(_ lines: [ShoppingLine], system: MeasureSystem, convertingAll: Bool, language: String) -> Part {
        let measures = lines.compactMap(\.measure)
        let first = measures[0]
        let sameUnit = measures.allSatisfy { $0.unit == first.unit && $0.unitText?.lowercased() == first.unitText?.lowercased() }
        let result: MeasureConverter.Result
        if first.unit == nil || first.unit?.dimension == .count || (sameUnit && !convertingAll) {
            let total = measures.dropFirst().reduce(first.amount) { $0.plus($1.amount) }
            result = MeasureConverter.adjust(first.with(amount: total), factor: 1, system: nil)
        } else {
            let base = measures.dropFirst().reduce(first.amount.times(first.unit!.size)) { $0.plus($1.amount.times($1.unit!.size)) }
            let dimension = first.unit!.dimension
            if measures.allSatisfy({ $0.unit?.isSpoon == true }) {
                let spoon: KitchenUnit = base.low >= 15 ? .tablespoon : .teaspoon
                result = MeasureConverter.written(base.times(1 / spoon.size), spoon, language: language)
            } else if system == .metric {
                result = MeasureConverter.metric(base, dimension: dimension, spoon: true, item: "", language: language)
            } else {
                result = MeasureConverter.us(base, dimension: dimension, language: language)
            }
        }
        let number = KitchenNumber.text(result.amount, result.rounding, language: language)
        let text: String
        if let unit = result.unitText {
            text = result.unitFirst ? unit + number : number + (unit.first?.isCJK == true ? "" : " ") + unit
        } else {
            text = number
        }
        return Part(amount: result.amount, unit: result.unitText, text: text)
    }
}
