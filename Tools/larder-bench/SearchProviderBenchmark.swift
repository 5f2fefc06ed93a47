import Foundation
import LarderStore
import LarderDesktop
import LarderGLib
import LarderIndexer
import LarderCardFolder
import LarderTestSupport

/// The search provider as GNOME Shell meets it: a D-Bus client in another
/// process (this one) calling larder-search-provider, started by activation
/// on a private bus. At 100,000 recipes: GetInitialResultSet and KRunner's
/// Match, each judged against its limit measured in turns with it (the round
/// trip and the same search, ``ProviderCallSeries``); GetResultMetas(5)
/// latency, and the provider's peak memory. Then, at
/// 10,000 recipes, the same queries beside Tracker's fts:match on the same
/// recipes' cards.
struct SearchProviderBenchmark {
    let scratch: String
    let provider: String
    let larder: String
    let iterations = 300
    /// Calls made first and not counted, in each timed series.
    let warmUpCalls = 30
    let queries = [["tomato"], ["tomato", "basil"], ["toma"], ["罗宋"], ["summer"], ["chicken", "soup"]]
    /// A query that finds nothing at once: its call is the round trip alone.
    static let wordNoRecipeHas = "qzxv"
    /// How many results the provider asks the search for: GNOME Shell's result
    /// sets, KRunner's matches (RecipeSearchBackend's maximumResults and maximumMatches).
    static let resultSetSize = 100, matchCount = 20

    func run() throws {
        BenchOutput.say("\n9. Search provider over D-Bus at 100000 recipes: p50 / p99 per call, from a client process")
        let large = try makeStore(count: 100_000, name: "provider-100k")
        let session = try startProvider(store: large.path, name: "100k")
        let client = try SearchProviderClient(busAddress: session.bus.address)
        _ = try client.initialResultSet(["warm"])
        let provider = ThreadClock(pid: try client.providerProcess())
        // The same store as the provider opens it (RecipeSearchBackend: one reader, a 1,000 KB
        // page cache), for the search in this process that each call's limit holds.
        let searcher = try RecipeStore(path: large.path, mode: .readOnly, maximumReaders: 1, pageCacheKilobytes: 1_000)
        let initial = try ProviderCallSeries(
            rounds: iterations, warmUp: warmUpCalls, provider: provider,
            call: { _ = try client.initialResultSet(queries[$0 % queries.count]) },
            emptyCall: { _ = try client.initialResultSet([Self.wordNoRecipeHas]) },
            search: { _ = try searcher.searchIdentifiers(queries[$0 % queries.count].joined(separator: " "), limit: Self.resultSetSize) })
        let afterSearches = try peakMemory(of: client.providerProcess())
        // Five results per query, icons drawn once first (the goal is "with thumbnails cached").
        let pages = try queries.map { Array(try client.initialResultSet($0).prefix(5)) }
        for page in pages { _ = try client.resultMetas(page) }
        var metas: [Double] = []
        for iteration in 0..<(iterations + warmUpCalls) {
            let seconds = try Benchmarks.time { _ = try client.resultMetas(pages[iteration % pages.count]) }
            if iteration >= warmUpCalls { metas.append(seconds * 1000) }
        }
        // The goals are set from the profile (docs/performance.md): a call
        // is the round trip, the search and its reply's values. 100 IDs cost next to nothing
        // (p99 over the limit 0.91–0.97 in four runs); the limit's search, in this build, is
        // no faster than the provider's, so 1.1 is room for the noise of two p99s, not for work.
        report(initial, method: "GetInitialResultSet", what: "GetInitialResultSet (100 IDs)", goal: .atMost(1.1))
        let metaStatistics = Statistics(metas)
        BenchOutput.say(String(format: "   GetResultMetas(5), icons cached: p50 %.2f ms, p99 %.2f ms (%@)", metaStatistics.median,
                     metaStatistics.percentile(0.99), BenchOutput.judge("GetResultMetas p99", metaStatistics.percentile(0.99), unit: "ms", goal: .atMost(25))))
        try krunnerMatches(busAddress: session.bus.address, provider: provider, searcher: searcher)
        let peak = try peakMemory(of: client.providerProcess())
        BenchOutput.say(String(format: "   provider peak memory (VmHWM) %.1f MB, %.1f MB before the first icons (%@)",
                     Double(peak) / 1024, Double(afterSearches) / 1024, BenchOutput.judge("provider peak memory", Double(peak) / 1024, unit: "MB", goal: .atMost(20))))
        try duringImport()
        try trackerComparison()
    }

