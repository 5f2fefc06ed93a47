import LarderCard
import Testing

@Suite("Headings and labels in the recipe's language")
struct RecipeHeadingsTests {
    @Test("the headings cookbooks in each language use; English for others", arguments: [
        ("fr", "Ingrédients", "Préparation"), ("fr-FR", "Ingrédients", "Préparation"), ("FR_ca", "Ingrédients", "Préparation"),
        ("de", "Zutaten", "Zubereitung"), ("it", "Ingredienti", "Preparazione"), ("es", "Ingredientes", "Preparación"),
        ("ru", "Ингредиенты", "Приготовление"), ("ru-RU", "Ингредиенты", "Приготовление"),
        ("zh-Hans", "用料", "做法"), ("zh-CN", "用料", "做法"), ("ja", "材料", "作り方"),
        ("en-GB", "Ingredients", "Method"), ("nl", "Ingredients", "Method"), ("", "Ingredients", "Method"), (nil, "Ingredients", "Method"),
    ] as [(String?, String, String)])
    func headings(_ language: String?, _ ingredients: String, _ method: String) {
        let words = RecipeHeadings.forLanguage(language)
        #expect(words.ingredients == ingredients && words.method == method, "\(language ?? "nil"): \(words)")
    }

    @Test("the facts line's times and byline follow the language")
    func facts() {
        let french = RecipeHeadings.forLanguage("fr")
        #expect(french.times(prepMinutes: 20, cookMinutes: 45, totalMinutes: nil) == ["préparation 20 min", "cuisson 45 min"])
        #expect(french.byline("Jeanne") == "par Jeanne")
        #expect(RecipeHeadings.forLanguage("zh-Hans").byline("王刚") == "作者：王刚")
        #expect(RecipeHeadings.forLanguage(nil).times(prepMinutes: nil, cookMinutes: nil, totalMinutes: 65) == ["total 1 h 5 min"])
        #expect(RecipeHeadings.forLanguage("ru").times(prepMinutes: 10, cookMinutes: nil, totalMinutes: nil) == ["подготовка 10 мин"])
    }

    @Test("headings and the servings word read the language tag by one rule")
    func oneRule() {
        for tag in ["fr", "fr-FR", "FR", "fr_CA"] {
            #expect(RecipeHeadings.forLanguage(tag) == RecipeHeadings.forLanguage("fr"))
            #expect(ServingsWord.text(2, language: tag) == "2 personnes", "\(tag)")
        }
    }
}
