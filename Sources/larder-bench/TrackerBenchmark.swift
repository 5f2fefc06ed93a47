import Foundation
import LarderCore
import LarderDesktop
import LarderIndexer
import LarderExport
import LarderTestSupport

/// Tracker with Larder's extractor module: indexing from scratch beside the
/// stock text module on the same files, and the delay from `larder edit` to
/// Tracker answering with the new name. Each run has its own private Tracker
/// (LarderTestSupport's sandbox), polled in-process over libtracker-sparql.
struct TrackerBenchmark {
    let scratch: String
    let larder: String
    let count = 2_000
    /// Cards indexed per round of the comparison: enough processor time (about
    /// 1.5 s) that /proc's 10 ms ticks stay under 1% of it.
    let indexedCount = 10_000
    let rounds = 5
    let edits = 20

    func run() throws {
        BenchOutput.say("\n6. Tracker: index \(indexedCount) cards from scratch, Larder's module vs Tracker's stock text module on the same files")
        let cards = "\(scratch)/tracker-cards"
        let store = try RecipeStore(path: "\(scratch)/tracker.sqlite")
        _ = store.saveAll((0..<indexedCount).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
        _ = try CardExporter(store: store, folder: cards).sync()
        // The indexing is the Tracker daemons' work, in their own processes: the
        // processor time of the private bus and all it started (the sandbox's marker
        // finds the miner and its extractor, which are not under the bus) judges it.
        let paired = try PairedRounds(rounds: rounds, larder: { _ in
            try indexingTime(cards, rules: try LarderTrackerRules.rules())
        }, baseline: { _ in
            try indexingTime(cards, rules: try LarderTrackerRules.fallbackOnly())
        }, report: { round, larder, stock in
            BenchOutput.say(String(format: "   round %d: Larder's module %.2f s (processor %.2f s), stock text module %.2f s (processor %.2f s)",
                                   round + 1, larder.wall, larder.cpu, stock.wall, stock.cpu))
        })
        // Judged on the rounds' own ratios: a round takes 45 s, and this machine's speed changes
        // between rounds (session 33: 21 s of processor time in the first rounds, 28 in the last
        // of the same run), which put the ratio of the medians at 0.85 where every round but one
        // was 0.95–1.05. The ratio of the medians is shown beside.
        let ratio = paired.medianRoundRatio(\.cpu), spread = paired.ratioSpread(\.cpu)
        let ratioOfMedians = paired.ratio(\.cpu), wallRatio = paired.medianRoundRatio(\.wall)
        let larder = Statistics(paired.larder.map(\.cpu)).median, stock = Statistics(paired.baseline.map(\.cpu)).median
        // The goal allows the properties the module adds: with the text alone (a build for the
        // measurement only), 1.00 (rounds 1.00–1.01) where the whole module gave 1.01 (1.01–1.02);
        // the module's own code is about 1% of the indexer's samples (perf -a over a round).
        let verdict = BenchOutput.judge("indexing processor time over the stock module's", ratio, unit: "ratio", goal: .atMost(1.02),
                                        details: ["Larder s": larder, "stock s": stock, "wall": wallRatio,
                                                  "ratio of the medians": ratioOfMedians,
                                                  "lowest round": spread.low, "highest round": spread.high])
        BenchOutput.say(String(format: "   median of %d: processor Larder %.2f s, stock %.2f s (their ratio %.2f); the rounds' ratios %.2f–%.2f, median %.2f, %.2f by the wall clock (%@)",
                               rounds, larder, stock, ratioOfMedians, spread.low, spread.high, ratio, wallRatio, verdict))
        try editLatency()
    }

    /// From the first query (which starts the miner) until every card has its
    /// text in the index: seconds, and the processor seconds of the sandbox's processes.
    private func indexingTime(_ cards: String, rules: [String: String]) throws -> Measurement {
        let tracker = try TrackerSandbox(extraRules: rules, mimePackage: LarderTrackerRules.mimePackage)
        try FileManager.default.copyItem(atPath: cards, toPath: tracker.indexRoot + "/Recipes")
        let start = DispatchTime.now().uptimeNanoseconds
        let endpoint = try TrackerEndpoint(busAddress: tracker.bus.address)
        let query = """
            SELECT (COUNT(?doc) AS ?n) WHERE { ?doc nie:mimeType ~mime ; nie:plainTextContent ?text }
            """
        while true {
            let indexed = Int(try endpoint.rows(query, ["mime": .string(ApplicationID.cardMimeType)]).first?.first.flatMap { $0 } ?? "0") ?? 0
            if indexed >= indexedCount { break }
            if DispatchTime.now().uptimeNanoseconds - start > 600_000_000_000 { throw BenchError("only \(indexed) of \(indexedCount) cards indexed after 10 minutes") }
            // Each count is the miner's work too: polled every 20 ms, it was a quarter of the
            // processor time measured (25 s a round against 18 s at 200 ms) and most of its noise.
            usleep(200_000)
        }
        return Measurement(wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu: tracker.processorSeconds)
    }

    /// `larder edit` renames a recipe; how long until Tracker returns the new name.
    private func editLatency() throws {
        BenchOutput.say("\n7. From `larder edit` (the process start) to Tracker returning the new name, \(edits) edits in a folder of \(count) cards")
        let tracker = try LarderTrackerRules.sandbox()
        let storePath = tracker.root.file("store/larder.sqlite")
        let store = try RecipeStore(path: storePath)
        _ = store.saveAll((0..<count).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
        try store.setCardFolder(tracker.indexRoot + "/Recipes")
        _ = try CardExporter(store: store, folder: tracker.indexRoot + "/Recipes").sync()
        let endpoint = try TrackerEndpoint(busAddress: tracker.bus.address)
        let all = "SELECT (COUNT(?doc) AS ?n) WHERE { ?doc nie:mimeType ~mime ; nie:title ?title }"
        while (Int(try endpoint.rows(all, ["mime": .string(ApplicationID.cardMimeType)]).first?.first.flatMap { $0 } ?? "0") ?? 0) < count {
            usleep(50_000)
        }
        var environment = tracker.environment
        environment["LARDER_STORE"] = storePath
        environment["VISUAL"] = ""
        var latencies: [Double] = []
        for (number, summary) in try store.summaries(sortedBy: .name, limit: edits).enumerated() {
            let id = summary.id
            let name = "Edited recipe \(number)"
            let editor = tracker.root.file("editor-\(number).sh")
            try "#!/bin/sh\nsed -i 's/^Name: .*/Name: \(name)/' \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
            chmod(editor, 0o755)
            environment["EDITOR"] = editor
            let uri = store.objectURI(for: summary).description
            let start = DispatchTime.now().uptimeNanoseconds
            let edit = try Program.run(larder, ["edit", id.uuidString], environment: environment, package: "larder")
            guard edit.status == 0 else { throw BenchError("larder edit failed: \(edit.output)") }
            let query = "SELECT ?title WHERE { ?doc nie:identifier ~uri ; nie:title ?title }"
            while try endpoint.rows(query, ["uri": .string(uri)]).first?.first != name {
                if DispatchTime.now().uptimeNanoseconds - start > 30_000_000_000 { throw BenchError("edit \(number) never reached Tracker") }
                usleep(5_000)
            }
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let statistics = Statistics(latencies)
        BenchOutput.say(String(format: "   p50 %.3f s, p95 %.3f s, max %.3f s (%@)",
                     statistics.median, statistics.percentile(0.95), statistics.percentile(1), BenchOutput.judge("edit to Tracker p50", statistics.median, unit: "s", goal: .atMost(0.5))))
    }
}