    /// Which queries the slow calls asked: the timed calls of a series (after
    /// the warm-up, the queries in turns), p50 and maximum by query.
    private func byQuery(_ calls: [Double]) -> String {
        queries.indices.map { query in
            let statistics = Statistics(calls.indices.filter { ($0 + warmUpCalls) % queries.count == query }.map { calls[$0] })
            return String(format: "%@ %.2f / %.2f", queries[query].joined(separator: " "), statistics.median, statistics.percentile(1))
        }.joined(separator: ", ")
    }

    /// KRunner's Match on the same provider and store, as Plasma's KRunner
    /// calls it: the ids of GetInitialResultSet plus each match's facts, URL
    /// and, for the first ten, the card as pixels. Icons are drawn once first
    /// (as for GetResultMetas, the goal is with thumbnails cached).
    private func krunnerMatches(busAddress: String, provider: ThreadClock, searcher: RecipeStore) throws {
        let runner = try KRunnerClient(busAddress: busAddress)
        let words = queries.map { $0.joined(separator: " ") }
        for query in words { _ = try runner.match(query) }
        // KRunner's matches are the search's first 20, with their summaries (RecipeSearchBackend+KRunner).
        let matches = try ProviderCallSeries(
            rounds: iterations, warmUp: warmUpCalls, provider: provider,
            call: { _ = try runner.match(words[$0 % words.count]) },
            emptyCall: { _ = try runner.match(Self.wordNoRecipeHas) },
            search: { _ = try searcher.search(words[$0 % words.count], limit: Self.matchCount) })
        // Its reply also carries 20 matches' properties and ten 48-pixel RGBA cards, 9 KB each
        // (measured: without the icons p99 3.7–4.0 → 2.9–3.4 ms): 1.15–1.24 in four runs.
        report(matches, method: "KRunner Match", what: "KRunner Match (up to 20 matches, 10 card icons)", goal: .atMost(1.35))
    }

    /// A series' lines and verdict: the call's processor p99 over its limit's
    /// is judged; the call's own percentiles, its parts' and each query's are shown.
    private func report(_ series: ProviderCallSeries, method: String, what: String, goal: Goal) {
        let call = Statistics(series.processor), wall = Statistics(series.wall), limit = Statistics(series.limit)
        let roundTrip = Statistics(series.roundTrip), search = Statistics(series.search)
        let overLimit = call.percentile(0.99) / limit.percentile(0.99)
        BenchOutput.record("\(method) p99, processor", call.percentile(0.99), unit: "ms",
                           details: ["processor p50": call.median, "wall p50": wall.median, "wall p99": wall.percentile(0.99)])
        BenchOutput.record("\(method) round trip p99, processor", roundTrip.percentile(0.99), unit: "ms", details: ["p50": roundTrip.median])
        BenchOutput.record("\(method) search in process p99, processor", search.percentile(0.99), unit: "ms", details: ["p50": search.median])
        let verdict = BenchOutput.judge("\(method) p99 over its limit, processor", overLimit, unit: "×", goal: goal,
                                        details: ["limit p50": limit.median, "limit p99": limit.percentile(0.99)])
        BenchOutput.say(String(format: "   %@: processor (client and provider) p50 %.2f ms, p99 %.2f ms; wall p50 %.2f ms, p99 %.2f ms",
                               what, call.median, call.percentile(0.99), wall.median, wall.percentile(0.99)))
        BenchOutput.say(String(format: "     its limit, in turns with it: the same call for a word no recipe has (the round trip) p50 %.2f ms, p99 %.2f ms, "
                               + "plus the same search in this process p50 %.2f ms, p99 %.2f ms: together p50 %.2f ms, p99 %.2f ms",
                               roundTrip.median, roundTrip.percentile(0.99), search.median, search.percentile(0.99), limit.median, limit.percentile(0.99)))
        BenchOutput.say(String(format: "     p99 over the limit's %.2f (%@)", overLimit, verdict))
        BenchOutput.say("     per query, processor p50 / max: " + byQuery(series.processor))
    }

