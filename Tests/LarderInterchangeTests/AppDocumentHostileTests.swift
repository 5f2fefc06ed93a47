import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderInterchange

/// The CSV, HTML and Chowdown exports made to hurt: cut short, with values
/// of the wrong kind, huge fields, a megabyte of the worst markup. Each gives
/// its good recipes and a clear error for the rest, quickly, never a crash.
@Suite("App export hostile input: CSV, HTML, Chowdown")
struct AppDocumentHostileTests {
    let reader = RecipeFileReader()
    static let fixtures = CLI.repository + "/Tests/Fixtures/apps"

    /// Every recipe's outcome, or the whole input's failure, read by its content.
    func outcomes(_ data: Data) -> Result<[Result<ImportedRecipe, ImportError>], ImportError> {
        reader.read(data: data, kind: .init(sniffingData: data), baseDirectory: nil).map { Array($0.recipes) }
    }

    func failures(_ data: Data) -> [ImportError] {
        switch outcomes(data) {
        case .failure(let error): return [error]
        case .success(let results): return results.compactMap { if case .failure(let error) = $0 { error } else { nil } }
        }
    }

    func names(_ data: Data) -> [String] {
        (try? outcomes(data).get())?.compactMap { try? $0.get().recipe.name } ?? []
    }

    /// Reads the input `make` gives at a tenth of its size and at its full
    /// size as `kind`, and fails the test when ten times the input costs more
    /// than 30 times the processor time (a quadratic walk costs a hundred), as
    /// ``PageScalingTests`` judges pages; returns the full input's results.
    func linear(_ kind: RecipeFileReader.Kind, _ make: (Double) -> String) -> [Result<ImportedRecipe, ImportError>] {
        func read(_ scale: Double) -> (results: [Result<ImportedRecipe, ImportError>], cpu: Double) {
            let data = Data(make(scale).utf8)
            let start = PageScalingTests.threadCPUTime()
            let results = (try? reader.read(data: data, kind: kind, baseDirectory: nil).get()).map { Array($0.recipes) } ?? []
            return (results, PageScalingTests.threadCPUTime() - start)
        }
        // Below a millisecond, timer resolution and caches decide: only work that is measurable is compared.
        let small = max(read(0.1).cpu, 0.001)
        let large = read(1)
        #expect(large.cpu / small < 30, "\(kind): ten times the input cost \(large.cpu / small) times the processor time")
        return large.results
    }

    // MARK: - CSV

    @Test("CSV records: quotes, doubled quotes, line breaks inside, CRLF, a byte order mark, blank lines, no last line end")
    func csvRecords() {
        let text = "\u{FEFF}a,\"b, \"\"quoted\"\"\",c\r\n\r\n\"line\nbreak\",,x\"y\rlast,\"after\"quote"
        let records = CSVRecords(Array(text.utf8)).map { try? $0.get() }
        #expect(records == [["a", "b, \"quoted\"", "c"], ["line\nbreak", "", "x\"y"], ["last", "afterquote"]])
        let open = CSVRecords(Array("a,b\n\"never closed,c\nd".utf8)).map { $0 }
        #expect(open.count == 2)
        if case .failure(let error) = open[1] { #expect(error.message == "the CSV ends inside a quoted field of the record on line 2 (a quote is not closed)") }
        #expect(CSVRecords(Array("".utf8)).map { $0 }.isEmpty)
    }

    @Test("a record with more fields than any export has is an error; the records around it are read")
    func csvTooWide() throws {
        let header = "Title,Course,Cuisine,Main Ingredient,Description,Source,Url,Url Host,Prep Time\r\n"
        let wide = "Wide" + String(repeating: ",x", count: CSVRecords.maximumFields + 5)
        let data = Data((header + "Soup\r\n" + wide + "\r\nStew").utf8)
        let results = try outcomes(data).get()
        #expect(results.count == 3)
        #expect(names(data) == ["Soup", "Stew"])
        #expect(failures(data).map(\.code) == [.tooLarge])
    }

    @Test("a CSV cut anywhere gives its whole records and a clear error for the last", arguments: [0.3, 0.5, 0.7, 0.95])
    func csvTruncated(_ fraction: Double) throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/myrecipebox.csv"))
        let cut = Data(whole.prefix(Int(Double(whole.count) * fraction)))
        let results = try outcomes(cut).get()
        #expect(!results.isEmpty)
        for case .failure(let error) in results {
            #expect(error.message.contains("quote is not closed") || error.message.contains("has no title"), "\(error)")
        }
    }

