import Foundation
import LarderTestSupport
import Testing

/// The shared-mime-info package (data/mime/larder.xml), installed into a
/// private XDG_DATA_HOME and read back through GIO, as the file manager does.
@Suite("MIME type")
struct MimeTypeTests {
    /// Runs a program; fails with what to install when it is missing, or when it fails.
    func run(_ program: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let run = try Program.run("/usr/bin/\(program)", arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                  package: "shared-mime-info libglib2.0-bin")
        guard run.status == 0 else { throw TestFailure("\(program) \(arguments) failed: \(run.output)") }
        return run.output
    }

    @Test("gio reports application/x-larder-recipe for a card, and text/markdown for other Markdown")
    func gioInfo() throws {
        let folder = TemporaryDirectory(prefix: "larder-mime")
        let share = folder.file("share")
        try FileManager.default.createDirectory(atPath: share + "/mime/packages", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.repository + "/data/mime/larder.xml", toPath: share + "/mime/packages/larder.xml")
        let environment = ["XDG_DATA_HOME": share, "XDG_DATA_DIRS": "/usr/share", "GIO_USE_VFS": "local"]
        _ = try run("update-mime-database", [share + "/mime"], environment: environment)

        let card = folder.write("Crème brûlée.recipe.md", "---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\n\n# x\n")
        let notes = folder.write("notes.md", "# My notes\n")
        let sniffed = folder.write("no-extension", "---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\n")
        func type(_ path: String) throws -> String {
            let info = try run("gio", ["info", "-a", "standard::content-type", path], environment: environment)
            return info.split(separator: "\n").first { $0.contains("standard::content-type") }?
                .split(separator: " ").last.map(String.init) ?? info
        }
        #expect(try type(card) == "application/x-larder-recipe")
        #expect(try type(notes) == "text/markdown")
        #expect(try type(sniffed) == "application/x-larder-recipe", "recognised by content too")
        // update-mime-database compiled the comment in English and in the seven
        // languages of po/, as make pot merged them into larder.xml.
        let compiled = try String(contentsOfFile: share + "/mime/application/x-larder-recipe.xml", encoding: .utf8)
        #expect(compiled.contains("<comment>Recipe card</comment>"))
        for language in TranslatedCommandTests.languages {
            let comment = try TranslationCatalogue(language).text("Recipe card")
            #expect(compiled.contains("<comment xml:lang=\"\(language)\">\(comment)</comment>"), "\(language): \(comment)")
        }
        #expect(try String(contentsOfFile: share + "/mime/subclasses", encoding: .utf8).contains("application/x-larder-recipe text/markdown"))
    }
}
