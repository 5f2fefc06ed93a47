import Foundation
import LarderTestSupport
import Testing

/// The bundled sample collection (data/recipes) imports cleanly and is
/// searchable in each of its languages: what `make demo` shows.
@Suite("Sample collection", .importedSamples)
struct SampleCollectionTests {
    static let folder = CLI.repository + "/data/recipes"

    @Test("every sample file imports without a failure or a warning")
    func importsCleanly() throws {
        let cli = CLI()
        let run = try cli.run(["import", "--json", Self.folder])
        #expect(run.status == 0, "\(run.stdout)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        for file in files {
            for recipe in file["recipes"] as? [[String: Any]] ?? [] {
                #expect((recipe["warnings"] as? [String] ?? []).isEmpty || (recipe["warnings"] as? [String])?.allSatisfy { $0.contains("not fetched (--offline)") } == true,
                        "\(file["path"] ?? ""): \(recipe["warnings"] ?? "")")
            }
        }
        let list = try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
        #expect(list.count >= 40)
        #expect(list.filter { $0["hasPhoto"] as? Bool == true }.count >= 10)
        var languages = Set<String>()
        for recipe in list {
            let id = try #require(recipe["id"] as? String)
            let detail = try #require(try cli.json(["show", id, "--json"]) as? [String: Any])
            if let language = detail["language"] as? String { languages.insert(String(language.prefix(2))) }
            #expect((detail["ingredients"] as? [Any])?.isEmpty == false, "\(recipe["name"] ?? "") has ingredients")
            #expect((detail["steps"] as? [Any])?.isEmpty == false, "\(recipe["name"] ?? "") has steps")
        }
        #expect(languages.isSuperset(of: ["en", "fr", "ru", "zh", "ja"]), "\(languages)")
        let again = try cli.run(["import", "--quiet", Self.folder])
        #expect(again.stdout.contains(" 0 imported, 0 updated,"), "importing again changes nothing: \(again.stdout)")
    }

    @Test("queries in each language find their recipe", arguments: [
        ("carbo", "Spaghetti Carbonara"), ("creme brulee", "Crème brûlée"), ("boeuf", "Bœuf bourguignon"),
        ("борщ", "Борщ"), ("пельмени", "Пельмени"), ("罗宋", "罗宋汤"), ("麻婆", "麻婆豆腐"),
        ("親子", "親子丼"), ("カレー", "カレーライス"), ("味噌", "味噌汁"),
    ])
    func searches(_ query: String, _ expected: String) throws {
        let cli = try #require(ImportedSamples.cli, "the suite's trait imports the samples")
        let hits = try #require(try cli.json(["search", "--json", query]) as? [[String: Any]])
        #expect(hits.first?["name"] as? String == expected, "\(query) → \(hits.map { $0["name"] ?? "" })")
    }
}
