import Foundation
import LarderTestSupport
import Testing
@testable import LarderStore

@Suite("Full-text search")
struct SearchTests {
    let folder = TemporaryDirectory()
    let store: RecipeStore

    init() throws {
        store = try RecipeStore(path: folder.file("search.sqlite"))
        var brulee = SampleRecipes.simple("Crème brûlée", ingredients: ["500 ml crème fraîche", "6 jaunes d'œufs"], language: "fr")
        brulee.category = "Dessert"
        let recipes = [
            SampleRecipes.full(),
            brulee,
            SampleRecipes.simple("罗宋汤", ingredients: ["牛肉 300克", "番茄 2个"], language: "zh"),
            SampleRecipes.simple("親子丼", ingredients: ["鶏もも肉 200g", "卵 3個"], language: "ja"),
            SampleRecipes.simple("カレーライス", ingredients: ["じゃがいも 2個"], language: "ja"),
            SampleRecipes.simple("Борщ", ingredients: ["500 г свёклы", "капуста"], language: "ru"),
            SampleRecipes.simple("Pancakes", notes: "Nice with carbonara-style bacon"),
        ]
        for result in store.saveAll(recipes) { _ = try result.get() }
    }

    func names(_ query: String) throws -> [String] {
        try store.search(query).map(\.recipe.name)
    }

    @Test("accents are ignored both ways")
    func diacritics() throws {
        #expect(try names("creme brulee") == ["Crème brûlée"])
        #expect(try names("CRÈME BRÛLÉE") == ["Crème brûlée"])
        #expect(try names("oeufs") == ["Crème brûlée"], "ligatures fold too")
        #expect(try names("œufs") == ["Crème brûlée"])
        #expect(try names("fraiche") == ["Crème brûlée"])
    }

    @Test("words match by prefix and are AND-ed")
    func prefixAndConjunction() throws {
        #expect(try names("carbo").first == "Spaghetti Carbonara")
        #expect(try names("spag carbo") == ["Spaghetti Carbonara"])
        #expect(try names("carbonara pancakes") == ["Pancakes"], "carbonara is in its notes")
        #expect(try names("carbonara crepes").isEmpty)
        #expect(try names("pecorino").contains("Spaghetti Carbonara"))
        #expect(try names("罗宋汤").first == "罗宋汤")
        #expect(try names("dessert") == ["Crème brûlée"])
        #expect(try names("guanciale") == ["Spaghetti Carbonara"], "found in the method")
        #expect(try names("борщ") == ["Борщ"])
        #expect(try names("свёкл") == ["Борщ"])
    }

    @Test("a hit in the name ranks above a hit in the notes")
    func ranking() throws {
        #expect(try names("carbonara") == ["Spaghetti Carbonara", "Pancakes"])
    }

    @Test("Chinese and Japanese are found by any substring of one or more characters",
          arguments: [("罗宋", "罗宋汤"), ("宋汤", "罗宋汤"), ("罗宋汤", "罗宋汤"), ("汤", "罗宋汤"), ("牛肉", "罗宋汤"),
                      ("親子", "親子丼"), ("子丼", "親子丼"), ("鶏もも", "親子丼"), ("カレー", "カレーライス"), ("ライス", "カレーライス"),
                      ("レーラ", "カレーライス")])
    func cjkSubstrings(_ query: String, _ expected: String) throws {
        #expect(try names(query) == [expected])
    }

    @Test("CJK text that is not a substring does not match")
    func cjkNonSubstring() throws {
        #expect(try names("汤罗").isEmpty)
        #expect(try names("親丼").isEmpty)
    }

    @Test("any input is a safe query", arguments: [
        "", " ", "\"", "\"\"", "*", "-", ":", "(", ")", "()", "NEAR", "NEAR(a b)", "a OR b", "NOT", "AND",
        "name:carbo", "-carbo", "carbo*", "^carbo", "{name}: x", "'; DROP TABLE recipe; --", "\u{0}", "🍝", "a\"b",
        String(repeating: "carbonara ", count: 1_000), String(repeating: "汤", count: 10_000), "\u{301}", "x\u{301}",
    ])
    func hostileQueries(_ query: String) throws {
        _ = try store.search(query)
    }

    @Test("syntax characters around words are ignored, the words still match")
    func syntaxAroundWords() throws {
        #expect(try names("\"carbonara\"").first == "Spaghetti Carbonara")
        #expect(try names("(spaghetti)").first == "Spaghetti Carbonara")
        #expect(try names("-spaghetti*").first == "Spaghetti Carbonara")
        #expect(try names("").isEmpty)
    }

    @Test("the index follows updates and deletions")
    func followsChanges() throws {
        let id = try #require(try store.recipeIDs(named: "Pancakes").first)
        var recipe = try #require(try store.recipe(id: id))
        recipe.name = "Crêpes"
        recipe.notes = ""
        try store.save(recipe)
        #expect(try names("pancakes").isEmpty)
        #expect(try names("crepes") == ["Crêpes"])
        #expect(try names("carbonara") == ["Spaghetti Carbonara"])
        try store.deleteRecipes(ids: [recipe.id])
        #expect(try names("crepes").isEmpty)
    }

