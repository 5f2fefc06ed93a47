import Foundation
import LarderCard
import LarderTestSupport

/// Thumbnails through gnome-desktop's factory (as the file manager makes
/// them, in bubblewrap): each sample card with a photo beside the stock
/// gdk-pixbuf-thumbnailer on that photo as a JPEG of the same pixel size,
/// alternated in one factory run, judged on processor time with the wall
/// time beside it (median and spread of the rounds); then refusing bad
/// cards, and the peak memory of one larder-thumbnailer run.
struct ThumbnailBenchmark {
    let scratch: String
    let larder: String
    let thumbnailer: String
    let rounds = 7
    let size = 256

    struct Outcome: Decodable {
        var ok: Bool
        var mime: String
        var seconds: Double
        var cpuSeconds: Double
    }

    func run() throws {
        BenchOutput.say("\n8. Thumbnails through the file manager's factory at \(size) px: each card with a photo vs gdk-pixbuf-thumbnailer on the same photo as a JPEG")
        let cards = try sampleCards()
        var jpegs: [String] = []
        var withPhotos: [String] = []
        for card in cards {
            guard let photo = try CardParser.parse(try Data(contentsOf: URL(fileURLWithPath: card))).photo, photo.mediaType == "image/jpeg" else { continue }
            let jpeg = "\(scratch)/thumbnail-jpegs/\(jpegs.count).jpg"
            try FileManager.default.createDirectory(atPath: "\(scratch)/thumbnail-jpegs", withIntermediateDirectories: true)
            try Data(photo.bytes).write(to: URL(fileURLWithPath: jpeg))
            jpegs.append(jpeg)
            withPhotos.append(card)
        }
        // One factory run per round, each card and its JPEG one after the
        // other (which goes first alternates by round), so both see the same
        // moment of a shared machine; a round's ratio is the median of the
        // pairs' ratios. Processor time (user + system of the sandbox, the
        // thumbnailer and the factory loading its output) is the figure
        // judged: other work inflates wall time far more than that.
        var cpuRatios: [Double] = [], wallRatios: [Double] = []
        var larderCPU: [Double] = [], stockCPU: [Double] = [], larderWall: [Double] = [], stockWall: [Double] = []
        for round in 0..<rounds {
            let outcomes = try factory(pairs: Array(zip(withPhotos, jpegs)), larderFirst: round % 2 == 0)
            let larder = outcomes.filter { $0.mime != "image/jpeg" }, stock = outcomes.filter { $0.mime == "image/jpeg" }
            let cpuRatio = Statistics(zip(larder, stock).map { $0.cpuSeconds / $1.cpuSeconds }).median
            let wallRatio = Statistics(zip(larder, stock).map { $0.seconds / $1.seconds }).median
            let cpu = (Statistics(larder.map(\.cpuSeconds)).median, Statistics(stock.map(\.cpuSeconds)).median)
            let wall = (Statistics(larder.map(\.seconds)).median, Statistics(stock.map(\.seconds)).median)
            cpuRatios.append(cpuRatio)
            wallRatios.append(wallRatio)
            larderCPU.append(cpu.0); stockCPU.append(cpu.1); larderWall.append(wall.0); stockWall.append(wall.1)
            BenchOutput.say(String(format: "   round %d: processor Larder %.1f ms, gdk-pixbuf %.1f ms (%.2f); wall %.1f ms, %.1f ms (%.2f); medians of %d pairs",
                         round + 1, cpu.0 * 1000, cpu.1 * 1000, cpuRatio, wall.0 * 1000, wall.1 * 1000, wallRatio, larder.count))
        }
        let cpuRatio = Statistics(cpuRatios).median, wallRatio = Statistics(wallRatios).median
        BenchOutput.say(String(format: "   processor time per thumbnail: Larder %.1f ms, gdk-pixbuf-thumbnailer %.1f ms, ratio %.2f (rounds %@) (%@)",
                     Statistics(larderCPU).median * 1000, Statistics(stockCPU).median * 1000, cpuRatio, Self.spread(cpuRatios),
                     BenchOutput.judge("thumbnail processor time over gdk-pixbuf-thumbnailer's", cpuRatio, unit: "ratio", goal: .atMost(0.6),
                                       details: ["wall": wallRatio, "lowest round": cpuRatios.min() ?? .nan, "highest round": cpuRatios.max() ?? .nan])))
        BenchOutput.say(String(format: "   wall time per thumbnail: Larder %.1f ms, gdk-pixbuf-thumbnailer %.1f ms, ratio %.2f (rounds %@)",
                     Statistics(larderWall).median * 1000, Statistics(stockWall).median * 1000, wallRatio, Self.spread(wallRatios)))

        // Refusing bad input (the bound a test once held, now a figure): a
        // 100 MB file and a truncated card, beside drawing a good card.
        let huge = "\(scratch)/huge.recipe.md", truncated = "\(scratch)/truncated.recipe.md"
        FileManager.default.createFile(atPath: huge, contents: Data(repeating: UInt8(ascii: "a"), count: 100 << 20))
        try Data(try Data(contentsOf: URL(fileURLWithPath: withPhotos[0])).prefix(300)).write(to: URL(fileURLWithPath: truncated))
        var refusals: [String: [Double]] = [:]
        for _ in 0..<5 {
            for (name, card) in [("good", withPhotos[0]), ("100 MB", huge), ("truncated", truncated)] {
                let run = try MeasuredRun.run(thumbnailer, ["-s", String(size), card, "\(scratch)/refusal.png"])
                guard (run.status == 0) == (name == "good") else { throw BenchError("larder-thumbnailer exited \(run.status) on the \(name) card") }
                refusals[name, default: []].append(run.seconds * 1000)
            }
        }
        let good = Statistics(refusals["good"]!).median
        for name in ["100 MB", "truncated"] {
            let refused = Statistics(refusals[name]!).median
            BenchOutput.say(String(format: "   refusing a %@ card: %.1f ms, drawing a good one %.1f ms, ratio %.2f (%@)",
                         name, refused, good, refused / good, BenchOutput.judge("refusing a \(name) card over drawing a good one", refused / good, unit: "ratio", goal: .atMost(1))))
        }

        var peaks: [Int] = []
        for (card, pixels) in [(withPhotos[0], 256), (withPhotos[0], 1024), (cards.first { !withPhotos.contains($0) } ?? cards[0], 1024)] {
            let run = try MeasuredRun.run(thumbnailer, ["-s", String(pixels), card, "\(scratch)/peak.png"])
            guard run.status == 0 else { throw BenchError("larder-thumbnailer failed on \(card)") }
            peaks.append(run.peakKilobytes)
        }
        BenchOutput.say(String(format: "   peak memory of one run: %.1f MB at 256 px, %.1f MB at 1024 px with a photo, %.1f MB at 1024 px without (%@)",
                     Double(peaks[0]) / 1024, Double(peaks[1]) / 1024, Double(peaks[2]) / 1024,
                     BenchOutput.judge("thumbnailer peak memory", Double(peaks.max()!) / 1024, unit: "MB", goal: .atMost(50))))
    }

