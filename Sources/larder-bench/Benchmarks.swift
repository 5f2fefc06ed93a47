import Foundation
import LarderCore

/// `make bench`: each measurement beside a baseline run in the same process
/// and the same minute, so that the ratio means something on a noisy machine.
@main
struct Benchmarks {
    static func main() throws {
        // larder-bench [LARDER-BINARY] [import|cli|search|export|reconcile|watch|tracker|thumbnails|provider|pages [DIR]]... [--json FILE]:
        // all of them by default; pages reads DIR (default Tests/Fixtures/bench-pages), --json writes its per-page results.
        var arguments = Array(CommandLine.arguments.dropFirst())
        var pagesFolder = "Tests/Fixtures/bench-pages", pagesJSON: String?
        if let option = arguments.firstIndex(of: "--json"), option + 1 < arguments.count {
            pagesJSON = arguments[option + 1]
            arguments.removeSubrange(option...option + 1)
        }
        // The argument after pages is its folder, unless it names a group or the larder binary (a file).
        let groups: Set = ["import", "cli", "search", "export", "reconcile", "watch", "tracker", "thumbnails", "provider", "pages"]
        if let group = arguments.firstIndex(of: "pages"), group + 1 < arguments.count, !groups.contains(arguments[group + 1]) {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: arguments[group + 1], isDirectory: &isFolder)
            if !exists || isFolder.boolValue { pagesFolder = arguments.remove(at: group + 1) }
        }
        let larder = arguments.first { $0.contains("/") } ?? ".build/release/larder"
        let chosen = Set(arguments.filter { !$0.contains("/") })
        func wanted(_ name: String) -> Bool { chosen.isEmpty || chosen.contains(name) }
        let scratch = FileManager.default.currentDirectoryPath + "/.build/bench"
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        print("Larder benchmarks — \(ProcessInfo.processInfo.activeProcessorCount) cores, release build")
        if wanted("import") { try ImportBenchmark(scratch: scratch).run() }
        if wanted("cli") { try CommandLineImportBenchmark(scratch: scratch, larder: larder).run() }
        if wanted("search") { try SearchBenchmark(scratch: scratch).run() }
        if wanted("export") { try ExportBenchmark(scratch: scratch).run() }
        if wanted("reconcile") { try ExportBenchmark(scratch: scratch).reconcile(count: 10_000) }
        if wanted("watch") {
            // The watcher as installed (the service runs it): the -static-stdlib build when there is one.
            let installed = FileManager.default.currentDirectoryPath + "/.build-static/release/larder"
            try LiveSyncBenchmark(scratch: scratch, larder: FileManager.default.isExecutableFile(atPath: installed) ? installed : larder).run()
        }
        if wanted("tracker") { try TrackerBenchmark(scratch: scratch, larder: larder).run() }
        if wanted("thumbnails") {
            try ThumbnailBenchmark(scratch: scratch, larder: larder, thumbnailer: ".build-static/release/larder-thumbnailer").run()
            try ThumbnailCacheBenchmark(scratch: scratch, larder: larder, thumbnailer: ".build-static/release/larder-thumbnailer").run()
        }
        if wanted("provider") {
            let provider = FileManager.default.currentDirectoryPath + "/.build-static/release/larder-search-provider"
            try SearchProviderBenchmark(scratch: scratch, provider: provider, larder: larder).run()
        }
        if wanted("pages") {
            let environment = ProcessInfo.processInfo.environment["PEER_VENV"] ?? "out/peer-venv"
            try PageImportBenchmark(folder: pagesFolder, environment: environment, jsonPath: pagesJSON).run()
        }
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// Seconds taken by `body`.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func verdict(_ ok: Bool) -> String { ok ? "goal met" : "GOAL MISSED" }
}

/// Store.saveAll (batches, savepoints, matching, journal, index) against the bare loop.
struct ImportBenchmark {
    let scratch: String
    let count = 10_000
    let rounds = 3

    func run() throws {
        print("\n1. Import \(count) recipes into a new store: Larder's store vs a bare sqlite3 loop (one transaction)")
        let recipes = (0..<count).map(SyntheticRecipes.recipe)
        var larderRates: [Double] = [], bareRates: [Double] = []
        for round in 0..<rounds {
            let larderPath = "\(scratch)/import-larder-\(round).sqlite"
            let store = try RecipeStore(path: larderPath)
            let larderSeconds = try Benchmarks.time {
                let failures = store.saveAll(recipes, matching: .byIDOrOrigin).filter { (try? $0.get()) == nil }
                if !failures.isEmpty { throw BenchError("\(failures.count) recipes failed") }
            }
            try store.close()
            larderRates.append(Double(count) / larderSeconds)

            let barePath = "\(scratch)/import-bare-\(round).sqlite"
            try RecipeStore(path: barePath).close()  // the same schema, empty
            let bare = try BareSQLite(path: barePath)
            let documents = recipes.map(SearchDocument.init)  // precomputed: the baseline does no text work
            let bareSeconds = try Benchmarks.time { try bare.insert(recipes, documents: documents) }
            bareRates.append(Double(count) / bareSeconds)
            print(String(format: "   round %d: Larder %.0f recipes/s, bare loop %.0f recipes/s", round + 1, larderRates.last!, bareRates.last!))
        }
        let larder = Statistics(larderRates).median, bare = Statistics(bareRates).median
        let ratio = larder / bare
        print(String(format: "   median: Larder %.0f recipes/s, bare %.0f recipes/s, ratio %.2f (goal ≥ 0.33: %@)",
                     larder, bare, ratio, Benchmarks.verdict(ratio >= 1.0 / 3)))
    }
}

/// The whole `larder import` of a JSON-LD file, as a child process: rate and peak memory.
struct CommandLineImportBenchmark {
    let scratch: String
    let larder: String
    let count = 10_000

    func run() throws {
        print("\n2. `larder import` of one JSON-LD file with \(count) recipes (parse + save), as a separate process")
        let file = "\(scratch)/synthetic.json"
        try SyntheticRecipes.jsonLD(count: count).write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: larder)
        process.arguments = ["import", "--quiet", "--store", "\(scratch)/cli.sqlite", file]
        process.standardOutput = FileHandle.nullDevice
        let seconds = try Benchmarks.time {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else { throw BenchError("larder import failed with status \(process.terminationStatus)") }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        let peakMB = Double(usage.ru_maxrss) / 1024
        print(String(format: "   %.0f recipes/s end to end; peak memory %.1f MB (goal ≤ 100 MB: %@)",
                     Double(count) / seconds, peakMB, Benchmarks.verdict(peakMB <= 100)))
    }
}
