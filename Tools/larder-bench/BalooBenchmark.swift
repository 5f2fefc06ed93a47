import Foundation
import LarderStore
import LarderCardFolder
import LarderTestSupport

/// Baloo (KDE's file indexer) indexing cards through Larder's external
/// extractor, beside Baloo's own plain-text extractor on the same files
/// (copied as .txt): the processor time per card of baloo_file and all it
/// started, in turns. Runs where KF6 is installed with Larder's extractor
/// (Debian 13: `make bench` installs it there); says so and skips elsewhere.
struct BalooBenchmark {
    let scratch: String
    // Baloo paces itself (about 30 s for 1,000 cards here, a few seconds of processor time).
    let count = 1_000
    let rounds = 5

    func run() throws {
        BenchOutput.say("\n11. Baloo: index \(count) cards, Larder's extractor vs Baloo's plain-text extractor on the same files, \(rounds) rounds in turns")
        do {
            try PrivateBaloo.requireInstalled(builtExtractor: FileManager.default.currentDirectoryPath + "/.build-static/release/larder-baloo-extractor")
        } catch {
            BenchOutput.say("   not measured: \(error)")
            return
        }
        let cards = "\(scratch)/baloo-cards", text = "\(scratch)/baloo-text"
        let store = try RecipeStore(path: "\(scratch)/baloo.sqlite")
        _ = store.saveAll((0..<count).map(SyntheticRecipes.recipe), matching: .byID, batchSize: 1_000)
        _ = try CardFolderSync(store: store, folder: cards).sync()
        try FileManager.default.createDirectory(atPath: text, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: cards) where name.hasSuffix(".recipe.md") {
            try FileManager.default.copyItem(atPath: "\(cards)/\(name)", toPath: "\(text)/\(name.dropLast(".recipe.md".count)).txt")
        }
        let mime = FileManager.default.currentDirectoryPath + "/data/mime/larder.xml"
        let paired = try PairedRounds(rounds: rounds, larder: { _ in
            try indexing(cards, mime: mime)
        }, baseline: { _ in
            try indexing(text, mime: mime)
        }, report: { round, larder, plain in
            BenchOutput.say(String(format: "   round %d: Larder's extractor %.2f s (processor %.2f s), plain text %.2f s (processor %.2f s)",
                                   round + 1, larder.wall, larder.cpu, plain.wall, plain.cpu))
        })
        let ratio = paired.ratio(\.cpu), spread = paired.ratioSpread(\.cpu)
        let larder = Statistics(paired.larder.map(\.cpu)).median * 1000 / Double(count)
        let plain = Statistics(paired.baseline.map(\.cpu)).median * 1000 / Double(count)
        let verdict = BenchOutput.judge("Baloo processor time per card over the plain-text extractor's", ratio, unit: "ratio", goal: .atMost(1.5),
                                        details: ["Larder ms a card": larder, "plain text ms a card": plain, "wall": paired.ratio(\.wall),
                                                  "lowest round": spread.low, "highest round": spread.high])
        BenchOutput.say(String(format: "   median of %d: processor per card Larder %.2f ms, plain text %.2f ms, ratio %.2f (rounds %.2f–%.2f), %.2f by the wall clock (%@)",
                               rounds, larder, plain, ratio, spread.low, spread.high, paired.ratio(\.wall), verdict))
    }

    /// A private Baloo indexing `folder` from scratch until every file has its content indexed.
    private func indexing(_ folder: String, mime: String) throws -> Measurement {
        let start = DispatchTime.now().uptimeNanoseconds
        let baloo = try PrivateBaloo(indexing: folder, mimePackage: mime)
        try baloo.waitUntilIndexed(count, seconds: 900)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Measurement(wall: wall, cpu: baloo.processorSeconds)
    }
}
