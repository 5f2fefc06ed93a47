/// The words a recipe page or sheet puts around the recipe, in the recipe's
/// language: section headings and the labels of its facts line. The words
/// are those cookbooks and recipe sites in each language use (Marmiton's
/// "Préparation", Chefkoch's "Zubereitung", 下厨房's 用料 and 做法, Cookpad's
/// 材料 and 作り方). English for any other language. Not for the card file,
/// whose `## Ingredients` headings are its format and stay English.
public struct RecipeHeadings: Equatable, Sendable {
    /// "Ingredients".
    public var ingredients: String
    /// "Method": the heading of the steps.
    public var method: String
    /// "Notes".
    public var notes: String
    /// "prep", before the preparation time in a facts line.
    public var preparationTime: String
    /// "cook", before the cooking time.
    public var cookingTime: String
    /// "total", before the total time.
    public var totalTime: String
    /// "by ", before the author's name (with its own spacing: "作者：").
    public var author: String
    /// The language the words are in (its primary subtag), for the times' units ("1 ч 20 мин").
    public var language: String? = nil

    /// The words for `language` (a BCP 47 tag such as "fr-FR" or "zh-Hans");
    /// English when it is nil or has no words here.
    public static func forLanguage(_ language: String?) -> RecipeHeadings {
        var words = words(language)
        // The primary subtag: "fr-FR" and "fr_CA" have the same words, and are equal.
        words.language = LanguageCode.primary(language)
        return words
    }

    private static func words(_ language: String?) -> RecipeHeadings {
        switch LanguageCode.primary(language) {
        case "fr": RecipeHeadings(ingredients: "Ingrédients", method: "Préparation", notes: "Notes",
                                  preparationTime: "préparation", cookingTime: "cuisson", totalTime: "total", author: "par ")
        case "de": RecipeHeadings(ingredients: "Zutaten", method: "Zubereitung", notes: "Anmerkungen",
                                  preparationTime: "Vorbereitung", cookingTime: "Garzeit", totalTime: "gesamt", author: "von ")
        case "it": RecipeHeadings(ingredients: "Ingredienti", method: "Preparazione", notes: "Note",
                                  preparationTime: "preparazione", cookingTime: "cottura", totalTime: "totale", author: "di ")
        case "es": RecipeHeadings(ingredients: "Ingredientes", method: "Preparación", notes: "Notas",
                                  preparationTime: "preparación", cookingTime: "cocción", totalTime: "total", author: "por ")
        case "ru": RecipeHeadings(ingredients: "Ингредиенты", method: "Приготовление", notes: "Примечания",
                                  preparationTime: "подготовка", cookingTime: "готовка", totalTime: "всего", author: "автор: ")
        case "zh": RecipeHeadings(ingredients: "用料", method: "做法", notes: "小贴士",
                                  preparationTime: "准备", cookingTime: "烹饪", totalTime: "总计", author: "作者：")
        case "ja": RecipeHeadings(ingredients: "材料", method: "作り方", notes: "メモ",
                                  preparationTime: "準備", cookingTime: "調理", totalTime: "合計", author: "作者：")
        default: RecipeHeadings(ingredients: "Ingredients", method: "Method", notes: "Notes",
                                preparationTime: "prep", cookingTime: "cook", totalTime: "total", author: "by ")
        }
    }

    /// The times as a facts line shows them, in order ("prep 20 min",
    /// "cook 45 min", "total 1 h 5 min"); unknown ones are left out.
    public func times(prepMinutes: Int?, cookMinutes: Int?, totalMinutes: Int?) -> [String] {
        [(preparationTime, prepMinutes), (cookingTime, cookMinutes), (totalTime, totalMinutes)].compactMap { label, minutes in
            minutes.map { "\(label) \(DurationText.short($0, language: language))" }
        }
    }

    /// "by Jeanne", "par Jeanne", "作者：王刚".
    public func byline(_ name: String) -> String {
        author + name
    }
}
