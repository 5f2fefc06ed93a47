import Foundation
import LarderTestSupport
import Testing

/// `--servings`, `--units`, `larder shop` and `larder cookbook` through the
/// built command, on a recipe none of the samples is (a 4-serving pancake
/// recipe added by the test) and on the sample collection.
@Suite("larder: servings, units, shopping lists, cookbooks")
struct CookingCommandTests {
    static let pancakeLines = ["2 eggs", "1 1/2 cups buttermilk", "250 g flour", "2-3 tbsp sugar", "a pinch of salt"]

    func withPancakes() throws -> CLI {
        let cli = CLI()
        var arguments = ["add", "--name", "Weekend Pancakes", "--yield", "4 servings", "--language", "en", "--category", "Breakfast"]
        for line in Self.pancakeLines { arguments += ["--ingredient", line] }
        arguments += ["--step", "Heat the oven to 350°F to keep them warm.", "--step", "Whisk, rest 10 minutes, fry."]
        let add = try cli.run(arguments)
        #expect(add.status == 0, "\(add.stderr)")
        return cli
    }

    @Test("--servings 8 doubles a 4-serving recipe as a cook would; the stored recipe and its card stay as written")
    func servings() throws {
        let cli = try withPancakes()
        let cards = cli.folder + "/cards"
        #expect(try cli.run(["export", "--cards", cards]).status == 0)
        let card = cards + "/Weekend Pancakes.recipe.md"
        let before = try Data(contentsOf: URL(fileURLWithPath: card))

        let show = try cli.run(["show", "Weekend Pancakes", "--servings", "8"])
        #expect(show.status == 0, "\(show.stderr)")
        for line in ["4 eggs", "3 cups buttermilk", "500 g flour", "4–6 tbsp sugar", "a pinch of salt", "8 servings", "350°F"] {
            #expect(show.stdout.contains(line), "no \(line) in\n\(show.stdout)")
        }
        let json = try cli.run(["show", "Weekend Pancakes", "--servings", "8", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let lines = (object?["ingredients"] as? [[String: Any]])?.compactMap { $0["line"] as? String }
        #expect(lines == ["4 eggs", "3 cups buttermilk", "500 g flour", "4–6 tbsp sugar", "a pinch of salt"])

        let plain = try cli.run(["show", "Weekend Pancakes"])
        for line in Self.pancakeLines { #expect(plain.stdout.contains(line), "the store changed: no \(line)") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: card)) == before, "a view rewrote the card")
    }

    @Test("--units metric: 355 ml of buttermilk, the oven at 180 °C; with --servings both apply")
    func units() throws {
        let cli = try withPancakes()
        let metric = try cli.run(["show", "Weekend Pancakes", "--units", "metric"])
        #expect(metric.status == 0, "\(metric.stderr)")
        for line in ["355 ml buttermilk", "180 °C", "250 g flour", "2-3 tbsp sugar"] {
            #expect(metric.stdout.contains(line), "no \(line) in\n\(metric.stdout)")
        }
        let both = try cli.run(["show", "Weekend Pancakes", "--units", "metric", "--servings", "8"])
        #expect(both.stdout.contains("710 ml buttermilk") && both.stdout.contains("4 eggs"), "\(both.stdout)")
        let us = try cli.run(["show", "Weekend Pancakes", "--units", "us"])
        #expect(us.stdout.contains("9 oz flour") && us.stdout.contains("350°F"), "\(us.stdout)")
    }

    @Test("preview draws the scaled recipe in every format")
    func preview() throws {
        let cli = try withPancakes()
        let pdf = cli.folder + "/pancakes.pdf"
        let run = try cli.run(["preview", "Weekend Pancakes", "--servings", "8", "--units", "metric", "--format", "pdf", "-o", pdf])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try Poppler.run("pdftotext", [pdf, "-"])
        for line in ["4 eggs", "710 ml buttermilk", "180 °C"] { #expect(text.contains(line), "no \(line) in\n\(text)") }
        let html = try cli.run(["preview", "Weekend Pancakes", "--servings", "2"])
        #expect(html.stdout.contains("1 egg") && html.stdout.contains("¾ cup buttermilk"), "\(html.stdout)")
        let svg = try cli.run(["preview", "Weekend Pancakes", "--servings", "8", "--format", "svg"])
        #expect(svg.status == 0 && svg.stdout.contains("<svg"))
        let open = try cli.run(["open", "Weekend Pancakes", "--servings", "8", "--print"])
        #expect(open.stdout.contains("4 eggs"))
    }

    @Test("bad servings get a clear error and exit 64; a recipe with no number of servings says why", arguments: [
        (["--servings", "0"], "1 or more"), (["--servings=-3"], "1 or more"), (["--servings", "5000"], "more than Larder scales to"),
        (["--servings", "two"], "--servings"), (["--units", "imperial"], "--units"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let cli = try withPancakes()
        let run = try cli.run(["show", "Weekend Pancakes"] + arguments)
        #expect(run.status == 64, "\(arguments): \(run.status) \(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("a recipe whose yield gives no number cannot be scaled, and the error says how to fix it")
    func noYield() throws {
        let cli = try withPancakes()
        #expect(try cli.run(["add", "--name", "Bread", "--ingredient", "500 g flour"]).status == 0)
        let run = try cli.run(["show", "Bread", "--servings", "4"])
        #expect(run.status == 1 && run.stderr.contains("gives no number of servings"), "\(run.stderr)")
    }

    @Test("shop: two egg recipes add their eggs, each at its own servings, as a checklist, JSON or a file")
    func shop() throws {
        let cli = try withPancakes()
        #expect(try cli.run(["add", "--name", "Omelette", "--yield", "1 serving", "--ingredient", "3 eggs", "--ingredient", "15 g butter",
                             "--ingredient", "salt to taste"]).status == 0)
        let list = try cli.run(["shop", "Weekend Pancakes", "Omelette"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("- [ ] 5 eggs"), "\(list.stdout)")
        #expect(list.stdout.contains("- [ ] 250 g flour") && list.stdout.contains("## Dairy and eggs"), "\(list.stdout)")
        let scaled = try cli.run(["shop", "Weekend Pancakes@8", "Omelette@2"])
        #expect(scaled.stdout.contains("- [ ] 10 eggs"), "\(scaled.stdout)")

        let json = try cli.run(["shop", "Weekend Pancakes", "Omelette", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let eggs = (object?["items"] as? [[String: Any]])?.first { $0["name"] as? String == "eggs" }
        #expect(eggs?["text"] as? String == "5 eggs")
        #expect(eggs?["recipes"] as? [String] == ["Weekend Pancakes", "Omelette"])

        let file = cli.folder + "/list.md"
        #expect(try cli.run(["shop", "Weekend Pancakes", "Omelette", "-o", file]).status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("- [ ] 5 eggs"))
        #expect(try cli.run(["shop", "Weekend Pancakes@0"]).status == 64)
        #expect(try cli.run(["shop", "No such dish"]).status == 3)
    }

    @Test("cookbook of the sample collection: title page, contents with page numbers, every recipe on its page, an index")
    func cookbook() throws {
        let cli = CLI()
        #expect(try cli.run(["import", "--quiet", CLI.repository + "/data/recipes"]).status == 0)
        let book = cli.folder + "/book.pdf"
        let run = try cli.run(["cookbook", "-o", book, "--title", "Our Kitchen", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let recipes = summary?["recipes"] as? [[String: Any]] ?? []
        let listed = try cli.run(["list"]).stdout.split(separator: "\n").count
        #expect(recipes.count == listed && listed > 40, "\(recipes.count) of \(listed)")
        let pages = summary?["pages"] as? Int ?? 0
        let info = try Poppler.run("pdfinfo", [book])
        let pdfPages = Int(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last ?? "") ?? 0
        #expect(pdfPages == pages && pages > recipes.count, "\(info)")

        func page(_ number: Int) throws -> String { try Poppler.run("pdftotext", ["-f", "\(number)", "-l", "\(number)", book, "-"]) }
        #expect(try page(1).contains("Our Kitchen"))
        let contentsRange = summary?["contents"] as? [Int] ?? [2, 2]
        let contents = try (contentsRange[0]...contentsRange[1]).map(page).joined()
        #expect(contents.contains("Contents"))
        for recipe in recipes {
            let name = recipe["name"] as? String ?? "?"
            let first = recipe["page"] as? Int ?? 0
            // The contents give the recipe with its page; the page starts with it.
            #expect(contents.contains(name), "\(name) is not in the contents")
            #expect(try page(first).contains(name), "\(name) is not on page \(first)")
        }
        // The contents' links land on each recipe's first page: its named destination is there.
        let destinations = try Poppler.run("pdfinfo", ["-dests", book]).split(separator: "\n").compactMap { line -> (String, Int)? in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let page = fields.first.flatMap({ Int($0) }), let name = fields.last else { return nil }
            return (name.trimmingCharacters(in: CharacterSet(charactersIn: "\"")), page)
        }
        let pageOf = Dictionary(destinations, uniquingKeysWith: { first, _ in first })
        for (number, recipe) in recipes.enumerated() {
            #expect(pageOf["recipe-\(number + 1)"] == recipe["page"] as? Int, "the link to \(recipe["name"] ?? "?") lands elsewhere")
        }
        let indexRange = summary?["index"] as? [Int] ?? [pages, pages]
        let index = try (indexRange[0]...indexRange[1]).map(page).joined()
        for heading in ["Index", "By ingredient", "By category", "buttermilk", "Dessert"] {
            #expect(index.contains(heading), "no \(heading) in the index")
        }
        #expect(indexRange[1] == pages)
    }

    @Test("cookbook: a search and a category choose the recipes; none chosen is an error; a failed book leaves no file")
    func cookbookChoice() throws {
        let cli = CLI()
        #expect(try cli.run(["import", "--quiet", CLI.repository + "/data/recipes"]).status == 0)
        let desserts = cli.folder + "/desserts.pdf"
        let run = try cli.run(["cookbook", "--category", "dessert", "-o", desserts, "--json", "--paper", "letter"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let categories = Set((summary?["recipes"] as? [[String: Any]] ?? []).compactMap { $0["category"] as? String })
        #expect(categories == ["Dessert"])
        #expect(try Poppler.run("pdfinfo", [desserts]).contains("612 x 792 pts (letter)"))
        #expect(try Poppler.run("pdftotext", ["-f", "1", "-l", "1", desserts, "-"]).contains("Dessert"))

        let soup = try cli.run(["cookbook", "soup", "-o", cli.folder + "/soup.pdf", "--json"])
        #expect(soup.status == 0, "\(soup.stderr)")
        let found = try cli.run(["search", "soup"]).stdout.split(separator: "\n").count
        let soups = (try JSONSerialization.jsonObject(with: Data(soup.stdout.utf8)) as? [String: Any])?["recipes"] as? [[String: Any]]
        #expect(soups?.count == found && found > 0, "the book holds what larder search finds")
        let none = try cli.run(["cookbook", "zzzzqqq", "-o", cli.folder + "/none.pdf"])
        #expect(none.status == 3 && none.stderr.contains("No recipes match"), "\(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.folder + "/none.pdf"))
        let unwritable = try cli.run(["cookbook", "-o", cli.folder + "/no/such/folder/book.pdf"])
        #expect(unwritable.status == 1, "\(unwritable.stderr)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.folder).filter { $0.hasSuffix(".partial") }
        #expect(leftovers.isEmpty)
    }

    @Test("a cookbook made while other processes remove and add recipes: a whole book or a clear error, never a partial file")
    func cookbookWhileTheStoreChanges() throws {
        let cli = CLI()
        #expect(try cli.run(["import", "--quiet", cli.write("many.json", SyntheticJSONLD.recipes(400))]).status == 0)
        let book = cli.folder + "/book.pdf"
        let maker = Process()
        maker.executableURL = URL(fileURLWithPath: CLI.binary)
        maker.arguments = ["cookbook", "--store", cli.storePath, "-o", book, "--json"]
        let output = Pipe(), errors = Pipe()
        maker.standardOutput = output
        maker.standardError = errors
        try maker.runWithNoSignalBlocked()
        var changes = 0, failures: [String] = []
        while maker.isRunning && changes < 200 {
            // SyntheticJSONLD's names: "Garlic tomato dish 2" for recipe 2.
            let words = ["tomato", "basil", "garlic", "onion", "lemon", "ginger", "rice", "noodle", "bean", "pepper"]
            let index = changes * 2
            let removed = try cli.run(["rm", "\(words[index % 10].capitalized) \(words[index / 10 % 10]) dish \(index)"])
            let added = try cli.run(["add", "--name", "Added while printing \(changes)", "--ingredient", "2 eggs"])
            if added.status != 0 { failures.append(added.stderr) }
            if removed.status != 0 && removed.status != 3 { failures.append(removed.stderr) }
            changes += 1
        }
        maker.waitUntilExit()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(failures.isEmpty, "\(failures)")
        #expect(!stderr.contains("locked"), "\(stderr)")
        if maker.terminationStatus == 0 {
            let pages = (try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])?["pages"] as? Int
            let info = try Poppler.run("pdfinfo", [book])
            #expect(pages != nil && info.contains("Pages:"), "\(info)")
        } else {
            #expect(maker.terminationStatus == 1 && stderr.contains("while the cookbook was made"), "\(maker.terminationStatus): \(stderr)")
            #expect(!FileManager.default.fileExists(atPath: book), "a failed book left its file")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.folder).filter { $0.hasSuffix(".partial") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