    @Test("values of the wrong kind are left out with a warning or read as text, never a crash")
    func csvWrongTypes() throws {
        let header = "title,description,preparationTime,cookingTime,inactiveTime,totalTime,quantity,ingredients,instructions,notes,nutrition,favorite,rating,categories,tags,video,source,originalPicture,\r\n"
        let row = "Toast,,soon,-5,,99999999999,a lot,bread,toast it,,,maybe,eleven,;;;,,,not a url,,\r\n,no title,,,,,,,,,,,,,,,,,\r\n"
        let data = Data((header + row).utf8)
        let results = try outcomes(data).get()
        let toast = try results[0].get()
        #expect(toast.recipe.prepMinutes == nil && toast.recipe.cookMinutes == nil && toast.recipe.totalMinutes == nil)
        #expect(toast.recipe.rating == nil && toast.recipe.category == nil && toast.recipe.tags.isEmpty)
        #expect(toast.recipe.yield?.text == "a lot" && toast.recipe.sourceURL == "not a url")
        #expect(toast.warnings.contains("preparationTime “soon” is not a time Larder reads; left out"), "\(toast.warnings)")
        #expect(failures(data).map(\.message) == ["recipe 2 of the CSV file has no title"])
    }

    @Test("a CSV that is no app's export, named .csv, says what it is")
    func csvOfNoApp() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("budget.csv", "date,amount\n2024-01-01,5\n")
        let result = reader.read(path: path)
        #expect(throws: ImportError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.message == "a CSV file, but not an export Larder reads (Plan to Eat or My Recipe Box): its header starts “date,amount”")
        }
        #expect(!RecipeFileReader.isRecipeCSV(atPath: path))
        #expect(RecipeFileReader.isRecipeCSV(atPath: Self.fixtures + "/myrecipebox.csv"))
    }

    @Test("a megabyte of quotes, of commas or of one field is read in linear time", arguments: ["quotes", "commas", "field", "lines"])
    func csvMegabyte(_ shape: String) {
        let header = "Title,Course,Cuisine,Main Ingredient,Description,Source,Url,Url Host,Prep Time,Cook Time,Total Time,Servings,Yield,Ingredients\r\n"
        // "lines" is 350,000 recipes of one letter each: a recipe apiece, so more work, still linear.
        let results = linear(.planToEat) { scale in
            let size = Int(Double(1 << 20) * scale)
            switch shape {
            case "quotes": return header + String(repeating: "\"", count: size)
            case "commas": return header + String(repeating: ",", count: size)
            case "field": return header + "Big,,,,,,,,,,,,,\"" + String(repeating: "1 egg\n", count: size / 6) + "\""
            default: return header + String(repeating: "T\r\n", count: size / 3)
            }
        }
        if shape == "field" { #expect((try? results.first?.get())?.recipe.ingredients.count == IngredientGroups.maximumLines) }
        if shape == "lines" { #expect(results.count == (1 << 20) / 3) }
    }

    // MARK: - HTML

    @Test("Copy Me That and Recipe Keeper pages with a megabyte of nesting, of recipes or of one field stay linear",
          arguments: ["nested recipes", "many recipes", "nested tags", "huge name"])
    func htmlMegabyte(_ shape: String) {
        let head = "<meta name=\"copymethat_class_id_version\" content=\"2\">"
        let keeper = "<div class=\"recipe-details\"><meta content=\"x\" itemprop=\"recipeId\">"
        /// The two apps' pages of the shape, `scale` of a megabyte or so.
        func pages(_ scale: Double) -> (copyMeThat: String, recipeKeeper: String) {
            func times(_ count: Int) -> Int { Int(Double(count) * scale) }
            switch shape {
            case "nested recipes":
                return (head + String(repeating: "<div class=\"recipe\"><div id=\"name\">N</div>", count: times(20_000)),
                        String(repeating: keeper + "<h2 itemprop=\"name\">N</h2>", count: times(15_000)))
            case "many recipes":
                return (head + String(repeating: "<div class=\"recipe\"><div id=\"name\">N</div><li class=\"recipeIngredient\">1 egg</li></div>", count: times(12_000)),
                        String(repeating: keeper + "<h2 itemprop=\"name\">N</h2></div>", count: times(15_000)))
            case "nested tags":
                return (head + "<div class=\"recipe\"><div id=\"name\">N</div>" + String(repeating: "<span class=\"recipeCategory\">t", count: times(40_000)),
                        keeper + "<h2 itemprop=\"name\">N</h2><div itemprop=\"recipeIngredients\">" + String(repeating: "<p><b><i>x", count: times(80_000)))
            default:
                return (head + "<div class=\"recipe\"><div id=\"name\">" + String(repeating: "word ", count: times(200_000)) + "</div>",
                        keeper + "<h2 itemprop=\"name\">" + String(repeating: "word ", count: times(200_000)) + "</h2>")
            }
        }
        for kind in [RecipeFileReader.Kind.copyMeThat, .recipeKeeper] {
            let page = { (scale: Double) in kind == .copyMeThat ? pages(scale).copyMeThat : pages(scale).recipeKeeper }
            #expect(RecipeFileReader.Kind(sniffingData: Data(page(1).utf8)) == kind)
            let results = linear(kind, page)
            #expect(!results.isEmpty)
            for case .success(let imported) in results { #expect(imported.recipe.name.count <= 500) }
        }
    }

    @Test("a recipe without a name, and a page of the app's markers without recipes, are clear errors")
    func htmlWithoutRecipes() {
        let page = Data("<meta name=\"copymethat_class_id_version\" content=\"2\"><div class=\"recipe\"><li class=\"recipeIngredient\">egg</li></div>".utf8)
        #expect(failures(page).map(\.message) == ["recipe 1 of recipes.html has no name"])
        let empty = Data("<meta name=\"copymethat_class_id_version\" content=\"2\"><p>nothing</p>".utf8)
        #expect(failures(empty).map(\.message) == ["recipes.html is a Copy Me That export without recipes (no <div class=\"recipe\">)"])
        let keeper = Data("<div class=\"recipe-details\"><meta content=\"1\" itemprop=\"recipeId\"><meta content=\"abc\" itemprop=\"recipeRating\"></div>".utf8)
        #expect(failures(keeper).map(\.message) == ["recipe 1 of recipes.html has no name"])
    }

    @Test("a zipped HTML or CSV export cut anywhere is an error, never a crash",
          arguments: ["copymethat.zip", "recipekeeper.zip", "plantoeat.zip", "chowdown.zip"], [0.2, 0.6, 0.97])
    func zipTruncated(_ fixture: String, _ fraction: Double) throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/" + fixture))
        let cut = Data(whole.prefix(Int(Double(whole.count) * fraction)))
        #expect(!failures(cut).isEmpty)
    }

    @Test("a photo path that leaves the export, or names no image, is left out with a warning; a web address is left to fetch")
    func photoPaths() throws {
        let page = "<meta name=\"copymethat_class_id_version\" content=\"2\">"
            + "<div class=\"recipe\"><div id=\"name\">Up</div><img class=\"recipeImage\" src=\"../../etc/passwd\"></div>"
            + "<div class=\"recipe\"><div id=\"name\">Text</div><img class=\"recipeImage\" src=\"notes.txt\"></div>"
            + "<div class=\"recipe\"><div id=\"name\">Web</div><img class=\"recipeImage\" src=\"//cdn.example.org/w.jpg\"></div>"
        let zip = OtherAppFixtures.zip([("recipes.html", Data(page.utf8)), ("notes.txt", Data("hello".utf8))])
        let recipes = try outcomes(zip).get().map { try $0.get() }
        #expect(recipes.map { $0.warnings.first } == ["photo ../../etc/passwd is not in the export; left out",
                                                      "photo notes.txt is not a JPEG, PNG, GIF or WebP image; left out",
                                                      "no ingredients found; imported without them"])
        #expect(recipes.map(\.photoAddress) == [nil, nil, "https://cdn.example.org/w.jpg"])
    }

    // MARK: - Chowdown

    @Test("Chowdown front matter of the wrong shape, or a megabyte of it, is read as text or skipped")
    func chowdownShapes() {
        let shapes = [
            "---\ntitle: [a, b]\ningredients: 1 egg\ndirections:\n  nested: map\ntags:\n- one\n- two\n---\n",
            "---\ntitle: \"unclosed\ningredients:\n- \"a\\\"b\"\n- 'it''s'\n---",
            "---\ntitle: T\nimage: [x.jpg, y.jpg]\ncomponents: [A, \"B, C\"]\n---\nbody\n---\nnot front matter",
        ]
        for text in shapes {
            #expect(RecipeFileReader.Kind(sniffingData: Data(text.utf8)) == .chowdown, "\(text)")
            #expect(names(Data(text.utf8)).count == 1, "\(text)")
        }
        let second = ChowdownFrontMatter(shapes[1])
        #expect(second?["ingredients"] == .list(["a\"b", "it's"]))
        let third = ChowdownFrontMatter(shapes[2])
        #expect(third?["components"] == .list(["A", "B, C"]) && third?.body == "body\n---\nnot front matter")
        let results = linear(.chowdown) { scale in
            "---\ntitle: Big\nlayout: recipe\ningredients:\n" + String(repeating: "- [[[[\"'\n", count: Int(120_000 * scale)) + "---\n"
        }
        #expect((try? results.first?.get())?.recipe.ingredients.count == IngredientGroups.maximumLines)
    }
}
