import Foundation
import LarderStore
import LarderDesktop
import LarderIndexer
import LarderCardFolder
import LarderTestSupport

/// Tracker with Larder's extractor module: indexing from scratch beside the
/// stock text module on the same files, and the delay from `larder edit` to
/// Tracker answering with the new name. Each run has its own private Tracker
/// (LarderTestSupport's sandbox), polled in-process over libtracker-sparql.
struct TrackerBenchmark {
    let scratch: String
    let larder: String
    let count = 2_000
    /// Cards indexed per round of the comparison: about 25 s of the indexer's
    /// processor time, in which /proc's 10 ms ticks are nothing.
    let indexedCount = 10_000
    let rounds = 5
    let edits = 20

    func run() throws {
        BenchOutput.say("\n6. Tracker: index \(indexedCount) cards from scratch, Larder's module vs Tracker's stock text module on the same files")
        let cards = "\(scratch)/tracker-cards"
        let store = try RecipeStore(path: "\(scratch)/tracker.sqlite")
        _ = store.saveAll((0..<indexedCount).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
        _ = try CardFolderSync(store: store, folder: cards).sync()
        // The indexing is the Tracker daemons' work, in their own processes: the
        // processor time of the private bus and all it started (the sandbox's marker
        // finds the miner and its extractor, which are not under the bus) judges it.
        // A round's two indexings run at the same time, so they meet the same load: this
        // machine's speed changes by a third between rounds (measured: 23.4 s of processor time
        // in one round, 31.1 in the next), and run in turns the rounds' ratios went 0.84–1.16
        // over six runs; run together, 0.99–1.00 with the same module on both sides.
        // Judged on the median of the rounds' own ratios; the ratio of the medians is shown beside.
        let paired = try PairedRounds(rounds: rounds, together: { round in
            try indexingTogether(cards, larderFirst: round.isMultiple(of: 2))
        }, report: { round, larder, stock in
            BenchOutput.say(String(format: "   round %d: Larder's module %.2f s (processor %.2f s), stock text module %.2f s (processor %.2f s)",
                                   round + 1, larder.wall, larder.cpu, stock.wall, stock.cpu))
        })
        let ratio = paired.medianRoundRatio(\.cpu), spread = paired.ratioSpread(\.cpu)
        let ratioOfMedians = paired.ratio(\.cpu), wallRatio = paired.medianRoundRatio(\.wall)
        let larder = Statistics(paired.larder.map(\.cpu)).median, stock = Statistics(paired.baseline.map(\.cpu)).median
        // The goal allows the properties the module adds, which the stock module does not give
        // (measured with modules built for the measurement only, rounds' medians): the text alone
        // 0.95; each property value Tracker stores costs about 1% more (title and identifier 0.97,
        // with keywords 0.98, with the dates 0.99); the whole module 1.02. The rest, 0.01, is the
        // noise: the same module on both sides gave 1.00 (rounds 0.99–1.00).
        let verdict = BenchOutput.judge("indexing processor time over the stock module's", ratio, unit: "ratio", goal: .atMost(1.03),
                                        details: ["Larder s": larder, "stock s": stock, "wall": wallRatio,
                                                  "ratio of the medians": ratioOfMedians,
                                                  "lowest round": spread.low, "highest round": spread.high])
        BenchOutput.say(String(format: "   median of %d: processor Larder %.2f s, stock %.2f s (their ratio %.2f); the rounds' ratios %.2f–%.2f, median %.2f, %.2f by the wall clock (%@)",
                               rounds, larder, stock, ratioOfMedians, spread.low, spread.high, ratio, wallRatio, verdict))
        try editLatency()
    }

    /// Both indexings at the same time, each in its own private Tracker, from
    /// the first query (which starts the miner) until every card has its text
    /// in that index: seconds, and the processor seconds of the sandbox's
    /// processes. Run together, they meet the same load on the machine.
    private func indexingTogether(_ cards: String, larderFirst: Bool) throws -> (larder: Measurement, baseline: Measurement) {
        let larder = try IndexingRun(cards: cards, rules: try LarderTrackerRules.rules())
        let stock = try IndexingRun(cards: cards, rules: try LarderTrackerRules.fallbackOnly())
        let runs = larderFirst ? [larder, stock] : [stock, larder]
        for run in runs { try run.start() }
        while runs.contains(where: { $0.result == nil }) {
            for run in runs where run.result == nil { try run.poll(until: indexedCount) }
            // Each count is the miner's work too: polled every 20 ms, it was a quarter of the
            // processor time measured (25 s a round against 18 s at 200 ms) and most of its noise.
            usleep(200_000)
        }
        return (larder.result!, stock.result!)
    }

    /// `larder edit` renames a recipe; how long until Tracker returns the new name.
    private func editLatency() throws {
        BenchOutput.say("\n7. From `larder edit` (the process start) to Tracker returning the new name, \(edits) edits in a folder of \(count) cards")
        let tracker = try LarderTrackerRules.sandbox()
        let storePath = tracker.root.file("store/larder.sqlite")
        let store = try RecipeStore(path: storePath)
        _ = store.saveAll((0..<count).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
        try store.setCardFolder(tracker.indexRoot + "/Recipes")
        _ = try CardFolderSync(store: store, folder: tracker.indexRoot + "/Recipes").sync()
        let endpoint = try TrackerEndpoint(busAddress: tracker.bus.address)
        while try endpoint.cardCount(having: "nie:title") < count {
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
