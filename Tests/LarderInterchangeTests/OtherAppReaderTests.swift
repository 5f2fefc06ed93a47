import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderInterchange

/// The exports of other apps, in the layout each app writes (see
/// ``OtherAppFixtures``): what each reader takes from them.
@Suite("App export import")
struct OtherAppReaderTests {
    let folder = TemporaryDirectory()
    let reader = RecipeFileReader()

    /// Writes `data` as `name` in the temporary folder and reads it as `larder import` does.
    func document(_ data: Data, name: String) throws -> RecipeDocument {
        let path = folder.file(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: data)
        return try reader.read(path: path).get()
    }

    func recipes(_ data: Data, name: String) throws -> [ImportedRecipe] {
        try document(data, name: name).recipes.map { try $0.get() }
    }

    @Test("headings written as lines: Paprika's 'Sauce:', Nextcloud Cookbook's '## Sauce'; one with no line after it stays a line")
    func headingLines() throws {
        #expect(HeadingLines.ingredients(["Dough:", "500 g flour", "Sauce:", "1 tomato", "Salt:"], style: .colon).map { "\($0.group ?? "-") \($0.line)" }
            == ["Dough 500 g flour", "Sauce 1 tomato", "Sauce Salt:"])
        #expect(HeadingLines.ingredients(["Step 2:", "1 egg"], style: .colon).map(\.line) == ["Step 2:", "1 egg"], "a line with a number is no heading")
        #expect(HeadingLines.steps(["## Dough", "Knead.", "##", "Rest."], style: .markdown).map { "\($0.section ?? "-") \($0.text)" }
            == ["Dough Knead.", "Dough ##", "Dough Rest."])
        var recipe = try #require(try JSONSerialization.jsonObject(with: OtherAppFixtures.paprikaRecipe(name: "Pie", uid: "P1")) as? [String: Any])
        recipe["ingredients"] = "Crust:\n200 g flour\nFilling:\n3 apples"
        recipe["directions"] = "Crust:\n1. Rub in the butter.\nFilling:\n2. Slice the apples."
        let pie = try #require(try recipes(OtherAppFixtures.zip([("Pie.paprikarecipe", OtherAppFixtures.gzip(try JSONSerialization.data(withJSONObject: recipe)))]),
                                           name: "Pie.paprikarecipes").first).recipe
        #expect(pie.ingredients.map(\.group) == ["Crust", "Filling"])
        #expect(pie.steps.map(\.section) == ["Crust", "Filling"] && pie.steps.map(\.text) == ["Rub in the butter.", "Slice the apples."])
    }

    @Test("Paprika: without photo_data the first of photos[] is the photo; the others are named in a warning, not dropped silently")
    func paprikaPhotos() throws {
        var recipe = try #require(try JSONSerialization.jsonObject(with: OtherAppFixtures.paprikaRecipe(name: "Pie", uid: "P2", photo: nil)) as? [String: Any])
        let image = SampleImage.jpegHeader.base64EncodedString()
        recipe["photos"] = [["name": "1", "filename": "a.jpg", "data": image], ["name": "2", "filename": "b.jpg", "data": image], ["name": "3"]]
        let imported = try #require(try recipes(OtherAppFixtures.gzip(try JSONSerialization.data(withJSONObject: recipe)), name: "Pie.paprikarecipe").first)
        #expect(imported.recipe.photo != nil)
        #expect(imported.warnings.contains { $0.contains("1 more photo in photos[] not kept") }, "\(imported.warnings)")
    }

    @Test("Paprika: a recipe left without a name in the app comes in as an untitled recipe, with a warning")
    func paprikaUntitled() throws {
        let untitled = OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "", uid: "U1"))
        let data = OtherAppFixtures.zip([(".paprikarecipe", untitled), ("Cocoa.paprikarecipe", OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "Cocoa", uid: "C1")))])
        let imported = try recipes(data, name: "Export.paprikarecipes")
        #expect(imported.map(\.recipe.name) == ["Untitled recipe", "Cocoa"])
        #expect(imported[0].recipe.ingredients.map(\.line) == ["500 ml milk", "2 tbsp cocoa", "1 tbsp sugar"])
        #expect(imported[0].warnings.contains("the recipe has no name in Paprika; imported as “Untitled recipe”"), "\(imported[0].warnings)")
        #expect(!imported[1].warnings.contains { $0.contains("no name") })
    }

    @Test("Paprika: a .paprikarecipes zip of gzipped recipes, every field and the photo")
    func paprikaExport() throws {
        let data = OtherAppFixtures.paprikaExport([("Cocoa", "A1B2-C3"), ("Tea", "D4E5-F6")])
        let document = try document(data, name: "My Recipes.paprikarecipes")
        #expect(document.format == "Paprika export")
        let imported = try document.recipes.map { try $0.get() }
        #expect(imported.map(\.recipe.name) == ["Cocoa", "Tea"])
        let cocoa = imported[0].recipe
        #expect(cocoa.externalID == "paprika:A1B2-C3")
        #expect(cocoa.ingredients.map(\.line) == ["500 ml milk", "2 tbsp cocoa", "1 tbsp sugar"])
        #expect(cocoa.steps.map(\.text) == ["Warm the milk.", "Whisk in the cocoa."])
        #expect(cocoa.prepMinutes == 5 && cocoa.cookMinutes == 65 && cocoa.totalMinutes == nil)
        #expect(cocoa.yield == RecipeYield(text: "2 mugs"))
        #expect(cocoa.rating == 4)
        #expect(cocoa.category == "Drinks" && cocoa.tags == ["Winter"])
        #expect(cocoa.notes == "Good with cinnamon." && cocoa.summary == "A mug for cold evenings.")
        #expect(cocoa.author == "Our kitchen" && cocoa.sourceURL == nil)
        #expect(cocoa.photo?.mediaType == "image/jpeg" && cocoa.photo?.width == 640)
        #expect(cocoa.created == ISO8601DateFormatter().date(from: "2019-04-02T18:20:11Z"))
    }

    @Test("Paprika: one .paprikarecipe (gzip), by name and by content")
    func paprikaSingle() throws {
        let data = OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "Cocoa", uid: "X1", photo: nil))
        let document = try document(data, name: "Cocoa.paprikarecipe")
        #expect(document.format == "Paprika recipe")
        #expect(try document.recipes.map { try $0.get().recipe.name } == ["Cocoa"])
        #expect(RecipeFileReader.Kind(sniffingData: data) == .paprika)
        let sniffed = try reader.read(data: data, kind: .init(sniffingData: data), baseDirectory: nil).get()
        let recipe = try #require(try sniffed.recipes.map { try $0.get() }.first)
        #expect(recipe.recipe.externalID == "paprika:X1")
        #expect(recipe.photoAddress?.hasPrefix("https://") == true, "Paprika's image_url is left for the importer to fetch")
    }

    @Test("Nextcloud Cookbook: a zip of recipe folders, full.jpg standing in for the web image")
    func nextcloudExport() throws {
        let data = OtherAppFixtures.nextcloudExport(["Flatbread", "Pan Bread"])
        #expect(RecipeFileReader.Kind(sniffingData: data) == .nextcloudCookbook)
        let document = try document(data, name: "cookbook.zip")
        #expect(document.format == "Nextcloud Cookbook export")
        let imported = try document.recipes.map { try $0.get() }
        #expect(imported.map(\.recipe.name) == ["Flatbread", "Pan Bread"])
        let bread = imported[0]
        #expect(bread.recipe.photo?.mediaType == "image/jpeg")
        #expect(bread.warnings.isEmpty, "\(bread.warnings)")
        #expect(bread.recipe.yield?.servings == 6 && bread.recipe.totalMinutes == 30)
        #expect(bread.recipe.category == "Bread" && bread.recipe.tags == ["flatbread", "quick"])
        #expect(bread.recipe.sourceURL == "https://example.org/recipes/100")
        // With no address, Nextcloud's own ID identifies the recipe, else its folder.
        let bare = OtherAppFixtures.zip([("Soup/recipe.json", Data(#"{"@type": "Recipe", "name": "Soup", "id": "42"}"#.utf8)),
                                          ("Stew/recipe.json", Data(#"{"name": "Stew"}"#.utf8))])
        #expect(try recipes(bare, name: "bare.zip").map(\.recipe.externalID) == ["nextcloud:42", "nextcloud:Stew"])
    }

    @Test("Nextcloud Cookbook: an unpacked recipe folder reads its photo; without full.jpg it is plain JSON-LD")
    func nextcloudFolder() throws {
        folder.write("Flatbread/recipe.json", String(decoding: OtherAppFixtures.nextcloudRecipe(name: "Flatbread", id: "7"), as: UTF8.self))
        FileManager.default.createFile(atPath: folder.file("Flatbread/full.jpg"), contents: SampleImage.jpegHeader)
        let document = try reader.read(path: folder.file("Flatbread/recipe.json")).get()
        #expect(document.format == "Nextcloud Cookbook export")
        #expect(try document.recipes.map { try $0.get().recipe.photo != nil } == [true])
        #expect(RecipeFileReader.isRecipeFolder(files: ["full.jpg", "recipe.json", "thumb.jpg"], folderName: "Flatbread"))
        try FileManager.default.removeItem(atPath: folder.file("Flatbread/full.jpg"))
        let plain = try reader.read(path: folder.file("Flatbread/recipe.json")).get()
        #expect(plain.format == "schema.org JSON-LD")
    }

    @Test("Mealie (before 1.0): SLUG/SLUG.json with images/original.webp, zipped and unpacked")
    func mealieExport() throws {
        let data = OtherAppFixtures.mealieExport([("White Beans", "white-beans"), ("Red Beans", "red-beans")])
        let document = try document(data, name: "mealie.zip")
        #expect(document.format == "Mealie export")
        let imported = try document.recipes.map { try $0.get() }
        #expect(imported.map(\.recipe.name) == ["White Beans", "Red Beans"])
        let beans = imported[0].recipe
        #expect(beans.externalID == "mealie:white-beans")
        #expect(beans.photo?.mediaType == "image/webp" && beans.photo?.width == 64)
        #expect(beans.ingredients.map(\.line) == ["400 g white beans", "2 clove garlic, chopped"])
        #expect(beans.ingredients.map(\.group) == [nil, "Seasoning"], "an ingredient's title starts its section")
        #expect(beans.steps == [MethodStep("Soak the beans.", section: "Day before"), MethodStep("Simmer two hours.", section: "Day before")])
        #expect(beans.prepMinutes == 1440 && beans.cookMinutes == 15 && beans.totalMinutes == 150)
        #expect(beans.category == "Mains" && beans.tags == ["Beans"] && beans.rating == 3)
        #expect(beans.notes == "Tip\nSalt at the end." && beans.sourceURL == "https://example.org/white-beans")
        #expect(beans.yield?.servings == 4)

        folder.write("unpacked/recipes/white-beans/white-beans.json",
                     String(decoding: OtherAppFixtures.mealieRecipe(name: "White Beans", slug: "white-beans"), as: UTF8.self))
        try FileManager.default.createDirectory(atPath: folder.file("unpacked/recipes/white-beans/images"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.file("unpacked/recipes/white-beans/images/original.webp"), contents: OtherAppFixtures.webpHeader)
        let unpacked = try reader.read(path: folder.file("unpacked/recipes/white-beans/white-beans.json")).get()
        #expect(unpacked.format == "Mealie export")
        #expect(try unpacked.recipes.map { try $0.get().recipe.photo?.mediaType } == ["image/webp"])
    }

    @Test("Mealie backup (1.0 and later): database.json's tables joined, photos from data/recipes/ID")
    func mealieBackup() throws {
        let id = "ad8ebb44-7cc4-4feb-9ce4-d86df7d6029f"
        let data = OtherAppFixtures.mealieBackup([("Rice", id), ("More Rice", "0c6f4b1e-2f6a-4f51-9d0b-0d1e5a7c9e11")])
        #expect(RecipeFileReader.Kind(sniffingData: data) == .mealie)
        let document = try document(data, name: "mealie_2024.12.01.zip")
        #expect(document.format == "Mealie backup")
        let imported = try document.recipes.map { try $0.get() }
        #expect(imported.map(\.recipe.name) == ["Rice", "More Rice"])
        let rice = imported[0].recipe
        #expect(rice.externalID == "mealie:" + id)
        #expect(rice.ingredients.map(\.line) == ["1 pinch salt", "1.5 cup rice, rinsed"])
        #expect(rice.ingredients.map(\.group) == [nil, "Grain"])
        #expect(rice.steps == [MethodStep("Rinse the rice.", section: "Start"), MethodStep("Simmer covered.", section: "Start")])
        #expect(rice.category == "Sides" && rice.tags == ["Easy"] && rice.rating == 5)
        #expect(rice.prepMinutes == 5 && rice.cookMinutes == 20 && rice.totalMinutes == 25)
        #expect(rice.notes == "Water\nTwice the rice." && rice.photo?.mediaType == "image/webp")
        #expect(rice.lastCooked != nil && rice.sourceURL == "https://example.org/rice-0")
    }

    @Test("Mealie backup unpacked and zipped again: database.json one folder down, beside __MACOSX litter")
    func mealieBackupInAFolder() throws {
        let data = OtherAppFixtures.mealieBackup([("Rice", "ad8ebb44-7cc4-4feb-9ce4-d86df7d6029f")], folder: "mealie_2024")
        let document = try document(data, name: "backup.zip")
        #expect(document.format == "Mealie backup")
        #expect(try document.recipes.map { try $0.get().recipe.photo?.mediaType } == ["image/webp"])
    }

    @Test("Tandoor: a zip of per-recipe zips; ingredients from the steps, keywords as tags, the image")
    func tandoorExport() throws {
        let data = OtherAppFixtures.tandoorExport(["Pea Soup", "Leek Soup"])
        #expect(RecipeFileReader.Kind(sniffingData: data) == .tandoor)
        let document = try document(data, name: "export.zip")
        #expect(document.format == "Tandoor export")
        let imported = try document.recipes.map { try $0.get() }
        #expect(imported.map(\.recipe.name) == ["Pea Soup", "Leek Soup"])
        let soup = imported[0].recipe
        #expect(soup.externalID == "tandoor:Pea Soup")
        #expect(soup.ingredients.map(\.line) == ["1 leek, sliced", "400 g peas", "750 ml stock"])
        #expect(soup.ingredients.map(\.group) == [nil, "Pot", "Pot"], "a header starts a group")
        #expect(soup.steps == [MethodStep("Sweat the leek.", section: "Base"), MethodStep("Add the peas and stock.", section: "Base"), MethodStep("Blend smooth.")])
        #expect(soup.tags == ["Soup", "Vegetarian"] && soup.prepMinutes == 10 && soup.cookMinutes == 15)
        #expect(soup.yield == RecipeYield(text: "4 bowls", servings: 4) && soup.photo?.mediaType == "image/jpeg")
    }

    @Test("Tandoor: one recipe's zip alone (recipe.json and image.png at the top)")
    func tandoorSingle() throws {
        let data = OtherAppFixtures.zip([("recipe.json", OtherAppFixtures.tandoorRecipe(name: "Pea Soup")), ("image.png", Data())])
        #expect(RecipeFileReader.Kind(sniffingData: data) == .tandoor)
        let imported = try #require(try recipes(data, name: "Pea_Soup.zip").first)
        #expect(imported.recipe.externalID == "tandoor:Pea_Soup" && imported.recipe.photo == nil)
        #expect(imported.warnings.contains { $0.contains("not a JPEG, PNG, GIF or WebP") })
    }

    @Test("a zip that is no app's export says so")
    func unknownZip() throws {
        let data = OtherAppFixtures.zip([("notes.txt", Data("hello".utf8))])
        #expect(RecipeFileReader.Kind(sniffingData: data) == .zip)
        let result = reader.read(data: data, kind: .zip, baseDirectory: nil)
        #expect(throws: ImportError.self) { try result.get() }
        #expect((try? result.get()) == nil)
        if case .failure(let error) = result { #expect(error.message.contains("not an export Larder reads")) }
    }
}