    /// Reply times while another process imports 10,000 recipes into the same
    /// store (the bound a test once held, now a figure): beside the same
    /// queries on the idle store, alternating.
    private func duringImport() throws {
        BenchOutput.say("\n9b. The provider while `larder import` writes 10000 recipes into its store: reply p50 / p95 / max, beside the idle store")
        let idle = try makeStore(count: 1_000, name: "provider-idle")
        let idleSession = try startProvider(store: idle.path, name: "idle")
        let idleClient = try SearchProviderClient(busAddress: idleSession.bus.address)
        let busyStore = try makeStore(count: 1_000, name: "provider-busy")
        let busySession = try startProvider(store: busyStore.path, name: "busy")
        let busyClient = try SearchProviderClient(busAddress: busySession.bus.address)
        _ = try idleClient.initialResultSet(["warm"])
        _ = try busyClient.initialResultSet(["warm"])
        let file = "\(scratch)/provider-import.json"
        try SyntheticJSONLD.recipes(10_000).write(toFile: file, atomically: true, encoding: .utf8)
        let importer = Process()
        importer.executableURL = URL(fileURLWithPath: larder)
        importer.arguments = ["import", "--quiet", "--store", busyStore.path, file]
        importer.standardOutput = FileHandle.nullDevice
        importer.standardError = FileHandle.nullDevice
        try importer.run()
        var busy: [Double] = [], quiet: [Double] = []
        var iteration = 0
        while importer.isRunning {
            let terms = queries[iteration % queries.count]
            busy.append(try Benchmarks.time { _ = try busyClient.initialResultSet(terms) } * 1000)
            quiet.append(try Benchmarks.time { _ = try idleClient.initialResultSet(terms) } * 1000)
            iteration += 1
        }
        importer.waitUntilExit()
        guard importer.terminationStatus == 0 else { throw BenchError("the import failed") }
        let b = Statistics(busy), q = Statistics(quiet)
        BenchOutput.say(String(format: "   during the import: p50 %.2f ms, p95 %.2f ms, max %.1f ms over %d replies; idle store: p50 %.2f ms, p95 %.2f ms; ratio p95 %.2f",
                     b.median, b.percentile(0.95), busy.max() ?? 0, busy.count, q.median, q.percentile(0.95), b.percentile(0.95) / q.percentile(0.95)))
    }

    /// At 10,000 recipes: the provider beside Tracker's fts:match on the cards, alternating.
    private func trackerComparison() throws {
        BenchOutput.say("\n10. The same queries at 10000 recipes: the provider beside Tracker's fts:match over the same recipes' cards")
        let store = try makeStore(count: 10_000, name: "provider-10k")
        let tracker = try LarderTrackerRules.sandbox()
        _ = try CardFolderSync(store: store.store, folder: tracker.indexRoot + "/Recipes").sync()
        let endpoint = try TrackerEndpoint(busAddress: tracker.bus.address)
        let start = Date()
        while try endpoint.cardCount(having: "nie:title") < 10_000 {
            if Date().timeIntervalSince(start) > 600 { throw BenchError("Tracker did not index 10,000 cards in 10 minutes") }
            usleep(200_000)
        }
        let index = TrackerCardIndex(endpoint: endpoint)
        let session = try startProvider(store: store.path, name: "10k")
        let client = try SearchProviderClient(busAddress: session.bus.address)
        _ = try client.initialResultSet(["warm"])
        var larder: [Double] = [], stock: [Double] = []
        for iteration in 0..<(iterations / 3 + 10) {
            let terms = queries[iteration % queries.count]
            let l = try Benchmarks.time { _ = try client.initialResultSet(terms) }
            let t = try Benchmarks.time { _ = try index.search(terms.joined(separator: " "), limit: 100) }
            if iteration >= 10 { larder.append(l * 1000); stock.append(t * 1000) }
        }
        let l = Statistics(larder), t = Statistics(stock)
        BenchOutput.say(String(format: "   provider p50 %.2f ms, p99 %.2f ms; Tracker fts:match p50 %.2f ms, p99 %.2f ms; ratio p50 %.2f",
                     l.median, l.percentile(0.99), t.median, t.percentile(0.99), l.median / t.median))
    }

    private func makeStore(count: Int, name: String) throws -> (store: RecipeStore, path: String) {
        let path = "\(scratch)/\(name).sqlite"
        let store = try RecipeStore(path: path)
        var start = 0
        while start < count {
            _ = store.saveAll((start..<min(start + 5_000, count)).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
            start += 5_000
        }
        return (store, path)
    }

    /// A private bus whose activation starts the provider over `store`.
    private func startProvider(store: String, name: String) throws -> (bus: PrivateBus, folder: String) {
        let folder = "\(scratch)/provider-session-\(name)"
        try FileManager.default.createDirectory(atPath: folder + "/data/dbus-1/services", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
        try "[D-BUS Service]\nName=\(ApplicationID.searchProviderBusName)\nExec=\(provider)\n"
            .write(toFile: folder + "/data/dbus-1/services/\(ApplicationID.searchProviderBusName).service", atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_STORE"] = store
        environment["XDG_DATA_HOME"] = folder + "/data"
        environment["XDG_CACHE_HOME"] = folder + "/cache"
        environment["LARDER_SEARCH_PROVIDER_IDLE"] = "600"
        environment["LARDER_THUMBNAILER"] = FileManager.default.currentDirectoryPath + "/.build-static/release/larder-thumbnailer"
        return (try PrivateBus(environment: environment), folder)
    }

    /// VmHWM of a process, in kilobytes.
    private func peakMemory(of pid: Int) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { throw BenchError("no VmHWM for \(pid)") }
        return kilobytes
    }
}
