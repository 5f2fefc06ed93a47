import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderInterchange

@Suite("JSON-LD import")
struct JSONLDReaderTests {
    let folder = TemporaryDirectory()
    let reader = RecipeFileReader()

    /// Reads `text` as a file named `name` in the temporary folder.
    func recipes(_ text: String, name: String = "r.json") throws -> [ImportedRecipe] {
        let path = folder.write(name, text)
        return try reader.read(path: path).get().recipes.map { try $0.get() }
    }

    @Test("one Recipe with every common field")
    func fullRecipe() throws {
        let imported = try recipes("""
            {"@context": "https://schema.org", "@type": "Recipe", "name": "Cr&egrave;me br&ucirc;l&eacute;e",
             "description": "A <b>classic</b> &amp; simple dessert.", "recipeYield": ["6", "6 ramekins"],
             "recipeCategory": ["Dessert", "French"], "recipeCuisine": "French", "keywords": "custard, baked",
             "prepTime": "PT20M", "cookTime": "PT1H", "totalTime": "P0DT1H20M",
             "recipeIngredient": ["500 ml cream", "6 egg yolks"],
             "recipeInstructions": [{"@type": "HowToStep", "text": "Heat the cream."}, {"@type": "HowToStep", "name": "Bake", "text": "Bake at 150&deg;C."}],
             "url": "https://example.org/creme-brulee", "author": {"@type": "Person", "name": "Jeanne"},
             "inLanguage": "fr", "aggregateRating": {"ratingValue": "9", "bestRating": "10"},
             "datePublished": "2024-03-01", "identifier": "cb-42"}
            """)
        #expect(imported.count == 1)
        let recipe = imported[0].recipe
        #expect(recipe.name == "Crème brûlée")
        #expect(recipe.summary == "A classic & simple dessert.")
        #expect(recipe.yield == RecipeYield(text: "6 ramekins", servings: 6))
        #expect(recipe.category == "Dessert")
        #expect(recipe.cuisine == "French")
        #expect(recipe.tags == ["custard", "baked", "French"])
        #expect(recipe.prepMinutes == 20 && recipe.cookMinutes == 60 && recipe.totalMinutes == 80)
        #expect(recipe.ingredients.map(\.line) == ["500 ml cream", "6 egg yolks"])
        #expect(recipe.steps == [MethodStep("Heat the cream."), MethodStep("Bake at 150°C.")])
        #expect(recipe.sourceURL == "https://example.org/creme-brulee")
        #expect(recipe.author == "Jeanne")
        #expect(recipe.language == "fr")
        #expect(recipe.rating == 4.5)
        #expect(recipe.externalID == "cb-42")
        #expect(DateText.string(recipe.created).hasPrefix("2024-03-01"))
        #expect(imported[0].warnings.isEmpty)
    }

