import Foundation
import LarderStore
import LarderTestSupport

/// `larder list` on 1,000 recipes, from process start to exit, beside
/// `sqlite3` running the same query on the same store: what a user waits for
/// on every command is mostly starting the process (loading its libraries,
/// the Swift runtime's start-up), and sqlite3 is the floor for "open a store,
/// print rows".
struct ColdStartBenchmark {
    let scratch: String
    let larder: String
    let count = 1_000
    let rounds = Benchmarks.quick ? 30 : 100

    func run() throws {
        BenchOutput.say("\n2b. Cold start: larder list on \(count) recipes against sqlite3 running the same query, processor time of each process")
        let path = "\(scratch)/cold-start.sqlite"
        let store = try RecipeStore(path: path)
        _ = store.saveAll((0..<count).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
        try store.close()
        let sqlite3 = ["/usr/bin/sqlite3", "-readonly", path, """
            SELECT substr(uuid, 1, 8) || '  ' || name || '  (' || coalesce(category, '') || ', ' || coalesce(yield_text, '') || ')'
            FROM recipe ORDER BY name COLLATE NOCASE, uuid
            """]
        guard FileManager.default.isExecutableFile(atPath: sqlite3[0]) else {
            BenchOutput.say("   skipped: no \(sqlite3[0]) (apt-get install sqlite3)")
            return
        }
        let list = [larder, "list", "--store", path]
        // Each process's own processor time, from wait4: nothing of the spawning counts.
        func measured(_ command: [String]) throws -> MeasuredRun {
            let run = try MeasuredRun.run(command[0], Array(command.dropFirst()))
            guard run.status == 0 else { throw BenchError("\(command.joined(separator: " ")) exited with \(run.status)") }
            return run
        }
        var larderRuns: [MeasuredRun] = [], sqliteRuns: [MeasuredRun] = []
        for round in 0..<(rounds + 10) {
            // Taking turns, the order flipping every round; the first ten warm the page cache.
            let larderFirst = round % 2 == 0
            let before = larderFirst ? nil : try measured(sqlite3)
            let larderRun = try measured(list)
            let sqliteRun = try before ?? measured(sqlite3)
            if round >= 10 { larderRuns.append(larderRun); sqliteRuns.append(sqliteRun) }
        }
        let larderCPU = Statistics(larderRuns.map { $0.cpuSeconds * 1000 }), sqliteCPU = Statistics(sqliteRuns.map { $0.cpuSeconds * 1000 })
        let larderWall = Statistics(larderRuns.map { $0.seconds * 1000 }), sqliteWall = Statistics(sqliteRuns.map { $0.seconds * 1000 })
        let ratio = larderCPU.median / max(sqliteCPU.median, 0.001)
        let verdict = BenchOutput.judge("cold start, larder list over sqlite3, CPU p50", ratio, unit: "ratio", goal: .atMost(3),
                                        details: ["larder CPU p50 ms": larderCPU.median, "sqlite3 CPU p50 ms": sqliteCPU.median,
                                                  "larder wall p50 ms": larderWall.median, "sqlite3 wall p50 ms": sqliteWall.median])
        BenchOutput.say(String(format: "   larder list: CPU p50 %.2f ms, p95 %.2f ms (wall p50 %.2f); sqlite3: CPU p50 %.2f ms (wall p50 %.2f); ratio %.1f (%@)",
                               larderCPU.median, larderCPU.percentile(0.95), larderWall.median, sqliteCPU.median, sqliteWall.median,
                               ratio, verdict))
    }
}
