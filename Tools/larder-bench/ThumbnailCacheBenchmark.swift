import Foundation
import LarderStore
import LarderTestSupport

/// Thumbnails before the folder opens: `larder export --cards` of 1,000 new
/// cards, which puts every card's thumbnail in the cache as it writes the
/// card, until the factory's lookup (what the file manager asks) finds every
/// one valid; against gnome-desktop's factory drawing them one by one with
/// the static larder-thumbnailer in bubblewrap, as the file manager would
/// when it opens the folder (the large size only: what it asks at scale 1).
struct ThumbnailCacheBenchmark {
    let scratch: String
    let larder: String
    let thumbnailer: String
    let count = 1_000

    struct FactoryOutcome: Decodable {
        var ok: Bool
    }

    struct Lookup: Decodable {
        var large: String?
        var xlarge: String?
    }

    func run() throws {
        BenchOutput.say("\n8b. \(count) new cards until every thumbnail is valid in the cache: `larder export --cards` (large and x-large drawn in process) vs the factory running larder-thumbnailer once per card (large only)")
        let storePath = "\(scratch)/thumbnail-cache.sqlite"
        let store = try RecipeStore(path: storePath)
        _ = store.saveAll((0..<count).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
        try store.close()

        // The export alone first (no thumbnails), for what the thumbnails add.
        let plain = try export(storePath: storePath, folder: "\(scratch)/thumbnail-cache-plain", cache: "\(scratch)/thumbnail-cache-none",
                               thumbnails: false)
        let cache = "\(scratch)/thumbnail-cache-larder"
        let folder = "\(scratch)/thumbnail-cache-cards"
        let exported = try export(storePath: storePath, folder: folder, cache: cache, thumbnails: true)
        let cards = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".recipe.md") }.map { "\(folder)/\($0)" }
        var lookups: [Lookup] = []
        let lookupSeconds = try Benchmarks.time { lookups = try lookup(cards, cache: cache) }
        let valid = lookups.filter { $0.large != nil && $0.xlarge != nil }.count
        BenchOutput.say(String(format: "   Larder: export with thumbnails %.2f s (the export alone %.2f s: %.1f ms a card for both sizes); then %d/%d valid at the factory's lookup (%.2f s to look them all up)",
                     exported, plain, (exported - plain) / Double(count) * 1000, valid, cards.count, lookupSeconds))

        let factoryCache = "\(scratch)/thumbnail-cache-factory"
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = factoryCache + "/data"
        environment["XDG_CACHE_HOME"] = factoryCache + "/cache"
        var outcomes: [FactoryOutcome] = []
        let factorySeconds = try Benchmarks.time {
            let run = try Program.run("scripts/thumbnails/thumbnail-factory.sh", [thumbnailer, "256"] + cards, environment: environment,
                                      package: "python3-gi gir1.2-gnomedesktop-3.0 bubblewrap", includeErrors: false)
            outcomes = try run.output.split(separator: "\n").map { try JSONDecoder().decode(FactoryOutcome.self, from: Data($0.utf8)) }
        }
        let factoryValid = try lookup(cards, cache: factoryCache + "/cache").filter { $0.large != nil }.count
        guard outcomes.count == cards.count, outcomes.allSatisfy(\.ok) else { throw BenchError("the factory failed on some cards") }
        BenchOutput.say(String(format: "   factory: %.2f s (%.1f ms a card), %d/%d valid at lookup; Larder's export with thumbnails takes %.2f of the factory's time (%@)",
                     factorySeconds, factorySeconds / Double(count) * 1000, factoryValid, cards.count, (exported + lookupSeconds) / factorySeconds,
                     BenchOutput.judge("export with thumbnails until all valid, over the factory's time", valid == cards.count ? (exported + lookupSeconds) / factorySeconds : .infinity,
                                       unit: "ratio", goal: .atMost(0.5), details: ["factory s": factorySeconds, "Larder s": exported + lookupSeconds])))
    }

    /// Seconds `larder export --cards` takes into a new folder, the thumbnail cache at `cache`.
    private func export(storePath: String, folder: String, cache: String, thumbnails: Bool) throws -> Double {
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_STORE"] = storePath
        environment["XDG_CACHE_HOME"] = cache
        let arguments = ["export", "--cards", folder] + (thumbnails ? [] : ["--no-thumbnails"])
        var status: Int32 = 0
        let seconds = try Benchmarks.time {
            status = try Program.run(larder, arguments, environment: environment, package: "larder").status
        }
        guard status == 0 else { throw BenchError("larder export --cards failed with status \(status)") }
        return seconds
    }

    /// The factory's lookups of `cards` in the cache under `cache` (scripts/thumbnails/thumbnail-lookup.py).
    private func lookup(_ cards: [String], cache: String) throws -> [Lookup] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        let run = try Program.run("/usr/bin/python3", ["scripts/thumbnails/thumbnail-lookup.py"] + cards, environment: environment,
                                  package: "python3-gi gir1.2-gnomedesktop-3.0", includeErrors: false)
        guard run.status == 0 else { throw BenchError("thumbnail-lookup.py failed") }
        return try run.output.split(separator: "\n").map { try JSONDecoder().decode(Lookup.self, from: Data($0.utf8)) }
    }
}