    @Test("arrays, @graph, nested nodes and @type arrays are all found")
    func shapes() throws {
        #expect(try recipes(#"[{"@type": "Recipe", "name": "A"}, {"@type": "Recipe", "name": "B"}]"#).map(\.recipe.name) == ["A", "B"])
        #expect(try recipes(#"{"@context": "https://schema.org", "@graph": [{"@type": "WebPage", "name": "Page"}, {"@type": ["Recipe", "NewsArticle"], "name": "C"}]}"#)
            .map(\.recipe.name) == ["C"])
        #expect(try recipes(#"{"@type": "WebPage", "mainEntity": {"@type": "http://schema.org/Recipe", "name": "D"}}"#).map(\.recipe.name) == ["D"])
    }

    @Test("instructions as sections, plain strings, one text, and item lists")
    func instructions() throws {
        let sections = try recipes("""
            {"@type": "Recipe", "name": "S", "recipeInstructions": [
              {"@type": "HowToSection", "name": "Dough", "itemListElement": [{"@type": "HowToStep", "text": "Mix."}, {"@type": "HowToStep", "text": "Rest."}]},
              {"@type": "HowToSection", "name": "Filling", "itemListElement": [{"@type": "HowToStep", "text": "Chop."}]}]}
            """)[0].recipe
        #expect(sections.steps == [MethodStep("Mix.", section: "Dough"), MethodStep("Rest.", section: "Dough"), MethodStep("Chop.", section: "Filling")])
        let strings = try recipes(#"{"@type": "Recipe", "name": "T", "recipeInstructions": ["One.", "Two."]}"#)[0].recipe
        #expect(strings.steps.map(\.text) == ["One.", "Two."])
        let text = try recipes(#"{"@type": "Recipe", "name": "U", "recipeInstructions": "1. Boil.\n2) Drain.\n\nStep 3: Serve."}"#)[0].recipe
        #expect(text.steps.map(\.text) == ["Boil.", "Drain.", "Serve."])
        let list = try recipes(#"{"@type": "Recipe", "name": "V", "recipeInstructions": {"@type": "ItemList", "itemListElement": [{"@type": "ListItem", "text": "Go."}]}}"#)[0].recipe
        #expect(list.steps.map(\.text) == ["Go."])
    }

    @Test("yield as a number, text or array; author as text, object or array")
    func yieldAndAuthor() throws {
        #expect(try recipes(#"{"@type": "Recipe", "name": "A", "recipeYield": 4}"#)[0].recipe.yield == RecipeYield(text: "4", servings: 4))
        #expect(try recipes(#"{"@type": "Recipe", "name": "A", "recipeYield": "2人分"}"#)[0].recipe.yield == RecipeYield(text: "2人分", servings: 2))
        #expect(try recipes(#"{"@type": "Recipe", "name": "A", "recipeYield": "a loaf"}"#)[0].recipe.yield == RecipeYield(text: "a loaf", servings: nil))
        #expect(try recipes(#"{"@type": "Recipe", "name": "A", "author": "Bo"}"#)[0].recipe.author == "Bo")
        #expect(try recipes(#"{"@type": "Recipe", "name": "A", "author": [{"@type": "Person", "name": "Bo"}, {"name": "Cy"}]}"#)[0].recipe.author == "Bo, Cy")
    }

    @Test("a bad duration is a warning, not a failure")
    func badDuration() throws {
        let imported = try recipes(#"{"@type": "Recipe", "name": "A", "recipeIngredient": ["1 egg"], "cookTime": "about an hour", "prepTime": "PT5M"}"#)[0]
        #expect(imported.recipe.cookMinutes == nil)
        #expect(imported.recipe.prepMinutes == 5)
        #expect(imported.warnings.count == 1)
    }

    @Test("photos: relative paths and data URLs load, web URLs and non-images are skipped with a reason")
    func photos() throws {
        let jpeg = SampleImage.jpegHeader
        try FileManager.default.createDirectory(atPath: folder.path + "/photos", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.path + "/photos/a.jpg", contents: jpeg)
        folder.write("photos/fake.jpg", "not an image")
        let relative = try recipes(#"{"@type": "Recipe", "name": "A", "image": {"@type": "ImageObject", "url": "photos/a.jpg"}}"#)[0]
        #expect(relative.recipe.photo?.data == jpeg)
        #expect(relative.recipe.photo?.mediaType == "image/jpeg")
        let dataURL = try recipes("{\"@type\": \"Recipe\", \"name\": \"B\", \"image\": [\"data:image/jpeg;base64,\(jpeg.base64EncodedString())\"]}")[0]
        #expect(dataURL.recipe.photo?.data == jpeg)
        let web = try recipes(#"{"@type": "Recipe", "name": "C", "recipeIngredient": ["1 egg"], "image": "https://example.org/c.jpg"}"#)[0]
        #expect(web.recipe.photo == nil)
        #expect(web.photoAddress == "https://example.org/c.jpg" && web.warnings.isEmpty, "a web photo is left for the importer to fetch")
        let fake = try recipes(#"{"@type": "Recipe", "name": "D", "recipeIngredient": ["1 egg"], "image": "photos/fake.jpg"}"#)[0]
        #expect(fake.recipe.photo == nil && fake.warnings.count == 1)
        let missing = try recipes(#"{"@type": "Recipe", "name": "E", "recipeIngredient": ["1 egg"], "image": "../../../../etc/passwd"}"#)[0]
        #expect(missing.recipe.photo == nil && missing.warnings.count == 1)
    }

    @Test("saved web pages: JSON-LD blocks are found, other blocks ignored, the page language used")
    func htmlPages() throws {
        let page = """
            <!DOCTYPE html><HTML LANG="ja"><head><title>親子丼</title>
            <script type="application/ld+json">{"@type": "Organization", "name": "Site"}</script>
            <SCRIPT TYPE="application/ld+json">
            <!--
            {"@context": "https://schema.org", "@graph": [{"@type": "Recipe", "name": "親子丼", "recipeIngredient": ["鶏もも肉 200g"]}]}
            -->
            </SCRIPT><script>var x = "<script type='application/ld+json'>";</script></head><body><p>本文</p></body></HTML>
            """
        let imported = try recipes(page, name: "page.html")
        #expect(imported.map(\.recipe.name) == ["親子丼"])
        #expect(imported[0].recipe.language == "ja")
    }

    @Test("broken input gives a clear error", arguments: [
        ("{\"@type\": \"Recipe\", \"name\": ", "r.json", ImportError.Code.invalidJSON),
        ("{\"name\": \"not typed\"}", "r.json", .noRecipe),
        ("[]", "r.json", .noRecipe),
        ("<html><body>no data</body></html>", "p.html", .noRecipe),
        ("", "r.json", .invalidJSON),
        ("\u{FF}\u{FE}garbage", "r.json", .invalidJSON),
        ("[{\"@type\": \"Recipe\", \"name\": \"A\"},, {}]", "r.json", .invalidJSON),
    ])
    func brokenFiles(_ text: String, _ name: String, _ code: ImportError.Code) throws {
        let path = folder.write(name, text)
        let result = reader.read(path: path)
        #expect(throws: ImportError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.code == code, "\(error.message)") }
    }

    @Test("an array without recipes reports that it has none")
    func arrayWithoutRecipes() throws {
        let results = Array(try reader.read(path: folder.write("n.json", "[1, 2, {\"a\": 3}]")).get().recipes)
        #expect(results.count == 1)
        #expect(throws: ImportError.self) { try results[0].get() }
    }

    @Test("binary data and invalid UTF-8 are refused")
    func binary() {
        let path = folder.path + "/bin.json"
        FileManager.default.createFile(atPath: path, contents: Data([0xFF, 0xFE, 0x00, 0x80, 0xC3, 0x28]))
        #expect(throws: ImportError.self) { try reader.read(path: path).get() }
    }

    @Test("in a large array, a broken element fails alone; its neighbours import")
    func brokenElement() throws {
        let path = folder.write("r.json", #"[{"@type": "Recipe", "name": "A"}, {"@type": "Recipe", "name": }, {"@type": "Recipe", "name": "C"}]"#)
        let results = Array(try reader.read(path: path).get().recipes)
        #expect(results.count == 3)
        #expect((try? results[0].get())?.recipe.name == "A")
        #expect(throws: ImportError.self) { try results[1].get() }
        #expect((try? results[2].get())?.recipe.name == "C")
    }

    @Test("a Recipe without a name fails alone; its neighbours import")
    func namelessRecipe() throws {
        let path = folder.write("r.json", #"[{"@type": "Recipe", "name": "Good"}, {"@type": "Recipe", "description": "no name"}]"#)
        let results = Array(try reader.read(path: path).get().recipes)
        #expect(results.count == 2)
        #expect((try? results[0].get())?.recipe.name == "Good")
        #expect(throws: ImportError.self) { try results[1].get() }
    }

    @Test("deep nesting and huge files are refused without crashing")
    func hostileStructure() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let deepResult = reader.read(path: folder.write("deep.json", deep))
        let deepRecipes = (try? deepResult.get()).map { Array($0.recipes) } ?? []
        #expect(deepRecipes.allSatisfy { (try? $0.get()) == nil }, "nothing is imported from it")
        let deepObject = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(throws: ImportError.self) { try reader.read(path: folder.write("deep2.json", deepObject)).get() }
        var small = RecipeFileReader()
        small.maximumFileSize = 1_000
        let big = folder.write("big.json", "[" + String(repeating: " ", count: 2_000) + "]")
        let result = small.read(path: big)
        if case .failure(let error) = result { #expect(error.code == .tooLarge) } else { Issue.record("a file over the limit was read") }
    }

    @Test("ISO 8601 durations", arguments: [
        ("PT20M", 20), ("PT1H15M", 75), ("P0DT0H40M", 40), ("PT1H", 60), ("PT90S", 2), ("P1D", 1440), ("45", 45), ("pt10m", 10),
    ])
    func durations(_ text: String, _ minutes: Int) {
        #expect(ISODuration.minutes(text) == minutes)
    }

    @Test("not durations", arguments: ["", "P", "PT", "1 hour", "PTM", "P1H", "PT1X", "P9999999Y", "-5"])
    func notDurations(_ text: String) {
        #expect(ISODuration.minutes(text) == nil)
    }

    @Test("dates with a long fraction of a second, or longer than any date, are read without reaching ICU's arithmetic (it crashed)",
          arguments: ["2025-01-08T10:00:00.0666666666666666666666666666666666666666666666666666666666600Z",
                      "2025-01-08T10:00:00." + String(repeating: "9", count: 100_000) + "Z",
                      "2025-01-08T10:00:00.066Z" + String(repeating: " x", count: 1000)])
    func longDates(text: String) throws {
        let date = try #require(DateText.parse(text))
        #expect(DateText.string(date).hasPrefix("2025-01-08"))
        if text.hasPrefix("2025-01-08T10:00:00.06666") { #expect(DateText.string(date) == "2025-01-08T10:00:00.066Z") }
    }

    @Test("a recipe without ingredients is read, with a warning; a Larder backup's is not warned about")
    func noIngredients() throws {
        let read = try #require(try recipes(#"{"@type": "Recipe", "name": "Negroni", "recipeInstructions": "Stir with ice and strain."}"#).first)
        #expect(read.recipe.name == "Negroni" && read.recipe.ingredients.isEmpty)
        #expect(read.warnings == ["no ingredients found; imported without them"])
        let backup = #"{"@type": "Recipe", "@id": "larder://11111111-2222-4333-8444-555555555555/recipe/66666666-7777-4888-9999-000000000000", "name": "Note"}"#
        #expect(try #require(try recipes(backup, name: "backup.json").first).warnings.isEmpty)
        #expect(try #require(try recipes(#"{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["1 slice bread"]}"#).first).warnings.isEmpty)
    }
}