    @Test("a name match ranks first even among more matches than are ranked")
    func nameMatchesInLargeCollections() throws {
        let folder = TemporaryDirectory()
        let big = try RecipeStore(path: folder.file("big.sqlite"))
        var recipes = [SampleRecipes.simple("Leek soup")]
        recipes += (0..<(RecipeStore.rankedCandidates + 100)).map { SampleRecipes.simple("Dish \($0)", notes: "Serve with leek.") }
        _ = big.saveAll(recipes, batchSize: 2_000)
        let hits = try big.search("leek", limit: 5)
        #expect(hits.count == 5)
        #expect(hits.first?.recipe.name == "Leek soup", "the oldest recipe, but the only one named so")
        #expect(try big.search("leek", limit: 2_000).count == RecipeStore.rankedCandidates + 1)
    }

    @Test("a batch writes the search rows of exactly the recipes it saved")
    func batchSearchRows() throws {
        let batchStore = try RecipeStore(path: folder.file("batch.sqlite"))
        let stored = SampleRecipes.simple("Stored quince tart", notes: "oldword")
        _ = try batchStore.save(stored)
        var renamed = stored
        renamed.name = "Renamed quince tart"
        renamed.notes = "newword"
        var twice = SampleRecipes.simple("Twice plum jam", notes: "firstword")
        var invalid = SampleRecipes.simple("Broken", notes: "brokenword")
        invalid.rating = 9  // fails validation: rolled back alone
        let first = twice
        twice.notes = "secondword"
        // One batch: an update of a stored recipe, a new recipe saved twice, and a failure between them.
        let results = batchStore.saveAll([renamed, first, invalid, twice], matching: .byID, batchSize: 10)
        #expect(results.map { (try? $0.get()) != nil } == [true, true, false, true])
        #expect(try batchStore.search("oldword").isEmpty, "the replaced row is gone")
        #expect(try batchStore.search("newword").map(\.recipe.name) == ["Renamed quince tart"])
        #expect(try batchStore.search("firstword").isEmpty, "only the last save of a recipe in a batch is indexed")
        #expect(try batchStore.search("secondword").map(\.recipe.name) == ["Twice plum jam"])
        #expect(try batchStore.search("brokenword").isEmpty, "a rolled-back recipe leaves no row")
        #expect(try batchStore.search("quince").count == 1)
        // The next batch updates a recipe the previous one inserted.
        twice.notes = "thirdword"
        _ = try batchStore.saveAll([twice], matching: .byID)[0].get()
        #expect(try batchStore.search("secondword").isEmpty)
        #expect(try batchStore.search("plum").map(\.recipe.name) == ["Twice plum jam"])
    }

    @Test("a word in every recipe: name matches first, then the newest matches ranked by where the word is")
    func broadQueryIsBounded() throws {
        let folder = TemporaryDirectory()
        let big = try RecipeStore(path: folder.file("broad.sqlite"))
        // The name matches are the oldest recipes: only their names bring them first.
        var recipes = (0..<3).map { SampleRecipes.simple("Pantry pie \($0)", notes: "From the pantry.") }
        let older = 100, others = RecipeStore.rankedCandidates + older
        recipes += (0..<others).map { SampleRecipes.simple("Dish \($0)", notes: "Keep in the pantry.") }
        // Not the newest, but the word is in its description too: it ranks first among the others.
        recipes[3 + others - 50].summary = "A pantry staple."
        _ = big.saveAll(recipes, batchSize: 2_000)
        for query in ["pantry", "pant"] {
            let hits = try big.search(query, limit: 20).map(\.recipe.name)
            #expect(hits.count == 20, "bounded by the limit")
            #expect(hits.prefix(3).allSatisfy { $0.hasPrefix("Pantry pie") }, "\(query): names first")
            #expect(hits[3] == "Dish \(others - 50)", "\(query): then the best ranked of the others")
            let dishes = hits.dropFirst(3).compactMap { Int($0.dropFirst("Dish ".count)) }
            #expect(dishes.count == 17 && dishes.allSatisfy { $0 >= older }, "\(query): among the newest matches only")
        }
        #expect(try big.search("pantry", limit: 2_000).count == 3 + RecipeStore.rankedCandidates, "each group is bounded")
    }

