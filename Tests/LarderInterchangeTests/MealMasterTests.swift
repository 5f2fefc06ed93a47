import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderInterchange

/// Meal-Master files in the layout Meal-Master writes (our own recipes):
/// header lines, the ingredient columns, groups, two columns, several recipes.
@Suite("Meal-Master import")
struct MealMasterTests {
    let folder = TemporaryDirectory()

    /// Two recipes, one column, `MMMMM` header and end lines.
    static let oneColumn = """
        MMMMM----- Recipe via Meal-Master (tm) v8.06

              Title: Barley and Leek Soup
         Categories: Soups, Vegetarian, Winter
              Yield: 4 servings

              1 lg Leek, white part; sliced
              2 tb Butter
            1/2 c  Pearl barley; rinsed
          1 1/2 qt Vegetable stock
                   Salt and pepper
              1 ts Thyme leaves, or a sprig of
                   -fresh thyme

          Melt the butter in a heavy pot and soften the leek over low heat,
          about 10 minutes, without letting it brown.

          Add the barley and the stock, bring to a simmer and cook until the
          barley is tender, 40 to 45 minutes. Season and serve hot.

        MMMMM

        MMMMM----- Recipe via Meal-Master (tm) v8.06

              Title: Oat Biscuits
         Categories: Baking
           Servings: 24

            200 g  Rolled oats
            100 g  Flour
              1 pn Salt

          Mix everything, roll thin and bake at 180 C for 15 minutes.

        MMMMM
        """

    /// One recipe with the dashed header, two ingredient columns and a group.
    static let twoColumns = """
        ---------- Recipe via Meal-Master (tm) v8.02

              Title: Plum Crumble
         Categories: Desserts, Fruit
              Yield: 6 servings

          1 1/2 lb Plums; halved, stoned               3 tb Brown sugar
              1 ts Cinnamon                          1/2 c  Orange juice
                   Butter for the dish

        MMMMM-----------------------------TOPPING-----------------------------
              1 c  Flour                             1/2 c  Cold butter; diced
            1/2 c  Rolled oats                           pn Salt
            1/3 c  Demerara sugar

          Butter a baking dish. Toss the plums with the sugar, cinnamon and
          juice and spread them in the dish.

        MMMMM-----------------------------TOPPING-----------------------------
          Rub the butter into the flour, oats, sugar and salt until it looks
          like coarse crumbs; scatter over the fruit.

          Bake at 190 C for 35 minutes, until golden and bubbling.

        -----
        """

    /// Every recipe read from `text` in a file called `name`.
    func recipes(_ text: String, name: String = "box.mmf") throws -> [ImportedRecipe] {
        try recipes(bytes: Data(text.utf8), name: name)
    }

    func recipes(bytes: Data, name: String = "box.mmf") throws -> [ImportedRecipe] {
        let path = folder.write(name, "")
        try bytes.write(to: URL(fileURLWithPath: path))
        let document = try RecipeFileReader().read(path: path).get()
        #expect(document.format == "Meal-Master")
        return try document.recipes.map { try $0.get() }
    }

