import Foundation
import LarderStore
import LarderTestSupport

/// `larder sync --watch`: how soon a card saved in an editor is a recipe
/// `larder search` finds, and the watcher's memory idle and after a burst of
/// 10,000 new cards, each beside what the same work costs without it.
struct LiveSyncBenchmark {
    let scratch: String
    let larder: String
    let recipes = 1_000
    let edits = 50
    let burst = 10_000

    func run() throws {
        BenchOutput.say("\n5c. Live sync (`larder sync --watch`, \(recipes) recipes): a card saved in an editor (a rename over it) → `larder search` finds the edit")
        BenchOutput.say("   (\(larder))")
        let storePath = "\(scratch)/live.sqlite"
        let folder = "\(scratch)/live-cards"
        let store = try RecipeStore(path: storePath)
        _ = store.saveAll((0..<recipes).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
        try store.close()
        _ = try larderOutput(["export", "--cards", folder, "--store", storePath])
        // As the systemd unit runs it: GLib 2.74's slice allocator would keep a burst's memory.
        let watcher = try SyncWatcher(binary: larder, storePath: storePath, environment: ["G_SLICE": "always-malloc"])
        try watcher.waitUntilWatching()
        guard watcher.waitUntilSettled() else { throw BenchError("the watcher did not settle: \(watcher.stderr)") }
        let idleKB = watcher.residentKilobytes ?? 0, idleAnonymousKB = watcher.anonymousKilobytes ?? 0

        // The floor of the measurement: one `larder search` process, the poll's own step.
        var searchTimes: [Double] = []
        for _ in 0..<10 { searchTimes.append(try Benchmarks.time { _ = try larderOutput(["search", "tomato", "--store", storePath]) }) }

        let cards = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".recipe.md") }.sorted()
        var latencies: [Double] = []
        for edit in 0..<edits {
            let name = cards[edit * 7 % cards.count]
            let path = folder + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard let title = text.split(separator: "\n").first(where: { $0.hasPrefix("title: ") })?.dropFirst(7),
                  let ingredient = text.range(of: "\n- ") else { throw BenchError("no title or ingredient in \(name)") }
            let word = "livesync\(edit)q"
            let edited = text.replacingCharacters(in: ingredient, with: "\n- 1 \(word)\n- ")
            let temporary = folder + "/.goutputstream-bench\(edit)"
            try Data(edited.utf8).write(to: URL(fileURLWithPath: temporary))
            let start = DispatchTime.now().uptimeNanoseconds
            guard rename(temporary, path) == 0 else { throw BenchError("rename failed: errno \(errno)") }
            var found = false
            while !found && Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 < 30 {
                found = try larderOutput(["search", word, "--store", storePath]).contains(String(title).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            }
            guard found else { throw BenchError("edit \(edit) of \(name) not found by search after 30 s: \(watcher.stderr)") }
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            _ = watcher.waitUntilSettled(quietSeconds: 0.3)
        }
        let statistics = Statistics(latencies)
        BenchOutput.say(String(format: "   saved → found: p50 %.3f s, p95 %.3f s over %d edits (%@); one `larder search` alone: %.3f s",
                     statistics.median, statistics.percentile(0.95), edits, BenchOutput.judge("saved to found p95", statistics.percentile(0.95), unit: "s", goal: .atMost(0.2), details: ["p50": statistics.median]),
                     Statistics(searchTimes).median))

        BenchOutput.say("   the watcher's memory: idle, then after \(burst) new card files arrive at once")
        try HandWrittenCards.writeBurst(burst, prefix: "Live burst", into: folder)
        let reader = try RecipeStore(path: storePath, mode: .readOnly)
        let burstSeconds = try Benchmarks.time {
            guard Poll.until(seconds: 900, { ((try? reader.summaries().count) ?? 0) >= recipes + burst }) != nil,
                  watcher.waitUntilSettled(seconds: 600) else { throw BenchError("the burst did not settle: \(watcher.stderr)") }
        }
        let burstKB = watcher.residentKilobytes ?? 0, burstAnonymousKB = watcher.anonymousKilobytes ?? 0
        watcher.stop()
        // The same folder synced once by a process that then ends: its peak.
        let once = try MeasuredRun.run(larder, ["sync", "--store", storePath])
        BenchOutput.say(String(format: "   VmRSS idle %.1f MB, after the burst %.1f MB (%@); burst taken in %.1f s; a one-shot `larder sync` of the same folder peaks at %.1f MB",
                     Double(idleKB) / 1024, Double(burstKB) / 1024, BenchOutput.judge("watcher VmRSS", Double(max(idleKB, burstKB)) / 1024, unit: "MB", goal: .atMost(20)),
                     burstSeconds, Double(once.peakKilobytes) / 1024))
        BenchOutput.say(String(format: "   of which its own (RssAnon, not shared libraries' pages): idle %.1f MB, after the burst %.1f MB",
                     Double(idleAnonymousKB) / 1024, Double(burstAnonymousKB) / 1024))
    }

    private func larderOutput(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: larder)
        process.arguments = arguments
        // The thumbnail cache the watcher fills too (SyncWatcher's): not the user's.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": scratch + "/cache"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 || process.terminationStatus == 3 else {
            throw BenchError("larder \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
