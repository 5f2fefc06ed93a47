import Foundation
import LarderTestSupport
import Testing

/// `larder export --format nextcloud|paprika|cooklang`: what those apps
/// import, read back by Larder's own readers into a fresh store, every field
/// the format can hold kept.
@Suite("larder export to other apps")
struct ExportToAppsTests {
    /// The sample collection, and a recipe with ingredient groups and step sections.
    static func source() throws -> CLI {
        let cli = CLI()
        try cli.importSamples()
        let grouped = cli.write("grouped.json", #"""
            {"@type": "Recipe", "name": "Pelmeni at home", "recipeCategory": "Dumplings", "keywords": "freezer, winter",
             "recipeYield": "6 servings", "prepTime": "PT1H", "cookTime": "PT10M", "url": "https://example.org/pelmeni",
             "recipeIngredient": ["500 g flour", "1 egg", "300 g minced beef", "1 onion, grated", "sour cream"],
             "larder:ingredientGroups": [{"name": "Dough", "recipeIngredient": ["500 g flour", "1 egg"]},
                                         {"name": "Filling", "recipeIngredient": ["300 g minced beef", "1 onion, grated"]},
                                         {"recipeIngredient": ["sour cream"]}],
             "recipeInstructions": [{"@type": "HowToSection", "name": "Dough", "itemListElement": [{"@type": "HowToStep", "text": "Knead."}]},
                                    {"@type": "HowToStep", "text": "Fill, fold and boil."}]}
            """#)
        guard try cli.run(["import", grouped]).status == 0 else { throw TestFailure("the grouped recipe did not import") }
        return cli
    }

    static func recipes(_ cli: CLI) throws -> [String: [String: Any]] {
        let list = try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
        var byName: [String: [String: Any]] = [:]
        for summary in list {
            let id = try #require(summary["id"] as? String)
            let recipe = try #require(try cli.json(["show", "--json", id]) as? [String: Any])
            byName[try #require(recipe["name"] as? String)] = recipe
        }
        return byName
    }

    /// The ingredient lines with their groups, the steps with their sections;
    /// `carried`: a line without one takes the one before it.
    static func lines(_ recipe: [String: Any], _ key: String, _ text: String, _ heading: String, carried: Bool = false) -> [String] {
        var last: String?
        return (recipe[key] as? [[String: Any]] ?? []).map { item in
            let own = item[heading] as? String ?? (carried ? last : nil)
            last = own
            return "\(own ?? "-") | \(item[text] as? String ?? "")"
        }
    }

    static func oneLine(_ value: Any?) -> String {
        (value as? String ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    @Test("each format, exported and imported into a fresh store: the same recipes with their groups, sections, times and more",
          arguments: ["nextcloud", "paprika", "cooklang"])
    func roundTrip(_ format: String) throws {
        let source = try Self.source()
        let path = source.folder + "/out/" + (format == "cooklang" ? "cook" : format == "paprika" ? "Export.paprikarecipes" : "cookbook.zip")
        let exported = try source.run(["export", "--format", format, path])
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = CLI()
        let imported = try target.run(["import", path])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let before = try Self.recipes(source), after = try Self.recipes(target)
        #expect(Set(after.keys) == Set(before.keys), "\(Set(before.keys).symmetricDifference(after.keys))")
        for (name, original) in before {
            guard let copy = after[name] else { continue }
            // Nextcloud's and Paprika's heading lines cannot end a group: lines after a group without one join it.
            let carried = format != "cooklang"
            #expect(Self.lines(copy, "ingredients", "line", "group") == Self.lines(original, "ingredients", "line", "group", carried: carried), "\(format): \(name)")
            #expect(Self.lines(copy, "steps", "text", "section").map(Self.oneLine)
                    == Self.lines(original, "steps", "text", "section", carried: carried).map(Self.oneLine), "\(format): \(name)")
            for key in ["prepMinutes", "cookMinutes", "totalMinutes"] {
                #expect(copy[key] as? Int == original[key] as? Int, "\(format): \(name) \(key)")
            }
            #expect(copy["sourceURL"] as? String == original["sourceURL"] as? String, "\(format): \(name)")
            #expect(Self.oneLine(copy["description"]) == Self.oneLine(original["description"]), "\(format): \(name)")
            #expect(copy["category"] as? String == original["category"] as? String
                    || (original["category"] == nil && format == "paprika"), "\(format): \(name)")
            if format != "nextcloud" {
                #expect((copy["yield"] as? [String: Any])?["text"] as? String == (original["yield"] as? [String: Any])?["text"] as? String, "\(format): \(name)")
            }
            if format != "cooklang" {
                let jpeg = (original["photo"] as? [String: Any])?["mediaType"] as? String == "image/jpeg"
                #expect((copy["photo"] != nil) == (original["photo"] != nil && (jpeg || format == "paprika")), "\(format): \(name)")
            }
        }
        // The groups and sections came through, in each app's own way of writing them.
        let pelmeni = try #require(after["Pelmeni at home"])
        #expect(Self.lines(pelmeni, "ingredients", "line", "group").first == "Dough | 500 g flour")
        // Exported again over the same path and imported again: nothing new.
        #expect(try source.run(["export", "--format", format, path]).status == 0)
        let again = try target.run(["import", path])
        #expect(again.stdout.contains(", 0 imported") || again.stdout.contains("Done: 0 imported"), "\(again.stdout)")
    }

    @Test("a format for other apps needs PATH, and is not for cards or --split")
    func usage() throws {
        let cli = CLI()
        let missing = try cli.run(["export", "--format", "paprika"])
        #expect(missing.status == 64 && missing.stderr.contains("needs PATH"), "\(missing.stderr)")
        #expect(try cli.run(["export", "--format", "cooklang", "--split", cli.folder + "/x"]).status == 64)
    }
}