    @Test("identities alone are the summaries' recipes in their order: either group, ties, any limit, and within earlier results")
    func identitiesMatchSummaries() throws {
        let folder = TemporaryDirectory()
        let big = try RecipeStore(path: folder.file("identities.sqlite"))
        var recipes = (0..<3).map { SampleRecipes.simple("Pantry pie \($0)", notes: "From the pantry.") }
        recipes += (0..<(RecipeStore.rankedCandidates + 20)).map {
            SampleRecipes.simple("Dish \($0)", notes: $0 % 3 == 0 ? "Keep in the pantry." : "Keep cool.")
        }
        _ = big.saveAll(recipes, batchSize: 2_000)
        for query in ["pantry", "pant", "keep", "pie", "nothing here"] {
            for limit in [1, 5, 100] {
                let summaries = try big.search(query, limit: limit).map(\.recipe.id)
                #expect(try big.searchIdentifiers(query, limit: limit) == summaries, "\(query), limit \(limit)")
            }
        }
        let earlier = try big.searchIdentifiers("dish", limit: 60)
        #expect(earlier.count == 60)
        let narrowed = try big.searchIdentifiers("pantry", within: earlier, limit: 100)
        let narrowedSummaries = try big.search("pantry", within: earlier, limit: 100).map(\.recipe.id)
        #expect(!narrowed.isEmpty && narrowed == narrowedSummaries)
    }

    @Test("whole words that match fewer than are ranked do not narrow a prefix: its newest matches are the candidates")
    func fewWholeWordsKeepThePrefix() throws {
        let folder = TemporaryDirectory()
        let big = try RecipeStore(path: folder.file("prefix.sqlite"))
        // Ten recipes with the whole word, oldest; then more with longer words it starts than are ranked.
        var recipes = (0..<10).map { SampleRecipes.simple("Old \($0)", notes: "Fry in a pan.") }
        recipes += (0..<(RecipeStore.rankedCandidates + 100)).map { SampleRecipes.simple("New \($0)", notes: "Keep in the pantry.") }
        _ = big.saveAll(recipes, batchSize: 2_000)
        #expect(try big.search("pan", limit: 2_000).count == RecipeStore.rankedCandidates, "the prefix's newest matches")
        #expect(try big.search("pan", limit: 2_000).allSatisfy { $0.recipe.name.hasPrefix("New") }, "the oldest are not among them")
        #expect(try big.search("fry", limit: 2_000).count == 10)
    }

    @Test("a word longer than the indexed prefixes is not widened when its whole word fills the candidates")
    func longWholeWordsNarrow() throws {
        let folder = TemporaryDirectory()
        let big = try RecipeStore(path: folder.file("narrow.sqlite"))
        // More recipes with the whole word than are ranked, oldest; then some with longer words it starts.
        var recipes = (0..<(RecipeStore.rankedCandidates + 10)).map { SampleRecipes.simple("Old \($0)", notes: "Serve the chicken.") }
        recipes += (0..<100).map { SampleRecipes.simple("New \($0)", notes: "Serve the chickens.") }
        _ = big.saveAll(recipes, batchSize: 2_000)
        let hits = try big.search("chicken", limit: 2_000)
        #expect(hits.count == RecipeStore.rankedCandidates)
        #expect(hits.allSatisfy { $0.recipe.name.hasPrefix("Old") }, "the whole word's newest matches")
        // A prefix of an indexed length is read newest first like a word: its newest matches are the candidates.
        #expect(try big.search("chick", limit: 2_000).filter { $0.recipe.name.hasPrefix("New") }.count == 100)
    }

    @Test("both full-text indexes keep the prefix lengths the query builder reads as words")
    func indexedPrefixLengths() throws {
        let lengths = SearchQuery.indexedPrefixLengths.map(String.init).joined(separator: " ")
        let tables = try store.reading { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE name IN ('recipe_search', 'recipe_name_search')")
        }
        #expect(tables.count == 2)
        for sql in tables { #expect(sql.contains("prefix = '\(lengths)'"), "\(sql)") }
    }

    @Test("the query builder quotes every term and limits their number")
    func queryShape() {
        #expect(SearchQuery("").matchExpression == nil)
        #expect(SearchQuery("!!! ---").matchExpression == nil)
        #expect(SearchQuery("carbo NEAR").matchExpression == "\"carbo\"* AND \"NEAR\"*")
        #expect(SearchQuery("a").matchExpression == "\"a\"", "one letter is a word, not a prefix")
        #expect(SearchQuery("carbonara NEAR").exactExpression == "\"carbonara\" AND \"NEAR\"",
                "a word longer than the indexed prefixes: whole words, tried first")
        #expect(SearchQuery("carbo NEAR").exactExpression == nil, "prefixes the indexes keep are read as words are")
        #expect(SearchQuery("cre\u{302}pes").exactExpression == nil, "a combining mark is no character of the prefix")
        #expect(SearchQuery("cre\u{302}pesx").exactExpression != nil)
        #expect(SearchQuery("a").exactExpression == nil, "nothing to narrow")
        #expect(SearchQuery("罗宋汤").exactExpression == nil)

        #expect(SearchQuery("罗宋汤").matchExpression == "cjk : \"罗宋 宋汤\"")
        #expect(SearchQuery("汤").matchExpression == "cjk : \"汤\"*")
        let many = SearchQuery(Array(repeating: "a", count: 100).joined(separator: " ")).matchExpression ?? ""
        #expect(many.components(separatedBy: " AND ").count == SearchQuery.maximumTerms)
    }
}
