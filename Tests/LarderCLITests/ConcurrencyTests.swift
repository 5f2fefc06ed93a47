import Foundation
import LarderCore
import LarderTestSupport
import Testing

@Suite("Concurrent processes")
struct ConcurrencyTests {
    @Test("a reader process queries while another process imports 10,000 recipes: no error, never 'database is locked'")
    func readerDuringImport() throws {
        let cli = CLI()
        let seeded = try cli.run(["add", "--name", "Seed"])
        #expect(seeded.status == 0)
        let file = cli.write("big.json", SyntheticJSONLD.recipes(10_000))

        let importer = Process()
        importer.executableURL = URL(fileURLWithPath: CLI.binary)
        importer.arguments = ["import", "--quiet", "--store", cli.storePath, file]
        let importerErrors = Pipe()
        importer.standardError = importerErrors
        importer.standardOutput = FileHandle.nullDevice
        try importer.run()

        // This test process is the reader: its own read-only connection to the same file.
        let reader = try RecipeStore(path: cli.storePath, mode: .readOnly)
        var counts: [Int] = []
        var searches = 0
        var searchProcessFailures: [String] = []
        while importer.isRunning {
            counts.append(try reader.count())
            _ = try reader.search("tomato basil")
            _ = try reader.summaries(limit: 20)
            searches += 1
            if searches % 25 == 0 {
                // A third process, the CLI, searching at the same time.
                let run = try cli.run(["search", "garlic"])
                if run.status != 0 { searchProcessFailures.append(run.stderr) }
            }
        }
        importer.waitUntilExit()
        let stderr = String(decoding: importerErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(importer.terminationStatus == 0, "\(stderr)")
        #expect(!stderr.contains("locked"))
        #expect(searchProcessFailures.isEmpty, "\(searchProcessFailures)")
        #expect(counts == counts.sorted(), "readers see commits in order")
        #expect(Set(counts).count >= 2, "the reader saw the import progress, not only its end: \(Set(counts).sorted().prefix(5))")
        #expect(try reader.count() == 10_001)
        #expect(try reader.search("tomato dish 0").first?.recipe.name == "Tomato tomato dish 0")
    }
}
