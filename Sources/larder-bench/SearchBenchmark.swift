import Foundation
import LarderCore

/// Search latency at 100,000 recipes, Larder's `search` beside the plain way
/// to rank the same FTS5 query (bm25 over every match) through bare sqlite3.
struct SearchBenchmark {
    let scratch: String
    let count = Benchmarks.size(100_000)
    let iterations = Benchmarks.quick ? 200 : 500

    func run() throws {
        BenchOutput.say("\n3. Search at \(count) recipes, 20 results: p50 / p99 latency, Larder vs bm25 over every match through bare sqlite3")
        let path = "\(scratch)/search.sqlite"
        let store = try RecipeStore(path: path)
        let buildSeconds = try Benchmarks.time {
            var start = 0
            while start < count {
                let batch = (start..<min(start + 5_000, count)).map(SyntheticRecipes.recipe)
                _ = store.saveAll(batch, matching: .byID, batchSize: 1_000)
                start += batch.count
            }
        }
        BenchOutput.say(String(format: "   (store built in %.1f s)", buildSeconds))
        let bare = try BareSQLite(path: path)
        // The synthetic words each appear in most recipes: these are worst cases.
        let queries = [("one word", "tomato"), ("two words", "tomato basil"), ("prefix", "toma"), ("CJK", "罗宋"),
                       ("not in names", "summer"), ("in every method", "minutes"),
                       // Typing on towards "minutes": no whole word yet, so the prefix is expanded over every match.
                       ("prefix, not in names", "minut")]
        for (label, query) in queries {
            let expression = SearchQuery(query).matchExpression!
            var larderTimes: [Double] = [], bareTimes: [Double] = []
            var hits = 0
            for iteration in 0..<(iterations + 50) {
                // Alternate, so that both see the same machine load.
                let l = try Benchmarks.time { hits = try store.search(query, limit: 20).count }
                let b = try Benchmarks.time { _ = try bare.search(BareSQLite.naiveSearch, expression, limit: 20) }
                if iteration >= 50 { larderTimes.append(l * 1000); bareTimes.append(b * 1000) }
            }
            let larder = Statistics(larderTimes), base = Statistics(bareTimes)
            BenchOutput.say(String(format: "   %-12@ “%@”: Larder p50 %.2f ms, p99 %.2f ms; naive p50 %.2f ms, p99 %.2f ms; ratio p50 %.2f; %d hits (%@)",
                         label, query, larder.median, larder.percentile(0.99), base.median, base.percentile(0.99),
                         larder.median / base.median, hits, BenchOutput.judge("search p99, \(label)", larder.percentile(0.99), unit: "ms", goal: .atMost(5),
                                           details: ["p50": larder.median, "naive p50": base.median, "naive p99": base.percentile(0.99)])))
        }
        try store.close()
    }
}
