import Foundation
import LarderStore
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
        try importer.runWithNoSignalBlocked()

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

    @Test("30 larder add, edit and rm at once with a card folder set up: no error, the folder checks clean, no temporary file left")
    func commandsOnOneCardFolder() throws {
        let cli = CLI()
        let folder = cli.folder + "/Recipes"
        for index in 0..<10 {
            #expect(try cli.run(["add", "--name", "Old \(index)", "--step", "Cook."]).status == 0)
        }
        #expect(try cli.run(["export", "--cards", folder]).status == 0)
        let editor = cli.write("editor.sh", "#!/bin/sh\nsed -i 's/^Name: Old \\(.*\\)$/Name: Edited \\1/' \"$1\"\n")
        chmod(editor, 0o755)
        // The same name twenty times, so that processes compete for "Dish (2)", "Dish (3)"…
        var commands = (0..<20).map { _ in ["add", "--name", "Dish", "--step", "Stir."] }
        commands += (0..<5).map { ["edit", "Old \($0)"] }
        commands += (5..<10).map { ["rm", "Old \($0)"] }
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_STORE"] = cli.storePath
        environment["EDITOR"] = editor
        environment["VISUAL"] = ""
        let processes = try commands.map { arguments in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CLI.binary)
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.runWithNoSignalBlocked()
            return (process, errors, arguments)
        }
        for (process, errors, arguments) in processes {
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // stderr has the card report ("cards: 1 written…"); errors start with "larder:".
            #expect(process.terminationStatus == 0 && !stderr.contains("larder:"), "\(arguments): exit \(process.terminationStatus): \(stderr)")
        }
        let check = try cli.run(["export", "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names.filter { $0.hasPrefix(".") }.isEmpty, "temporary files left: \(names)")
        #expect(names.filter { $0.hasPrefix("Dish") }.count == 20, "\(names)")
        #expect(names.filter { $0.hasPrefix("Edited") }.count == 5 && !names.contains { $0.hasPrefix("Old") }, "\(names)")
    }
}
