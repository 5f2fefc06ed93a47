import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderInterchange

/// Cooklang: the parser's intermediate form (the rules of the spec's
/// canonical tests, in our own cases) and the recipes it becomes.
@Suite("Cooklang import")
struct CooklangTests {
    typealias Item = CooklangDocument.Item
    let folder = TemporaryDirectory()

    func amount(_ text: String, _ number: Double?, _ unit: String = "") -> CooklangDocument.Amount {
        CooklangDocument.Amount(text: text, number: number, unit: unit)
    }

    func steps(_ source: String) -> [[Item]] {
        CooklangParser.parse(source).steps
    }

    // MARK: - Steps and items

    @Test("plain text is one step; blank lines separate steps; lines of a paragraph join with a space")
    func paragraphs() {
        #expect(steps("Boil the kettle.\n") == [[.text("Boil the kettle.")]])
        #expect(steps("Boil the kettle.\n\nWarm the pot.\n") == [[.text("Boil the kettle.")], [.text("Warm the pot.")]])
        #expect(steps("Boil the\nkettle.\n") == [[.text("Boil the kettle.")]])
        #expect(steps("Oven at 220°C, 3/4 full, 2L pot\n") == [[.text("Oven at 220°C, 3/4 full, 2L pot")]])
    }

    @Test("ingredients: one word up to a space or punctuation; several words up to braces")
    func ingredients() {
        #expect(steps("Grate @nutmeg over it") == [[.text("Grate "), .ingredient(name: "nutmeg", amount: nil, note: nil), .text(" over it")]])
        #expect(steps("Add @mace, then stir") == [[.text("Add "), .ingredient(name: "mace", amount: nil, note: nil), .text(", then stir")]])
        #expect(steps("Add @mace⸴ then stir")[0][2] == .text("⸴ then stir"))
        #expect(steps("Add @mace\u{2009}then stir")[0][1] == .ingredient(name: "mace", amount: nil, note: nil))
        #expect(steps("@3seeds") == [[.ingredient(name: "3seeds", amount: nil, note: nil)]])
        #expect(steps("@🌶️") == [[.ingredient(name: "🌶️", amount: nil, note: nil)]])
        #expect(steps("@brown rice flour{300%g}") == [[.ingredient(name: "brown rice flour", amount: amount("300", 300, "g"), note: nil)]])
        #expect(steps("@00 pasta flour{ 2 % cups }") == [[.ingredient(name: "00 pasta flour", amount: amount("2", 2, "cups"), note: nil)]])
        #expect(steps("@brown rice{}") == [[.ingredient(name: "brown rice", amount: nil, note: nil)]])
        #expect(steps("@brown rice{ }") == [[.ingredient(name: "brown rice", amount: nil, note: nil)]])
        #expect(steps("@egg{2}") == [[.ingredient(name: "egg", amount: amount("2", 2), note: nil)]])
        #expect(steps("@onion{1}(sliced thin)") == [[.ingredient(name: "onion", amount: amount("1", 1), note: "sliced thin")]])
        // The extensions' modifiers are not part of the name.
        #expect(steps("@?parsley{1%sprig}") == [[.ingredient(name: "parsley", amount: amount("1", 1, "sprig"), note: nil)]])
        #expect(steps("@&dough{}") == [[.ingredient(name: "dough", amount: nil, note: nil)]])
        #expect(steps("@./Sauces/Aioli{2%tbsp}") == [[.ingredient(name: "./Sauces/Aioli", amount: amount("2", 2, "tbsp"), note: nil)]])
        #expect(steps("Stir @- well") == [[.text("Stir @- well")]])
        // Braces after another marker belong to that one.
        #expect(steps("@salt and @white pepper{1%pinch}") == [[
            .ingredient(name: "salt", amount: nil, note: nil), .text(" and "),
            .ingredient(name: "white pepper", amount: amount("1", 1, "pinch"), note: nil),
        ]])
    }

    @Test("quantities: integers, decimals and fractions are numbers; words, \"01/2\" and \"4 x\" stay text")
    func quantities() {
        #expect(CooklangParser.parseAmount("1/4%tsp") == amount("1/4", 0.25, "tsp"))
        #expect(CooklangParser.parseAmount("3 / 4 %cup") == amount("3 / 4", 0.75, "cup"))
        #expect(CooklangParser.parseAmount("2.5%kg") == amount("2.5", 2.5, "kg"))
        #expect(CooklangParser.parseAmount("03/4%cup") == amount("03/4", nil, "cup"))
        #expect(CooklangParser.parseAmount("a handful") == amount("a handful", nil))
        #expect(CooklangParser.parseAmount("4 x ") == amount("4 x", nil))
        #expect(CooklangParser.parseAmount("1/0") == amount("1/0", nil))
        #expect(CooklangParser.parseAmount("  ") == nil)
        #expect(CooklangParser.parseAmount("=1%tsp") == amount("1", 1, "tsp"))
    }

    @Test("a marker followed by a space is text")
    func strayMarkers() {
        #expect(steps("Email me @ home") == [[.text("Email me @ home")]])
        #expect(steps("Email @ home{}") == [[.text("Email @ home{}")]])
        #expect(steps("Table # 4") == [[.text("Table # 4")]])
        #expect(steps("Table # 4{}") == [[.text("Table # 4{}")]])
        #expect(steps("About ~ 3") == [[.text("About ~ 3")]])
        #expect(steps("About ~ {3}") == [[.text("About ~ {3}")]])
        #expect(steps("Mail@") == [[.text("Mail@")]])
    }

    @Test("cookware counts 1 unless braces say; timers with and without a name")
    func cookwareAndTimers() {
        #expect(steps("Use the #wok, hot") == [[.text("Use the "), .cookware(name: "wok", amount: nil), .text(", hot")]])
        #expect(steps("#cast iron skillet{}") == [[.cookware(name: "cast iron skillet", amount: nil)]])
        #expect(steps("#10-inch tart tin{ }") == [[.cookware(name: "10-inch tart tin", amount: nil)]])
        #expect(steps("#ramekins{6}") == [[.cookware(name: "ramekins", amount: amount("6", 6))]])
        #expect(steps("#ramekins{six small}") == [[.cookware(name: "ramekins", amount: amount("six small", nil))]])
        #expect(steps("Bake ~{25%minutes}") == [[.text("Bake "), .timer(name: "", amount: amount("25", 25, "minutes"))]])
        #expect(steps("Bake ~{3/4%hour}")[0][1] == .timer(name: "", amount: amount("3/4", 0.75, "hour")))
        #expect(steps("Proof ~dough{1.5%hours}")[0][1] == .timer(name: "dough", amount: amount("1.5", 1.5, "hours")))
        #expect(steps("Let it ~cool, then slice") == [[.text("Let it "), .timer(name: "cool", amount: nil), .text(", then slice")]])
    }

    @Test("comments: -- to the end of the line, [- -] anywhere; a run of three dashes is text")
    func comments() {
        #expect(steps("-- a note to self\n") == [])
        #expect(steps("-- a note to self\n@lime{1}") == [[.ingredient(name: "lime", amount: amount("1", 1), note: nil)]])
        #expect(steps("@lime{1} -- organic\nzest it") == [[.ingredient(name: "lime", amount: amount("1", 1), note: nil), .text("  zest it")]])
        #expect(steps("Stir [- gently -]well") == [[.text("Stir well")]])
        #expect(steps("Stir [- gently\nand slowly -] well\n") == [[.text("Stir  well")]])
        #expect(steps("Fold --- do not beat") == [[.text("Fold --- do not beat")]])
    }

    // MARK: - Metadata, sections, notes

    @Test("front matter: keys with spaces, spaces before the colon, lists, nested keys; only at the very start")
    func frontMatter() {
        let document = CooklangParser.parse("""
            ---
            title: Quick Flatbread
            resting time   :20 min
            tags: [bread, "quick"]
            diet:
              - vegan
              - dairy-free
            time:
              prep: 5 min
              cook: 10 min
            servings: 2|4
            ---
            Mix.
            """)
        #expect(document.metadata.map(\.key) == ["title", "resting time", "tags", "time.prep", "time.cook", "servings", "diet"]
            || document.metadata.map(\.key) == ["title", "resting time", "tags", "diet", "time.prep", "time.cook", "servings"])
        #expect(document.value(for: "Resting Time") == "20 min")
        #expect(document.value(for: "tags") == "bread, quick")
        #expect(document.value(for: "diet") == "vegan, dairy-free")
        #expect(document.value(for: "time.cook") == "10 min")
        #expect(document.value(for: "servings") == "2|4")
        #expect(document.steps == [[.text("Mix.")]])
        let notFrontMatter = CooklangParser.parse("Knead ---\nyield: 2\n---\n")
        #expect(notFrontMatter.metadata.isEmpty)
        #expect(notFrontMatter.steps == [[.text("Knead --- yield: 2 ---")]])
    }

    @Test(">> metadata lines, = and == sections, > notes")
    func blocks() {
        let document = CooklangParser.parse("""
            >> servings: 3
            = Dough
            Knead @flour{500%g}.

            > Any flour will do.
            == Filling ==
            Chop @spinach.
            """)
        #expect(document.metadata.map(\.key) == ["servings"])
        #expect(document.blocks == [
            .section("Dough"),
            .step([.text("Knead "), .ingredient(name: "flour", amount: amount("500", 500, "g"), note: nil), .text(".")]),
            .note("Any flour will do."),
            .section("Filling"),
            .step([.text("Chop "), .ingredient(name: "spinach", amount: nil, note: nil), .text(".")]),
        ])
    }

    // MARK: - Recipes

    /// Imports `text` from a file called `name`.
    func recipe(_ text: String, name: String = "Flatbread.cook") throws -> ImportedRecipe {
        let path = folder.write(name, text)
        let document = try RecipeFileReader().read(path: path).get()
        #expect(document.format == "Cooklang")
        return try #require(document.recipes.first { _ in true }).get()
    }

    @Test("every field the format has becomes the recipe's")
    func fullRecipe() throws {
        let imported = try recipe("""
            ---
            title: Quick Flatbread
            servings: 4|8
            tags: bread, quick
            source: https://example.org/flatbread
            author: Sam Reyes
            prep time: 5 min
            cook time: 1 hr 10 mins
            cuisine: Levantine
            course: side
            description: Soft, blistered, ready fast.
            locale: es_MX
            mood: sunny
            ---
            = Dough
            Mix @self-raising flour{250%g} with @yoghurt{250%g} and @salt in a #bowl{}.
            Knead ~{2%minutes}.

            > Greek yoghurt makes a softer dough.

            = Cooking
            Cook each in a hot #skillet{} for ~side{3%min}; brush with @butter{}(melted).
            """)
        let recipe = imported.recipe
        #expect(recipe.name == "Quick Flatbread")
        #expect(recipe.yield == RecipeYield(text: "4"))
        #expect(recipe.tags == ["bread", "quick"])
        #expect(recipe.sourceURL == "https://example.org/flatbread")
        #expect(recipe.author == "Sam Reyes")
        #expect(recipe.prepMinutes == 5 && recipe.cookMinutes == 70)
        #expect(recipe.cuisine == "Levantine" && recipe.category == "side")
        #expect(recipe.summary == "Soft, blistered, ready fast.")
        #expect(recipe.language == "es-MX")
        #expect(recipe.ingredients.map(\.line) == ["250 g self-raising flour", "250 g yoghurt", "salt", "butter, melted"])
        #expect(recipe.ingredients.map(\.group) == ["Dough", "Dough", "Dough", "Cooking"], "each in the section it is first used in")
        #expect(recipe.ingredients[0].quantity == 250 && recipe.ingredients[0].unit == "g")
        #expect(recipe.steps == [
            MethodStep("Mix self-raising flour with yoghurt and salt in a bowl. Knead 2 minutes.", section: "Dough"),
            MethodStep("Cook each in a hot skillet for 3 min; brush with butter.", section: "Cooking"),
        ])
        #expect(recipe.notes == "Greek yoghurt makes a softer dough.")
        #expect(imported.warnings == ["metadata Larder has no field for, left out: mood"])
    }

    @Test("no title: the file's name; >> metadata; a source that is not an address goes to the notes")
    func nameFromFile() throws {
        let recipe = try recipe(">> source: Aunt May\n>> time: 1:15\nSpread @jam.\n", name: "Jam Toast.cook").recipe
        #expect(recipe.name == "Jam Toast")
        #expect(recipe.totalMinutes == 75)
        #expect(recipe.notes == "Source: Aunt May")
        #expect(recipe.sourceURL == nil)
    }

    @Test("the same ingredient mentioned twice is listed once")
    func repeatedIngredient() throws {
        let recipe = try recipe("Add half the @sugar{100%g}.\n\nLater, the rest of the @sugar{100%g} and @salt; taste, more @salt.").recipe
        #expect(recipe.ingredients.map(\.line) == ["100 g sugar", "salt"])
    }

    @Test("the external identifier comes from the file's name and source: stable across edits, distinct per file")
    func externalID() throws {
        let first = try recipe("Boil @pasta{200%g}.", name: "Pasta.cook").recipe
        let edited = try recipe("Boil @pasta{250%g} well.", name: "Pasta.cook").recipe
        let other = try recipe("Boil @pasta{200%g}.", name: "Noodles.cook").recipe
        #expect(first.externalID?.hasPrefix("cooklang:") == true)
        #expect(first.externalID == edited.externalID)
        #expect(first.externalID != other.externalID)
    }

    @Test("a file that is not UTF-8 is read as windows-1252, with a warning")
    func windows1252() throws {
        var bytes = Array("Add the @cr".utf8)
        bytes += [0xE8]  // è
        bytes += Array("me fra".utf8) + [0xEE] + Array("che{2%tbsp} ".utf8) + [0x96] + Array(" cold".utf8)
        let path = folder.write("Cr.cook", "")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let imported = try RecipeFileReader().read(path: path).get().recipes.map { try $0.get() }[0]
        #expect(imported.recipe.ingredients.map(\.line) == ["2 tbsp crème fraîche"])
        #expect(imported.recipe.steps.map(\.text) == ["Add the crème fraîche – cold"])
        #expect(imported.warnings == [LegacyText.windows1252Warning])
    }

    @Test("an empty file is no recipe")
    func empty() throws {
        let path = folder.write("Empty.cook", "-- nothing here\n\n")
        guard case .success(let document) = RecipeFileReader().read(path: path) else { Issue.record("the file was refused"); return }
        let results = Array(document.recipes)
        #expect(results.count == 1)
        if case .failure(let error) = results[0] { #expect(error.code == .noRecipe) } else { Issue.record("an empty file made a recipe") }
    }
}
