import Foundation
import LarderTestSupport
import Testing

/// `larder` in its users' languages: each of the seven catalogues compiled
/// from po/, run in that language's locale (made by the test, never installed
/// on the machine), checked against the catalogue's own words.
@Suite("larder in its users' languages")
struct TranslatedCommandTests {
    static let languages = TranslatedEnvironment.locales.keys.sorted()

    @Test("--help is in the session's language, for each of the seven", arguments: languages)
    func help(language: String) throws {
        let catalogue = try TranslationCatalogue(language)
        let run = try CLI().run(["--help"], environment: TranslatedEnvironment.environment(for: language))
        #expect(run.status == 0, "\(run.stderr)")
        let abstract = try catalogue.text("Keep a recipe collection and make every recipe part of the desktop.")
        #expect(Self.words(run.stdout).contains(Self.words(abstract)), "\(language): \(run.stdout.prefix(400))")
        #expect(!run.stdout.contains("Keep a recipe collection"), "\(language): the English abstract is shown")
        // A subcommand's help, and an option's.
        let importHelp = try CLI().run(["import", "--help"], environment: TranslatedEnvironment.environment(for: language))
        let quiet = try catalogue.text("Report only failures, warnings and the summary.")
        #expect(Self.words(importHelp.stdout).contains(Self.words(quiet)), "\(language): \(importHelp.stdout.suffix(800))")
    }

    @Test("a recipe that is not there is said in French and in Russian, with exit code 3", arguments: ["fr", "ru"])
    func missingRecipe(language: String) throws {
        let cli = CLI()
        try cli.importSamples()
        let catalogue = try TranslationCatalogue(language)
        let run = try cli.run(["show", "xyzzy-plugh"], environment: TranslatedEnvironment.environment(for: language))
        #expect(run.status == 3)
        let expected = try catalogue.text(
            "No recipe matches “%@” (looked for an ID, an object URI and an exact name)", "xyzzy-plugh")
        #expect(run.stderr == "larder: \(expected)\n", "\(run.stderr)")
    }

    @Test("import reports in French, and its summary takes Russian's three plural forms (1, 2, 5, 11, 21 files)")
    func importReport() throws {
        let french = try TranslationCatalogue("fr")
        let cli = CLI()
        let one = cli.folder + "/one.json"
        try SyntheticJSONLD.recipes(1).write(toFile: one, atomically: true, encoding: .utf8)
        let run = try cli.run(["import", one], environment: TranslatedEnvironment.environment(for: "fr"))
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try french.text(
            "Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ file read).", count: 1, 1, 0, 0, 0, 1)
        #expect(run.stdout.contains(summary), "\(run.stdout)")
        #expect(!run.stdout.contains("Done:"), "\(run.stdout)")

        let russian = try TranslationCatalogue("ru")
        var seen = Set<String>()
        for files in [1, 2, 5, 11, 21] {
            let folder = cli.folder + "/files-\(files)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for index in 0..<files {
                // Each file its own recipe: new names, so every one is imported.
                let recipe = SyntheticJSONLD.recipes(1).replacingOccurrences(of: "dish 0", with: "dish \(files)-\(index)")
                    .replacingOccurrences(of: "/r/0", with: "/r/\(files)-\(index)")
                try recipe.write(toFile: "\(folder)/\(index).json", atomically: true, encoding: .utf8)
            }
            let imported = try cli.run(["import", "--quiet", folder], environment: TranslatedEnvironment.environment(for: "ru"))
            #expect(imported.status == 0, "\(imported.stderr)")
            let expected = try russian.text(
                "Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ file read).", count: files, files, 0, 0, 0, files)
            #expect(imported.stdout.contains(expected), "\(files) files: \(imported.stdout)")
            seen.insert(expected.replacingOccurrences(of: String(files), with: "N"))
        }
        #expect(seen.count == 3, "Russian's three forms, one for 1 and 21, one for 2, one for 5 and 11: \(seen)")
    }

    /// Text with every run of white space made one space: ArgumentParser
    /// wraps help at the terminal's width.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
