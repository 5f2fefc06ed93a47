import Foundation
import LarderStore
import LarderActions

/// `make bench`: each measurement beside a baseline run in the same process
/// and the same minute, so that the ratio means something on a noisy machine.
@main
struct Benchmarks {
    /// `--quick`: smaller collections and fewer groups, for a figure in a few minutes while developing.
    nonisolated(unsafe) static var quick = false

    static func main() throws {
        // larder-bench [LARDER-BINARY] [GROUP [DIR]]... [--quick] [--json] [--pages-json FILE]:
        // every group by default; pages reads DIR (default Tests/Fixtures/bench-pages) and
        // --pages-json writes its per-page results; --json prints one JSON object per figure.
        var arguments = Array(CommandLine.arguments.dropFirst())
        var pagesFolder = "Tests/Fixtures/bench-pages", pagesJSON: String?
        if let option = arguments.firstIndex(of: "--pages-json"), option + 1 < arguments.count {
            pagesJSON = arguments[option + 1]
            arguments.removeSubrange(option...option + 1)
        }
        for (flag, set) in [("--json", { BenchOutput.json = true }), ("--quick", { quick = true })] {
            if let option = arguments.firstIndex(of: flag) {
                arguments.remove(at: option)
                set()
            }
        }
        if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
            FileHandle.standardError.write(Data("larder-bench: unknown option \(unknown)\n".utf8))
            exit(2)
        }
        // The argument after pages is its folder, unless it names a group or the larder binary (a file).
        let groups = ["import", "cli", "start", "search", "export", "reconcile", "watch", "tracker", "thumbnails", "provider", "baloo", "pages", "web", "cookbook"]
        if let group = arguments.firstIndex(of: "pages"), group + 1 < arguments.count, !groups.contains(arguments[group + 1]) {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: arguments[group + 1], isDirectory: &isFolder)
            if !exists || isFolder.boolValue { pagesFolder = arguments.remove(at: group + 1) }
        }
        let larder = arguments.first { $0.contains("/") } ?? ".build/release/larder"
        let chosen = Set(arguments.filter { !$0.contains("/") })
        if let unknown = chosen.subtracting(groups).first {
            FileHandle.standardError.write(Data("larder-bench: no group named \(unknown); the groups are \(groups.joined(separator: " "))\n".utf8))
            exit(2)
        }
        let quickGroups: Set = ["import", "search", "export"]
        func wanted(_ name: String) -> Bool {
            let run = chosen.isEmpty ? (!quick || quickGroups.contains(name)) : chosen.contains(name)
            if run { BenchOutput.group = name }
            return run
        }
        let scratch = FileManager.default.currentDirectoryPath + "/.build/bench"
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        BenchOutput.say("Larder benchmarks — \(ProcessInfo.processInfo.activeProcessorCount) cores, release build\(quick ? ", quick: small collections" : "")")
        if wanted("import") { try ImportBenchmark(scratch: scratch).run() }
        if wanted("cli") { try CommandLineImportBenchmark(scratch: scratch, larder: larder).run() }
        // The command as installed (make install, the package): the -static-stdlib build when there is one.
        let installed = FileManager.default.currentDirectoryPath + "/.build-static/release/larder"
        let installedLarder = FileManager.default.isExecutableFile(atPath: installed) ? installed : larder
        if wanted("start") { try ColdStartBenchmark(scratch: scratch, larder: installedLarder).run() }
        if wanted("search") { try SearchBenchmark(scratch: scratch).run() }
        if wanted("export") { try ExportBenchmark(scratch: scratch).run() }
        if wanted("reconcile") { try ExportBenchmark(scratch: scratch).reconcile(count: 10_000) }
        if wanted("watch") {
            // The watcher as installed (the service runs it).
            try LiveSyncBenchmark(scratch: scratch, larder: installedLarder).run()
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
        if wanted("baloo") { try BalooBenchmark(scratch: scratch).run() }
        if wanted("pages") {
            let environment = ProcessInfo.processInfo.environment["PEER_VENV"] ?? "out/peer-venv"
            try PageImportBenchmark(folder: pagesFolder, environment: environment, jsonPath: pagesJSON).run()
        }
        if wanted("web") { try WebImportBenchmark(scratch: scratch, larder: larder).run() }
        if wanted("cookbook") { try CookbookBenchmark(scratch: scratch, larder: larder).run() }
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// Seconds taken by `body`.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// `full` recipes, or a tenth of them (at least 1,000) with `--quick`.
    static func size(_ full: Int) -> Int { quick ? max(1_000, full / 10) : full }
}

