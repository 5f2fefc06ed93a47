import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderInterchange

/// Ingredient lines from saved pages as a cook reads them, and the groups
/// the page's HTML gives them; the recipe plug-in's lines where the page's
/// schema.org data lacks them or runs them together.
@Suite("Saved web pages: lines as a cook reads them, and their groups")
struct CookReadableLinesTests {
    let folder = TemporaryDirectory()

    func ingredients(_ page: String) throws -> [Ingredient] {
        let document = try RecipeFileReader().read(path: folder.write("page.html", page)).get()
        return try #require(try document.recipes.map { try $0.get().recipe }.first).ingredients
    }

    static func jsonLD(_ lines: [String]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: ["@type": "Recipe", "name": "R", "recipeIngredient": lines])
        return #"<script type="application/ld+json">"# + String(decoding: data, as: UTF8.self) + "</script>"
    }

    @Test("doubled parentheses collapse, as pairs, only where a line has both '((' and '))'", arguments: [
        ("2 lbs chicken ((shredded, or about 4 cups))", "2 lbs chicken (shredded, or about 4 cups)"),
        ("1 pork shoulder ((butt) or boneless (Note 1a))", "1 pork shoulder (butt) or boneless (Note 1a)"),
        ("carrots ((See Recipe Notes) (from about 2 medium carrots))", "carrots (See Recipe Notes) (from about 2 medium carrots)"),
        ("1 (14 oz (400g)) can ((optional))", "1 (14 oz (400g)) can (optional)"),
        ("sugar (((very) fine)))", "sugar ((very) fine))"),
        ("butter (divided (240g))", "butter (divided (240g))"),
        ("peas ((3/4 cup) frozen)", "peas ((3/4 cup) frozen)"),
        ("(())", "()"), ("((x))((y))", "(x)(y)"), ("))((", "))(("),
    ])
    func doubledParentheses(_ line: String, _ expected: String) {
        #expect(DoubledParentheses.collapsed(line) == expected)
    }

    @Test("a megabyte of nested parentheses is one pass, and stays balanced")
    func deepNesting() {
        let line = String(repeating: "(", count: 500_000) + "x" + String(repeating: ")", count: 500_000)
        #expect(DoubledParentheses.collapsed(line) == "(x)")
    }

    @Test("one value is the whole list; among several, a wrapped value is one line unless each of its lines starts with an amount")
    func splitting() throws {
        #expect(try ingredients(Self.jsonLD(["1 egg\n2 cups flour\nsalt"])).map(\.line) == ["1 egg", "2 cups flour", "salt"])
        #expect(try ingredients(Self.jsonLD(["1/2 teaspoon\n ground cinnamon", "Info\n6 oz. linguine"])).map(\.line)
            == ["1/2 teaspoon ground cinnamon", "Info 6 oz. linguine"])
        #expect(try ingredients(Self.jsonLD(["3 Tbsp olive oil\n3 garlic cloves, minced", "½ lemon"])).map(\.line)
            == ["3 Tbsp olive oil", "3 garlic cloves, minced", "½ lemon"])
    }

    @Test("microdata: no space before a comma where two elements' texts meet, none after an opening parenthesis; a line's own spaces stay")
    func microdataSpacing() throws {
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">R</h1>
            <li itemprop="recipeIngredient"><span>Salt and Pepper</span>\t\t , to taste</li>
            <li itemprop="recipeIngredient">1 can (<span>400 g</span>) tomatoes</li>
            <li itemprop="recipeIngredient">bok choy , chopped</li></div>
            """
        #expect(try ingredients(page).map(\.line) == ["Salt and Pepper, to taste", "1 can (400 g) tomatoes", "bok choy , chopped"])
    }

    @Test("WP Recipe Maker's groups: each line of its list gets its group's name")
    func wprm() throws {
        let page = Self.jsonLD(["2 cups flour", "1 egg", "1 cup sugar", "salt"]) + """
            <div class="wprm-recipe-ingredients-container">
              <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">For the dough:</h4>
                <ul><li class="wprm-recipe-ingredient">2 cups flour</li><li class="wprm-recipe-ingredient">1 egg</li></ul></div>
              <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">Topping</h4>
                <ul><li class="wprm-recipe-ingredient">1 cup sugar</li><li class="wprm-recipe-ingredient">salt</li></ul></div>
            </div>
            <div class="wprm-recipe-instruction-group"><h4 class="wprm-recipe-group-name wprm-recipe-instruction-group-name">Bake</h4></div>
            """
        #expect(try ingredients(page).map(\.group) == ["For the dough", "For the dough", "Topping", "Topping"])
    }

    @Test("Tasty Recipes and Mediavine Create: h4 headings start groups; a list of another length is left as it is", arguments: [
        "tasty-recipes-ingredients-body", "mv-create-ingredients",
    ])
    func headedLists(_ container: String) throws {
        let list = """
            <div class="\(container)"><ul><li>salt</li></ul><h4>Sauce</h4><ul><li>1 tomato</li><li>1 onion</li></ul></div>
            """
        #expect(try ingredients(Self.jsonLD(["salt", "1 tomato", "1 onion"]) + list).map(\.group) == [nil, "Sauce", "Sauce"])
        #expect(try ingredients(Self.jsonLD(["salt", "1 tomato"]) + list).map(\.group) == [nil, nil])
    }

    @Test("a heading typed among the lines becomes a group when the page shows it in bold, and only then")
    func boldHeadings() throws {
        let lines = ["For the noodles:", "200 g noodles", "MASHED POTATOES", "1 kg potatoes", "pinch of salt"]
        let bold = Self.jsonLD(lines) + "<ul><li><strong>For the noodles:</strong></li><li>200 g noodles</li><li><b>Mashed potatoes</b></li><li>pinch of salt</li></ul>"
        let read = try ingredients(bold)
        #expect(read.map(\.line) == ["200 g noodles", "1 kg potatoes", "pinch of salt"])
        #expect(read.map(\.group) == ["For the noodles", "MASHED POTATOES", "MASHED POTATOES"])
        // Shown in plain text once, it is no heading: the lines stay as they are.
        let plain = Self.jsonLD(lines) + "<p>For the noodles:</p><strong>For the noodles:</strong>"
        #expect(try ingredients(plain).map(\.line) == lines)
    }

    /// Each line with its group, as "GROUP | LINE" ("-" for none).
    func grouped(_ page: String) throws -> [String] {
        try ingredients(page).map { "\($0.group ?? "-") | \($0.line)" }
    }

    @Test("WP Recipe Maker: no recipeIngredient in the JSON-LD, the lines of the card, with its groups, without its checkboxes")
    func wprmLines() throws {
        #expect(try grouped(PageFixtures.wprmWithoutIngredients) == [
            "Dough | 2 cups all-purpose flour", "Dough | 1 tablespoon baking powder", "Dough | ½ cup butter (cold, cubed)",
            "Dough | ¾ cup buttermilk", "To brush | 2 tablespoons melted butter",
        ])
    }

    @Test("Tasty Recipes: the whole list as one string of items, the card's lines instead")
    func tastyLines() throws {
        #expect(try grouped(PageFixtures.tastyOneString) == [
            "Crust | 1 cup flour", "Crust | 1/2 cup butter, softened", "Crust | 1/4 cup powdered sugar",
            "Filling | 2 eggs", "Filling | 1 cup sugar", "Filling | 1/3 cup lemon juice",
        ])
    }

    @Test("Mediavine Create: the list as one string of lines, the card's lines instead; the card's title is no group")
    func mediavineLines() throws {
        #expect(try grouped(PageFixtures.mediavineOneString) == [
            "- | 2 cans (15 oz each) black beans, rinsed", "- | 1 onion, diced", "- | 3 cups vegetable broth",
        ])
    }

    @Test("lines the JSON-LD gives one by one stay; a page of two recipes keeps each one's own")
    func ownLinesFirst() throws {
        let card = #"<div class="mv-create-ingredients"><ul><li>1 cup rice</li><li>2 cups water</li></ul></div>"#
        let one = #"<script type="application/ld+json">{"@type": "Recipe", "name": "Rice", "recipeIngredient": ["1 cup rice", "2 cups water, salted"]}</script>"#
        #expect(try grouped(one + card) == ["- | 1 cup rice", "- | 2 cups water, salted"])
        let two = #"<script type="application/ld+json">[{"@type": "Recipe", "name": "Rice"}, {"@type": "Recipe", "name": "Beans"}]</script>"#
        let document = try RecipeFileReader().read(path: folder.write("two.html", two + card)).get()
        #expect(try document.recipes.map { try $0.get().recipe.ingredients.count } == [0, 0])
    }

    @Test("microdata: an ingredient with an inner itemprop=name, or marked as an item, is its whole text; the name is not the recipe's")
    func microdataInnerName() throws {
        let page = """
            <div itemscope itemtype="http://schema.org/Recipe">
            <ul><li itemprop="recipeIngredient"><span>2 cups</span> <span itemprop="name">flour</span></li>
            <li itemprop="recipeIngredient" itemscope itemtype="http://schema.org/HowToSupply"><span itemprop="amount">1</span>
            <span itemprop="name">egg</span>, beaten</li>
            <li itemprop="recipeIngredient"><meta itemprop="name" content="butter">50 g butter</li></ul>
            <h1 itemprop="name">Pancakes</h1></div>
            """
        let document = try RecipeFileReader().read(path: folder.write("pancakes.html", page)).get()
        let recipe = try #require(try document.recipes.map { try $0.get().recipe }.first)
        #expect(recipe.name == "Pancakes")
        #expect(recipe.ingredients.map(\.line) == ["2 cups flour", "1 egg, beaten", "50 g butter"])
    }
}
