import Foundation
import LarderCore
import LarderExport

/// The card exporter: a full export beside a bare loop writing the same
/// bytes to as many files, and one edit's sync at two collection sizes.
struct ExportBenchmark {
    let scratch: String
    /// A real photo, for one recipe in ten.
    let photo: Photo?

    init(scratch: String) {
        self.scratch = scratch
        photo = FileManager.default.contents(atPath: "data/recipes/photos/carbonara.jpg").flatMap(Photo.init(data:))
    }

    func run() throws {
        try fullExport(count: 10_000)
        try oneEdit(sizes: [10_000, 100_000])
    }

    private func makeStore(_ path: String, count: Int, photos: Bool) throws -> RecipeStore {
        let store = try RecipeStore(path: path)
        var start = 0
        while start < count {
            let batch = (start..<min(start + 5_000, count)).map { index -> Recipe in
                var recipe = SyntheticRecipes.recipe(index)
                if photos, index % 10 == 0 { recipe.photo = photo }
                return recipe
            }
            _ = store.saveAll(batch, matching: .byID, batchSize: 1_000)
            start += batch.count
        }
        return store
    }

    private func fullExport(count: Int) throws {
        print("\n4. Full card export of \(count) recipes (a photo on 10%): Larder vs a bare loop writing the same bytes")
        let store = try makeStore("\(scratch)/export.sqlite", count: count, photos: true)
        // The first export also downscales every photo (then cached in the store).
        let first = "\(scratch)/cards-first"
        try store.setCardFolder(first)
        let cold = try Benchmarks.time { try CardExporter(store: store, folder: first).rebuild() }
        print(String(format: "   first export, photos downscaled: %.2f s", cold))
        let contents = try FileManager.default.contentsOfDirectory(atPath: first).filter { $0.hasSuffix(".recipe.md") }
            .map { FileManager.default.contents(atPath: "\(first)/\($0)")! }
        for fsyncing in [false, true] {
            var larderTimes: [Double] = [], bareTimes: [Double] = []
            for round in 0..<3 {
                // Alternate, each into a fresh folder, after flushing earlier writes.
                sync()
                let folder = "\(scratch)/cards-\(fsyncing)-\(round)"
                try store.setCardFolder(folder)
                let exporter = CardExporter(store: store, folder: folder)
                exporter.syncsToDisk = fsyncing
                larderTimes.append(try Benchmarks.time { try exporter.rebuild() })
                sync()
                let bareFolder = "\(scratch)/bare-\(fsyncing)-\(round)"
                try FileManager.default.createDirectory(atPath: bareFolder, withIntermediateDirectories: true)
                bareTimes.append(try Benchmarks.time {
                    for (index, data) in contents.enumerated() {
                        let fd = open("\(bareFolder)/\(index).recipe.md", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                        guard fd >= 0 else { throw BenchError("cannot write") }
                        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                        if fsyncing { fsync(fd) }
                        close(fd)
                    }
                })
                try? FileManager.default.removeItem(atPath: folder)
                try? FileManager.default.removeItem(atPath: bareFolder)
            }
            let larder = Statistics(larderTimes).median, bare = Statistics(bareTimes).median
            let ratio = larder / bare
            let goal = fsyncing ? "" : String(format: " (goal ≤ 1.5: %@)", Benchmarks.verdict(ratio <= 1.5))
            print(String(format: "   %@ fsync, median of 3: Larder %.2f s, bare loop %.2f s, ratio %.2f%@",
                         fsyncing ? "with" : "without", larder, bare, ratio, goal))
        }
        try store.close()
    }

    private func oneEdit(sizes: [Int]) throws {
        print("\n5. One edit, then the exporter's sync, in stores of \(sizes.map(String.init).joined(separator: " and ")) recipes")
        var medians: [Double] = []
        for size in sizes {
            let store = try makeStore("\(scratch)/edit-\(size).sqlite", count: size, photos: false)
            let folder = "\(scratch)/edit-cards-\(size)"
            try store.setCardFolder(folder)
            let exporter = CardExporter(store: store, folder: folder)
            exporter.syncsToDisk = false
            try exporter.sync()
            exporter.syncsToDisk = true
            var times: [Double] = []
            for round in 0..<30 {
                var recipe = try store.recipe(id: SyntheticRecipes.recipe(round * 7).id)!
                recipe.notes = "Edited \(round)."
                try store.save(recipe)
                times.append(try Benchmarks.time { try exporter.sync() } * 1000)
            }
            let median = Statistics(times).median
            medians.append(median)
            print(String(format: "   %d recipes: sync after one edit p50 %.2f ms, p90 %.2f ms", size, median, Statistics(times).percentile(0.9)))
            try store.close()
            try? FileManager.default.removeItem(atPath: folder)
        }
        let ratio = medians[1] / medians[0]
        print(String(format: "   ratio %d / %d: %.2f (goal ≤ 1.2: %@)", sizes[1], sizes[0], ratio, Benchmarks.verdict(ratio <= 1.2)))
    }

    /// `export --sync` in both directions (every recorded card read for edits,
    /// the folder listed for new cards, the journal) against `export --check`
    /// (every card read and every recipe's card drawn), alternating, with
    /// nothing changed: what a watcher's catch-up costs at start.
    func reconcile(count: Int) throws {
        print("\n5b. Two-way reconcile of \(count) unchanged cards against export --check")
        let store = try makeStore("\(scratch)/reconcile.sqlite", count: count, photos: true)
        let folder = "\(scratch)/reconcile-cards"
        try store.setCardFolder(folder)
        let exporter = CardExporter(store: store, folder: folder)
        exporter.syncsToDisk = false
        try exporter.rebuild()
        var reconcileTimes: [Double] = [], checkTimes: [Double] = []
        for _ in 0..<5 {
            reconcileTimes.append(try Benchmarks.time {
                let report = try exporter.reconcile()
                if report.written + report.imported.count + report.trashed.count > 0 { throw BenchError("reconcile changed something: \(report)") }
            })
            checkTimes.append(try Benchmarks.time {
                if !(try exporter.check()).isEmpty { throw BenchError("check found differences") }
            })
        }
        let reconcile = Statistics(reconcileTimes), check = Statistics(checkTimes)
        let ratio = reconcile.median / check.median
        print(String(format: "   median of 5: reconcile %.2f s (spread %.2f–%.2f), check %.2f s (spread %.2f–%.2f), ratio %.2f (goal ≤ 1.2: %@)",
                     reconcile.median, reconcileTimes.min() ?? 0, reconcileTimes.max() ?? 0,
                     check.median, checkTimes.min() ?? 0, checkTimes.max() ?? 0, ratio, Benchmarks.verdict(ratio <= 1.2)))
        try store.close()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