    @Test("header fields, ingredient columns with unit codes written out, continuation lines, paragraphs as steps")
    func oneColumnLayout() throws {
        let imported = try recipes(Self.oneColumn)
        #expect(imported.map(\.recipe.name) == ["Barley and Leek Soup", "Oat Biscuits"])
        let soup = imported[0].recipe
        #expect(soup.category == "Soups" && soup.tags == ["Vegetarian", "Winter"])
        #expect(soup.yield == RecipeYield(text: "4 servings"))
        #expect(soup.ingredients.map(\.line) == [
            "1 large Leek, white part; sliced", "2 tablespoons Butter", "1/2 cup Pearl barley; rinsed",
            "1 1/2 quarts Vegetable stock", "Salt and pepper", "1 teaspoon Thyme leaves, or a sprig of fresh thyme",
        ])
        #expect(soup.ingredients[2].quantity == 0.5)
        #expect(soup.steps.map(\.text) == [
            "Melt the butter in a heavy pot and soften the leek over low heat, about 10 minutes, without letting it brown.",
            "Add the barley and the stock, bring to a simmer and cook until the barley is tender, 40 to 45 minutes. Season and serve hot.",
        ])
        #expect(imported.allSatisfy { $0.warnings.isEmpty })
        let biscuits = imported[1].recipe
        #expect(biscuits.yield?.servings == 24)
        #expect(biscuits.ingredients.map(\.line) == ["200 g Rolled oats", "100 g Flour", "1 pinch Salt"])
    }

    @Test("two columns are read left column first; a group heading starts an ingredient group and names the steps after it")
    func twoColumnLayout() throws {
        let recipe = try #require(try recipes(Self.twoColumns).first).recipe
        #expect(recipe.name == "Plum Crumble")
        #expect(recipe.ingredients.map(\.line) == [
            "1 1/2 pounds Plums; halved, stoned", "1 teaspoon Cinnamon", "Butter for the dish", "3 tablespoons Brown sugar",
            "1/2 cup Orange juice", "1 cup Flour", "1/2 cup Rolled oats", "1/3 cup Demerara sugar",
            "1/2 cup Cold butter; diced", "pinch Salt",
        ])
        #expect(recipe.ingredients.map(\.group) == [nil, nil, nil, nil, nil] + Array(repeating: "TOPPING", count: 5))
        #expect(recipe.steps.map(\.section) == [nil, "TOPPING", "TOPPING"])
        #expect(recipe.steps[2].text == "Bake at 190 C for 35 minutes, until golden and bubbling.")
    }

    @Test("continuation lines: in either column, a right-hand one with nothing above it continues the left, a stray one stands alone")
    func continuations() throws {
        let text = """
            MMMMM----- Recipe via Meal-Master (tm) v8.06

                  Title: Test Bake

                  2 c  Flour, sifted with the                   -and more
                       -baking powder                      1 ts Baking powder
                  1 ts Salt                                     -fine

            MMMMM---------------------------------GLAZE-----------------------------
                       -icing sugar, to taste

              Bake.

            MMMMM
            """
        let recipe = try #require(try recipes(text).first).recipe
        #expect(recipe.ingredients.map(\.line) == [
            "2 cups Flour, sifted with the and more baking powder", "1 teaspoon Salt", "1 teaspoon Baking powder fine",
            "icing sugar, to taste",
        ])
        #expect(recipe.ingredients.last?.group == "GLAZE")
    }

    @Test("text around the recipes is ignored; a file without an end line still gives its recipe, with a warning")
    func surroundingTextAndTruncation() throws {
        let text = "From the Tuesday recipe swap\n\n" + Self.oneColumn + "\n-- end of digest --\n"
        #expect(try recipes(text).count == 2)
        let cut = String(Self.twoColumns.prefix(600))
        let imported = try recipes(cut)
        #expect(imported.count == 1)
        #expect(imported[0].recipe.name == "Plum Crumble")
        #expect(imported[0].warnings.contains { $0.contains("no end line") })
    }

    @Test("a recipe without a title fails alone; a file without a header is no recipe")
    func failures() throws {
        let path = folder.write("x.mmf", "MMMMM----- Recipe via Meal-Master\n\n Categories: Odd\n\nMMMMM\n" + Self.oneColumn)
        let results = Array(try RecipeFileReader().read(path: path).get().recipes)
        #expect(results.count == 3)
        if case .failure(let error) = results[0] { #expect(error.message.contains("Title")) } else { Issue.record("a recipe without a title was read") }
        let none = folder.write("none.mmf", "just a shopping list\n")
        guard case .failure(let error) = RecipeFileReader().read(path: none) else { Issue.record("a file without recipes was read"); return }
        #expect(error.code == .noRecipe)
    }

    @Test("windows-1252 files (as DOS and Windows wrote them) are read, with a warning")
    func windows1252() throws {
        let text = Self.oneColumn.replacingOccurrences(of: "Barley and Leek Soup", with: "Crème brûlée")
        let imported = try recipes(bytes: try #require(text.data(using: .windowsCP1252)))
        #expect(imported[0].recipe.name == "Crème brûlée")
        #expect(imported[0].warnings == [LegacyText.windows1252Warning])
        let crlf = try recipes(Self.oneColumn.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.map(\.recipe) .map(\.ingredients.count) == [6, 3])
    }

    @Test("a .txt holding Meal-Master is recognised by its content")
    func sniffing() throws {
        #expect(RecipeFileReader.Kind(fileName: "box.txt") == nil)
        #expect(RecipeFileReader.Kind(sniffingData: Data(Self.oneColumn.utf8)) == .mealMaster)
        #expect(RecipeFileReader.Kind(sniffingData: Data(Self.twoColumns.utf8)) == .mealMaster)
        #expect(RecipeFileReader.Kind(fileName: "BOX.MMF") == .mealMaster && RecipeFileReader.Kind(fileName: "a.mm") == .mealMaster)
        #expect(try recipes(Self.twoColumns, name: "crumble.txt").count == 1)
    }

    @Test("each recipe's external identifier is the same on every read and differs between recipes")
    func externalID() throws {
        let first = try recipes(Self.oneColumn).map(\.recipe.externalID)
        let again = try recipes(Self.oneColumn).map(\.recipe.externalID)
        #expect(first == again)
        #expect(first[0] != first[1])
        #expect(first.allSatisfy { $0?.hasPrefix("mealmaster:") == true })
    }

    @Test("a recipe without its end line ends where the next one's header begins, indented or not", arguments: [
        ("MMMMM----- Recipe via Meal-Master (tm) v8.06", "MMMMM"), ("   MMMMM----- Recipe via Meal-Master (tm) v8.06", "MMMMM"),
        ("\t---------- Recipe via Meal-Master (tm) v8.02", "-----"),
    ])
    func missingEndLine(_ header: String, _ end: String) throws {
        let first = "MMMMM----- Recipe via Meal-Master (tm) v8.06\n\n      Title: Leek Soup\n\n      1 lg Leek\n\n  Simmer.\n\n"
        let second = header + "\n\n      Title: Oat Biscuits\n\n    200 g  Rolled oats\n\n  Bake.\n\n" + end + "\n"
        let imported = try recipes(first + second)
        #expect(imported.map(\.recipe.name) == ["Leek Soup", "Oat Biscuits"])
        #expect(imported[0].recipe.steps.map(\.text) == ["Simmer."])
        #expect(imported[0].warnings.contains { $0.contains("no end line") })
        #expect(imported[1].recipe.ingredients.map(\.line) == ["200 g Rolled oats"])
    }
}