/// Store.saveAll (batches, savepoints, matching, journal, index) against the
/// bare loop committing the same batches, in turns: CPU time decides, the wall
/// clock is shown beside it. The loop in one transaction is measured in the same
/// rounds and recorded: each commit flushes FTS5's pending rows into a segment of
/// their own, which FTS5 merges as more come (its automerge), so fewer commits do
/// less index work whoever writes (the batches are ImportSession's, for the write lock).
struct ImportBenchmark {
    let scratch: String
    let count = Benchmarks.size(10_000)
    /// A round takes about 3 s; the machine's speed moves within that (measured: Larder's
    /// processor time 0.91–1.27 s over five rounds, the rounds' ratios 0.63–0.99, where the
    /// run before gave 0.83–1.28): eleven rounds, so that a slow spell is outvoted.
    let rounds = 11

    func run() throws {
        let batch = ImportSession.batchSize
        BenchOutput.say("\n1. Import \(count) recipes into a new store: Larder's store vs a bare sqlite3 loop committing the same batches of \(batch) (and in one transaction, recorded), \(rounds) rounds in turns")
        let recipes = (0..<count).map(SyntheticRecipes.recipe)
        let documents = recipes.map(SearchDocument.init)  // precomputed: the baseline does no text work
        var oneTransaction: [Measurement] = []
        func bareLoop(_ name: String, batchSize: Int) throws -> Measurement {
            let barePath = "\(scratch)/\(name).sqlite"
            try RecipeStore(path: barePath).close()  // the same schema, empty
            let bare = try BareSQLite(path: barePath)
            return try Measurement.of { try bare.insert(recipes, documents: documents, batchSize: batchSize) }
        }
        let rounds = try PairedRounds(rounds: rounds, larder: { round in
            let store = try RecipeStore(path: "\(scratch)/import-larder-\(round).sqlite")
            defer { try? store.close() }
            return try Measurement.of {
                let failures = store.saveAll(recipes, matching: .byIDOrOrigin, batchSize: batch).filter { (try? $0.get()) == nil }
                if !failures.isEmpty { throw BenchError("\(failures.count) recipes failed") }
            }
        }, baseline: { round in
            let batched = try bareLoop("import-bare-\(round)", batchSize: batch)
            oneTransaction.append(try bareLoop("import-bare-whole-\(round)", batchSize: count))
            return batched
        }, report: { round, larder, bare in
            BenchOutput.say(String(format: "   round %d: Larder %.0f recipes/s (CPU %.2f s), bare loop %.0f recipes/s (CPU %.2f s), in one transaction %.0f recipes/s (CPU %.2f s)",
                                   round + 1, Double(count) / larder.wall, larder.cpu, Double(count) / bare.wall, bare.cpu,
                                   Double(count) / oneTransaction[round].wall, oneTransaction[round].cpu))
        })
        // A rate ratio: the bare loop's time over Larder's, the median of the rounds' own
        // (each round's two runs met the same load; the ratio of the medians is recorded beside).
        let cpu = 1 / rounds.medianRoundRatio(\.cpu), wall = 1 / rounds.medianRoundRatio(\.wall), spread = rounds.ratioSpread(\.cpu)
        let ofMedians = 1 / rounds.ratio(\.cpu)
        let whole = Statistics(oneTransaction.map(\.cpu)).median / Statistics(rounds.larder.map(\.cpu)).median
        BenchOutput.record("import rate, CPU, of the one-transaction loop's", whole, unit: "ratio")
        let verdict = BenchOutput.judge("import rate, CPU, of the bare loop's", cpu, unit: "ratio", goal: .atLeast(0.8),
                                        details: ["wall": wall, "ratio of the medians": ofMedians,
                                                  "lowest round": 1 / spread.high, "highest round": 1 / spread.low])
        BenchOutput.say(String(format: "   median of %d rounds: Larder at %.2f of the bare loop's rate in CPU time (rounds %.2f–%.2f; of the medians %.2f), %.2f by the wall clock (%@); %.2f of the loop's in one transaction",
                               self.rounds, cpu, 1 / spread.high, 1 / spread.low, ofMedians, wall, verdict, whole))
    }
}

/// The whole `larder import` of a JSON-LD file, as a child process: rate and peak memory.
struct CommandLineImportBenchmark {
    let scratch: String
    let larder: String
    let count = Benchmarks.size(10_000)

    func run() throws {
        BenchOutput.say("\n2. `larder import` of one JSON-LD file with \(count) recipes (parse + save), as a separate process")
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
        BenchOutput.record("larder import rate", Double(count) / seconds, unit: "recipes/s")
        let verdict = BenchOutput.judge("larder import peak memory", peakMB, unit: "MB", goal: .atMost(100))
        BenchOutput.say(String(format: "   %.0f recipes/s end to end; peak memory %.1f MB (%@)", Double(count) / seconds, peakMB, verdict))
    }
}
