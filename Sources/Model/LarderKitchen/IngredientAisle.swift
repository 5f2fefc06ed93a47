/// Where in a shop an ingredient is found, for ordering a shopping list.
/// A small table of common ingredients in the samples' languages; what it
/// does not know goes last, under "Other".
public enum IngredientAisle: Int, Sendable, CaseIterable, Comparable {
    case produce, meatAndFish, dairyAndEggs, bakery, pantry, spices, other

    /// In the order of a walk through a shop.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The heading printed over the aisle's lines.
    public var title: String {
        switch self {
        case .produce: "Fruit and vegetables"
        case .meatAndFish: "Meat and fish"
        case .dairyAndEggs: "Dairy and eggs"
        case .bakery: "Flour, grains and bread"
        case .pantry: "Pantry"
        case .spices: "Herbs and spices"
        case .other: "Other"
        }
    }

    /// A stable name for scripts.
    public var name: String {
        switch self {
        case .produce: "produce"
        case .meatAndFish: "meat-and-fish"
        case .dairyAndEggs: "dairy-and-eggs"
        case .bakery: "flour-grains-bread"
        case .pantry: "pantry"
        case .spices: "herbs-and-spices"
        case .other: "other"
        }
    }

    private static let words: [(IngredientAisle, [String])] = [
        (.spices, ["salt", "pepper", "cinnamon", "nutmeg", "paprika", "cumin", "oregano", "basil", "thyme", "rosemary", "parsley",
                   "vanilla", "bay", "chili", "chilli", "ginger", "coriander", "dill", "mint", "saffron",
                   "salz", "pfeffer", "zimt", "petersilie", "sel", "poivre", "cannelle", "persil", "sale", "pepe", "basilico",
                   "prezzemolo", "соль", "перец", "укроп", "петрушка", "лавровый", "塩", "胡椒", "こしょう", "盐", "胡椒粉", "花椒", "八角", "姜", "辣椒面", "辣椒粉", "五香粉"]),
        (.dairyAndEggs, ["egg", "milk", "buttermilk", "butter", "cream", "cheese", "yogurt", "yoghurt", "parmesan", "mozzarella",
                         "ei", "eier", "eigelb", "milch", "sahne", "käse", "quark", "œuf", "oeuf", "œufs", "lait", "beurre", "crème",
                         "fromage", "uovo", "uova", "latte", "burro", "panna", "formaggio", "pecorino", "яйцо", "яйца", "молоко",
                         "сметана", "сметаны", "сливки", "сыр", "масло", "卵", "牛乳", "バター", "鸡蛋", "蛋", "牛奶", "黄油"]),
        (.meatAndFish, ["beef", "pork", "chicken", "lamb", "bacon", "ham", "fish", "salmon", "tuna", "shrimp", "prawns", "guanciale",
                        "pancetta", "rind", "schwein", "hähnchen", "speck", "fisch", "bœuf", "boeuf", "porc", "poulet", "lardons",
                        "poisson", "manzo", "maiale", "pollo", "pesce", "говядина", "говядины", "свинина", "курица", "мясо", "рыба",
                        "肉", "鶏", "豚", "牛肉", "鸡", "猪", "鱼", "虾"]),
        (.produce, ["onion", "garlic", "tomato", "potato", "bell pepper", "kartoffeln", "carrot", "celery", "lemon", "lime", "apple", "banana", "spinach",
                    "lettuce", "cabbage", "zucchini", "mushroom", "leek", "beet", "beetroot", "cucumber", "avocado", "scallion",
                    "zwiebel", "knoblauch", "tomate", "kartoffel", "karotte", "möhre", "zitrone", "apfel", "oignon", "ail",
                    "pomme", "citron", "carotte", "cipolla", "aglio", "pomodoro", "patata", "limone", "лук", "чеснок", "чеснока",
                    "картофель", "морковь", "свёкла", "свёклы", "капуста", "капусты", "玉ねぎ", "にんにく", "ねぎ", "葱", "蒜",
                    "洋葱", "土豆", "番茄", "西红柿", "白菜", "辣椒"]),
        (.bakery, ["flour", "bread", "rice", "pasta", "spaghetti", "noodles", "oats", "breadcrumbs", "yeast", "mehl", "brot",
                   "reis", "nudeln", "hefe", "farine", "pain", "riz", "pâtes", "levure", "farina", "pane", "riso", "lievito",
                   "мука", "муки", "хлеб", "рис", "小麦粉", "米", "パン", "面粉", "米饭", "面条", "面"]),
        (.pantry, ["sugar", "oil", "vinegar", "honey", "stock", "broth", "sauce", "tomatoes", "beans", "chickpeas", "syrup",
                   "baking powder", "baking soda", "cocoa", "chocolate", "mustard", "paste", "ketchup", "zucker", "öl", "essig", "honig", "brühe",
                   "sucre", "huile", "vinaigre", "miel", "bouillon", "zucchero", "olio", "aceto", "miele", "brodo", "сахар",
                   "сахара", "уксус", "мёд", "бульон", "砂糖", "醤油", "みりん", "酒", "酢", "油", "糖", "酱油", "醋", "料酒", "花生", "豆瓣酱", "淀粉"]),
    ]

    private static func aisle(ofWord word: String, language: String) -> IngredientAisle? {
        for (aisle, names) in Self.words where names.contains(word) || names.contains(ShoppingKey.singular(word)) { return aisle }
        return nil
    }

    /// The aisle of an item's shopping key.
    public static func of(_ key: String, language: String) -> IngredientAisle {
        let words = key.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        // Chinese and Japanese have no spaces: the longest name found wins ("熟花生米" is peanuts, not rice).
        if key.contains(where: { $0.isCJK }) {
            var best: (aisle: IngredientAisle, length: Int)?
            for (aisle, names) in Self.words {
                for name in names where name.first?.isCJK == true && key.contains(name) && name.count > (best?.length ?? 0) {
                    best = (aisle, name.count)
                }
            }
            return best?.aisle ?? .other
        }
        // The word that says what the item is first: English puts it last ("chicken stock"),
        // French, Italian, Russian first ("bouillon de poulet").
        let head = language == "en" ? words.last : ["fr", "it", "ru"].contains(language) ? words.first : nil
        if let head, words.count > 1, let aisle = Self.aisle(ofWord: head, language: language) { return aisle }
        let wordSet = Set(words)
        for (aisle, names) in Self.words {
            for name in names {
                if wordSet.contains(name) || wordSet.contains(ShoppingKey.singular(name)) || key == name {
                    return aisle
                }
                // German compounds end with what they are: "Weizenmehl", "Hühnerbrühe".
                if language == "de", name.count > 3, let last = words.last, last.hasSuffix(name) { return aisle }
            }
        }
        return .other
    }
}
