import LarderCard
import Testing

@Suite("The facts line under a recipe's name")
struct RecipeFactsTests {
    @Test("a bare-number yield gets the word for servings in the recipe's language", arguments: [
        ("6", "fr", "6 personnes"), ("1", "fr", "1 personne"), ("6", "de", "6 Portionen"), ("6", "it", "6 porzioni"),
        ("1", "ru", "1 порция"), ("3", "ru", "3 порции"), ("5", "ru", "5 порций"), ("11", "ru", "11 порций"),
        ("22", "ru-RU", "22 порции"), ("2", "zh-Hans", "2人份"), ("2", "ja", "2人分"), ("4", "en", "4 servings"),
        ("1", nil, "1 serving"), (" 6 ", "fr", "6 personnes"),
    ] as [(String, String?, String)])
    func bareNumber(_ text: String, _ language: String?, _ expected: String) {
        #expect(RecipeFacts.yield(text, servings: nil, language: language) == expected)
    }

    @Test("a yield in words stays as written; with no text, the servings count gets the word; with neither, nothing")
    func written() {
        #expect(RecipeFacts.yield("6 ramequins", servings: 6, language: "fr") == "6 ramequins")
        #expect(RecipeFacts.yield("2人分", servings: 2, language: "ja") == "2人分")
        #expect(RecipeFacts.yield(nil, servings: 4, language: "de") == "4 Portionen")
        #expect(RecipeFacts.yield("", servings: nil, language: "de") == nil)
        #expect(RecipeFacts.yield(nil, servings: nil, language: nil) == nil)
    }

    @Test("the summary line joins what is known, in order, and nothing else")
    func summary() {
        #expect(RecipeFacts.summary(category: "Dessert", totalMinutes: 60, yield: "6", servings: 6, language: "fr") == "Dessert · 1 h · 6 personnes")
        #expect(RecipeFacts.summary(category: "主食", totalMinutes: 13, yield: "2", servings: 2, language: "zh") == "主食 · 13分钟 · 2人份")
        #expect(RecipeFacts.summary(category: nil, totalMinutes: nil, yield: "a loaf", servings: nil, language: nil) == "a loaf")
        #expect(RecipeFacts.summary(category: "", totalMinutes: nil, yield: nil, servings: nil, language: nil) == "")
    }
}

@Suite("HTML escaping, defined once")
struct HTMLEscapeTests {
    @Test("every character that could end text or a quoted attribute is replaced, the rest is kept")
    func escape() {
        #expect(HTMLEscape.text(#"Tom & Jerry's <b>"pie"</b> 罗宋汤"#) == "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;pie&quot;&lt;/b&gt; 罗宋汤")
        #expect(HTMLEscape.text("") == "")
    }

    @Test("times read in the recipe's language", arguments: [
        (80, "ru", "1 ч 20 мин"), (45, "ru-RU", "45 мин"), (120, "ru", "2 ч"), (80, "de", "1 Std. 20 Min."), (30, "de-AT", "30 Min."),
        (80, "ja", "1時間20分"), (15, "ja", "15分"), (80, "zh-Hans", "1小时20分钟"), (60, "zh", "1小时"), (80, "fr", "1 h 20 min"),
        (80, "it", "1 h 20 min"), (80, "es", "1 h 20 min"), (80, nil, "1 h 20 min"), (5, "pt", "5 min"),
    ] as [(Int, String?, String)])
    func durations(_ minutes: Int, _ language: String?, _ expected: String) {
        #expect(DurationText.short(minutes, language: language) == expected)
    }

    @Test("a Russian card's facts line: category, total time and servings, all in Russian")
    func russianLine() {
        #expect(RecipeFacts.summary(category: "Суп", totalMinutes: 80, yield: "4", servings: 4, language: "ru") == "Суп · 1 ч 20 мин · 4 порции")
        #expect(RecipeHeadings.forLanguage("ru").times(prepMinutes: 20, cookMinutes: 60, totalMinutes: 80)
                == ["подготовка 20 мин", "готовка 1 ч", "всего 1 ч 20 мин"])
        #expect(RecipeHeadings.forLanguage("de").times(prepMinutes: 20, cookMinutes: nil, totalMinutes: 80)
                == ["Vorbereitung 20 Min.", "gesamt 1 Std. 20 Min."])
    }
}
