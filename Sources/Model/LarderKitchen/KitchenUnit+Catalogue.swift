/// The units Larder knows. Sizes: docs/notes/cooking-measures.md §A.0 (US
/// customary for cups, ounces and pounds; 15 and 5 ml spoons everywhere).
extension KitchenUnit {
    static let cup = KitchenUnit("cup", .volume, size: 236.5882365, .us)
    static let tablespoon = KitchenUnit("tbsp", .volume, size: 15, .both)
    static let teaspoon = KitchenUnit("tsp", .volume, size: 5, .both)
    static let fluidOunce = KitchenUnit("fl oz", .volume, size: 29.5735295625, .us)
    static let pint = KitchenUnit("pint", .volume, size: 473.176473, .us)
    static let quart = KitchenUnit("quart", .volume, size: 946.352946, .us)
    static let gallon = KitchenUnit("gallon", .volume, size: 3785.411784, .us)
    static let millilitre = KitchenUnit("ml", .volume, size: 1, .metric)
    static let centilitre = KitchenUnit("cl", .volume, size: 10, .metric)
    static let decilitre = KitchenUnit("dl", .volume, size: 100, .metric)
    static let litre = KitchenUnit("l", .volume, size: 1000, .metric)
    static let japaneseCup = KitchenUnit("jp cup", .volume, size: 200, .local)
    static let riceCup = KitchenUnit("gō", .volume, size: 180, .local)
    static let russianGlass = KitchenUnit("стакан", .volume, size: 200, .local)
    static let chineseCup = KitchenUnit("杯", .volume, size: 240, .local)
    static let gram = KitchenUnit("g", .mass, size: 1, .metric)
    static let milligram = KitchenUnit("mg", .mass, size: 0.001, .metric)
    static let hectogram = KitchenUnit("hg", .mass, size: 100, .metric)
    static let kilogram = KitchenUnit("kg", .mass, size: 1000, .metric)
    static let jin = KitchenUnit("斤", .mass, size: 500, .metric)
    static let ounce = KitchenUnit("oz", .mass, size: 28.349523125, .us)
    static let pound = KitchenUnit("lb", .mass, size: 453.59237, .us)

    static func count(_ key: String) -> KitchenUnit { KitchenUnit(key, .count) }
    static func vague(_ key: String) -> KitchenUnit { KitchenUnit(key, .vague) }
}
