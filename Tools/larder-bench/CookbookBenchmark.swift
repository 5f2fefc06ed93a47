import Foundation
import LarderModel
import LarderStore
import LarderTestSupport

/// `larder cookbook` of a whole collection (a photo on one recipe in ten)
/// beside `larder preview --format pdf` run once per recipe on a sample of
/// the same recipes, in turns: processor time per recipe, the cookbook's
/// over the previews' (goal ≤ 0.5), and the cookbook's peak memory (goal:
/// under 200 MB for a thousand recipes: it streams page by page).
struct CookbookBenchmark {
    let scratch: String
    let larder: String
    let rounds = 3
    /// Recipes previewed one by one in each round, spread over the collection.
    let sampled = 40

    func run() throws {
        let count = Benchmarks.quick ? 200 : 1_000
        BenchOutput.say("\n13. Cookbook of \(count) recipes (a photo on 10%) vs larder preview --format pdf per recipe, in turns, \(rounds) rounds")
        let path = "\(scratch)/cookbook.sqlite"
        let store = try RecipeStore(path: path)
        let photo = FileManager.default.contents(atPath: "data/recipes/photos/carbonara.jpg").flatMap(Photo.init(data:))
        let recipes = (0..<count).map { index -> Recipe in
            var recipe = SyntheticRecipes.recipe(index)
            if index % 10 == 0 { recipe.photo = photo }
            return recipe
        }
        _ = store.saveAll(recipes, matching: .byID, batchSize: 1_000)
        let environment = ["LARDER_STORE": path, "LARDER_OFFLINE": "1"]
        let step = max(1, count / sampled)
        let sample = stride(from: 0, to: count, by: step).prefix(sampled).map { recipes[$0].id.uuidString }
        let book = "\(scratch)/cookbook.pdf", sheet = "\(scratch)/sheet.pdf"

        // Once each, unmeasured: the photos' downscaled copies are made and kept by the first use.
        for id in sample { _ = try MeasuredRun.run(larder, ["preview", id, "--format", "pdf", "-o", sheet], environment: environment) }
        _ = try MeasuredRun.run(larder, ["cookbook", "-o", book], environment: environment)

        var ratios: [Double] = [], bookPerRecipe: [Double] = [], previewMedians: [Double] = [], peaks: [Double] = [], pages = 0
        var previewTimes: [Double] = []
        for round in 0..<rounds {
            var measured: MeasuredRun?
            var previews: [Double] = []
            func runCookbook() throws {
                let run = try MeasuredRun.run(larder, ["cookbook", "-o", book], environment: environment)
                guard run.status == 0 else { throw BenchError("larder cookbook exited \(run.status)") }
                measured = run
            }
            func runPreviews() throws {
                for id in sample {
                    let run = try MeasuredRun.run(larder, ["preview", id, "--format", "pdf", "-o", sheet], environment: environment)
                    guard run.status == 0 else { throw BenchError("larder preview exited \(run.status) on \(id)") }
                    previews.append(run.cpuSeconds)
                }
            }
            // Which goes first turns by round.
            if round % 2 == 0 { try runCookbook(); try runPreviews() } else { try runPreviews(); try runCookbook() }
            guard let cookbook = measured else { throw BenchError("the cookbook did not run") }
            let perRecipe = cookbook.cpuSeconds / Double(count)
            let preview = Statistics(previews).median
            ratios.append(perRecipe / preview)
            bookPerRecipe.append(perRecipe)
            previewMedians.append(preview)
            previewTimes += previews
            peaks.append(Double(cookbook.peakKilobytes) / 1024)
            pages = Self.pageCount(book)
            BenchOutput.say(String(format: "   round %d: cookbook %.1f s processor (%.1f ms a recipe, %.1f s wall), preview %.1f ms a recipe (median of %d): ratio %.3f; peak %.0f MB",
                                   round + 1, cookbook.cpuSeconds, perRecipe * 1000, cookbook.seconds, preview * 1000, previews.count, perRecipe / preview,
                                   Double(cookbook.peakKilobytes) / 1024))
        }
        let ratio = Statistics(ratios).median
        let previewStatistics = Statistics(previewTimes)
        BenchOutput.say(String(format: "   %d pages; processor time a recipe: cookbook %.1f ms, preview p50 %.1f ms, p90 %.1f ms; ratio %.3f (rounds %.3f–%.3f) (%@)",
                               pages, Statistics(bookPerRecipe).median * 1000, previewStatistics.percentile(0.5) * 1000, previewStatistics.percentile(0.9) * 1000,
                               ratio, ratios.min() ?? .nan, ratios.max() ?? .nan,
                               BenchOutput.judge("cookbook processor time a recipe over preview --format pdf's", ratio, unit: "ratio", goal: .atMost(0.5),
                                                 details: ["lowest round": ratios.min() ?? .nan, "highest round": ratios.max() ?? .nan])))
        let peak = peaks.max() ?? .nan
        BenchOutput.say(String(format: "   peak memory of the cookbook of %d recipes: %.0f MB (%@)", count, peak,
                               BenchOutput.judge("cookbook peak memory, \(count) recipes", peak, unit: "MB", goal: .atMost(200))))
    }

    /// The page count pdfinfo reports; 0 when it cannot.
    static func pageCount(_ pdf: String) -> Int {
        guard let info = try? Program.run("/usr/bin/pdfinfo", [pdf], package: "poppler-utils").output else { return 0 }
        return Int(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last ?? "") ?? 0
    }
}