    private func sampleCards() throws -> [String] {
        let folder = "\(scratch)/thumbnail-cards"
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_STORE"] = "\(scratch)/thumbnail.sqlite"
        environment["XDG_CACHE_HOME"] = "\(scratch)/thumbnail-export-cache"  // the export fills one: not the user's
        for arguments in [["import", "--quiet", "data/recipes"], ["export", "--cards", folder]] {
            let run = try Program.run(larder, arguments, environment: environment, package: "larder")
            guard run.status == 0 else { throw BenchError("larder \(arguments[0]) failed: \(run.output)") }
        }
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".recipe.md") }.sorted().map { "\(folder)/\($0)" }
    }

    /// "0.81–0.88": the lowest and highest of `values`.
    private static func spread(_ values: [Double]) -> String {
        String(format: "%.2f–%.2f", values.min() ?? 0, values.max() ?? 0)
    }

    /// One factory run over `pairs` (a card, then its photo as a JPEG, or the
    /// other way round): each file's outcome, in order.
    private func factory(pairs: [(card: String, jpeg: String)], larderFirst: Bool) throws -> [Outcome] {
        var environment = ProcessInfo.processInfo.environment
        let cache = "\(scratch)/thumbnail-cache-\(UUID().uuidString)"
        environment["XDG_DATA_HOME"] = cache + "/data"
        environment["XDG_CACHE_HOME"] = cache + "/cache"
        var files: [String] = []
        for pair in pairs {
            let card = ["--mime", "application/x-larder-recipe", pair.card], jpeg = ["--mime", "image/jpeg", pair.jpeg]
            files += larderFirst ? card + jpeg : jpeg + card
        }
        let run = try Program.run("scripts/thumbnail-factory.sh", [thumbnailer, String(size)] + files,
                                  environment: environment, package: "python3-gi", includeErrors: false)
        let outcomes = try run.output.split(separator: "\n").map { try JSONDecoder().decode(Outcome.self, from: Data($0.utf8)) }
        guard outcomes.count == 2 * pairs.count, outcomes.allSatisfy(\Outcome.ok) else { throw BenchError("the factory failed: \(run.output)") }
        return outcomes
    }
}
