import Foundation
import LarderModel
import LarderStore
import LarderCard
import LarderCardFolder
import LarderInterchange

/// The card folder sync: a full export beside a bare loop writing the same
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
        try fullExport(count: Benchmarks.size(10_000))
        try oneEdit(sizes: Benchmarks.quick ? [1_000, 10_000] : [10_000, 100_000])
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
        BenchOutput.say("\n4. Full card export of \(count) recipes (a photo on 10%): Larder vs the card writer alone, in turns, 5 rounds")
        BenchOutput.say("   (the card writer alone reads the same recipes, draws the same cards and writes each to a temporary file renamed into place;")
        BenchOutput.say("   Larder also keeps its records, digests, names, lock and conflict checks; beside both, a bare loop writing the finished bytes)")
        let store = try makeStore("\(scratch)/export.sqlite", count: count, photos: true)
        defer { try? store.close() }
        // The first export also downscales every photo (then cached in the store).
        let first = "\(scratch)/cards-first"
        try store.setCardFolder(first)
        let cold = try Benchmarks.time { try CardFolderSync(store: store, folder: first).rebuild() }
        BenchOutput.say(String(format: "   first export, photos downscaled: %.2f s", cold))
        let contents = try FileManager.default.contentsOfDirectory(atPath: first).filter { $0.hasSuffix(".recipe.md") }
            .map { FileManager.default.contents(atPath: "\(first)/\($0)")! }
        let ids = try store.recipeIDs()
        // A disk's writeback and queue move the wall clock from run to run; the CPU
        // time (user and system) is the figure that holds. Folders are removed only
        // at the end: ext4 makes new files dearer for a while after many deletions.
        let memory = "/dev/shm/larder-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: memory) }
        for (place, root) in [("disk", scratch + "/export-rounds"), ("tmpfs", memory)] {
            var plain: [Measurement] = []
            let rounds = try PairedRounds(rounds: 5, larder: { round in
                sync()
                let folder = "\(root)/cards-\(round)"
                try store.setCardFolder(folder)
                let folderSync = CardFolderSync(store: store, folder: folder)
                folderSync.syncsToDisk = false
                return try Measurement.of { try folderSync.rebuild() }
            }, baseline: { round in
                sync()
                let folder = "\(root)/writer-\(round)"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let measurement = try Measurement.of { try writeCards(ids, from: store, into: folder) }
                sync()
                let bare = "\(root)/bare-\(round)"
                try FileManager.default.createDirectory(atPath: bare, withIntermediateDirectories: true)
                plain.append(try Measurement.of { try writeBare(contents, into: bare) })
                return measurement
            }, report: { round, larder, writer in
                BenchOutput.say(String(format: "   %@, round %d: Larder %.2f s (CPU %.2f s), card writer %.2f s (CPU %.2f s), bare bytes %.2f s (CPU %.2f s)",
                                       place, round + 1, larder.wall, larder.cpu, writer.wall, writer.cpu, plain[round].wall, plain[round].cpu))
            })
            try? FileManager.default.removeItem(atPath: root)
            let cpu = rounds.ratio(\.cpu), wall = rounds.ratio(\.wall), spread = rounds.ratioSpread(\.cpu)
            let larderCPU = Statistics(rounds.larder.map(\.cpu)).median, plainCPU = Statistics(plain.map(\.cpu)).median
            let details = ["wall": wall, "lowest round": spread.low, "highest round": spread.high,
                           "Larder CPU s": larderCPU, "bare bytes CPU s": plainCPU]
            let name = "export time, CPU, over the card writer's" + (place == "disk" ? "" : " (\(place))")
            let verdict = place == "disk" ? "; " + BenchOutput.judge(name, cpu, unit: "ratio", goal: .atMost(1.3), details: details)
                : { BenchOutput.record(name, cpu, unit: "ratio", details: details); return "" }()
            BenchOutput.say(String(format: "   %@, median of 5: ratio %.2f in CPU time (rounds %.2f–%.2f), %.2f by the wall clock; %.1f× the bare bytes' CPU%@",
                                   place, cpu, spread.low, spread.high, wall, larderCPU / plainCPU, verdict))
        }
    }

    /// The card writer alone: the same recipes read a chunk at a time, the same
    /// cards drawn, each written to a temporary file and renamed into place.
    private func writeCards(_ ids: [UUID], from store: RecipeStore, into folder: String) throws {
        var taken: Set<String> = []
        for start in stride(from: 0, to: ids.count, by: 256) {  // as the card folder sync reads them
            let recipes = try store.recipes(ids: Array(ids[start..<min(start + 256, ids.count)]))
            for recipe in recipes.values {
                let card = CardConversion.card(for: recipe, storeID: store.storeID, photo: CardPhoto.make(for: recipe, store: store))
                let name = RecipeFileName.unique(stem: RecipeFileName.stem(for: recipe.name), suffix: ".recipe.md", taken: &taken)
                try writeFile(Array(CardWriter.text(of: card).utf8), to: "\(folder)/\(name)", atomically: true)
            }
        }
    }

    /// The bare loop: each card's finished bytes written to a new file, nothing else.
    private func writeBare(_ contents: [Data], into folder: String) throws {
        for (index, data) in contents.enumerated() {
            try writeFile(data, to: "\(folder)/\(index).recipe.md", atomically: false)
        }
    }

    private func writeFile(_ bytes: some ContiguousBytes, to path: String, atomically: Bool) throws {
        let target = atomically ? path + ".tmp" : path
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw BenchError("cannot write \(target)") }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written >= 0, !atomically || rename(target, path) == 0 else { throw BenchError("cannot write \(path)") }
    }

    /// Both stores at once, their edits in turns, so that both meet the same
    /// load; the verdict is on CPU time (the fsync's wait is the disk's).
    private func oneEdit(sizes: [Int]) throws {
        BenchOutput.say("\n5. One edit, then the card folder sync's sync (fsync on), in stores of \(sizes.map(String.init).joined(separator: " and ")) recipes, in turns")
        var folderSyncs: [(store: RecipeStore, folderSync: CardFolderSync)] = []
        for size in sizes {
            let store = try makeStore("\(scratch)/edit-\(size).sqlite", count: size, photos: false)
            let folder = "\(scratch)/edit-cards-\(size)"
            try store.setCardFolder(folder)
            let folderSync = CardFolderSync(store: store, folder: folder)
            folderSync.syncsToDisk = false
            try folderSync.sync()
            folderSync.syncsToDisk = true
            folderSyncs.append((store, folderSync))
        }
        var runs = Array(repeating: [Measurement](), count: sizes.count)
        for round in 0..<30 {
            for (index, (store, folderSync)) in folderSyncs.enumerated() {
                var recipe = try store.recipe(id: SyntheticRecipes.recipe(round * 7).id)!
                recipe.notes = "Edited \(round)."
                try store.save(recipe)
                runs[index].append(try Measurement.of { try folderSync.sync() })
            }
        }
        for (index, size) in sizes.enumerated() {
            let wall = Statistics(runs[index].map { $0.wall * 1000 }), cpu = Statistics(runs[index].map { $0.cpu * 1000 })
            BenchOutput.record("sync after one edit, CPU p50, \(size) recipes", cpu.median, unit: "ms", details: ["wall p50": wall.median, "wall p90": wall.percentile(0.9)])
            BenchOutput.say(String(format: "   %d recipes: sync after one edit CPU p50 %.2f ms, p90 %.2f ms; wall p50 %.2f ms, p90 %.2f ms",
                                   size, cpu.median, cpu.percentile(0.9), wall.median, wall.percentile(0.9)))
        }
        for (store, _) in folderSyncs { try store.close() }
        let ratio = Statistics(runs[1].map(\.cpu)).median / Statistics(runs[0].map(\.cpu)).median
        let verdict = BenchOutput.judge("sync after one edit, CPU p50 ratio \(sizes[1]) / \(sizes[0])", ratio, unit: "ratio", goal: .atMost(1.2))
        BenchOutput.say(String(format: "   CPU ratio %d / %d: %.2f (%@)", sizes[1], sizes[0], ratio, verdict))
    }

    /// `export --sync` in both directions (every recorded card read for edits,
    /// the folder listed for new cards, the journal) against `export --check`
    /// (every card read and every recipe's card drawn), alternating, with
    /// nothing changed: what a watcher's catch-up costs at start.
    func reconcile(count: Int) throws {
        BenchOutput.say("\n5b. Two-way reconcile of \(count) unchanged cards against export --check")
        let store = try makeStore("\(scratch)/reconcile.sqlite", count: count, photos: true)
        let folder = "\(scratch)/reconcile-cards"
        try store.setCardFolder(folder)
        let folderSync = CardFolderSync(store: store, folder: folder)
        folderSync.syncsToDisk = false
        try folderSync.rebuild()
        var reconcileTimes: [Double] = [], checkTimes: [Double] = []
        for _ in 0..<5 {
            reconcileTimes.append(try Benchmarks.time {
                let report = try folderSync.reconcile()
                if report.written + report.imported.count + report.trashed.count > 0 { throw BenchError("reconcile changed something: \(report)") }
            })
            checkTimes.append(try Benchmarks.time {
                if !(try folderSync.check()).isEmpty { throw BenchError("check found differences") }
            })
        }
        let reconcile = Statistics(reconcileTimes), check = Statistics(checkTimes)
        let ratio = reconcile.median / check.median
        let verdict = BenchOutput.judge("reconcile over check", ratio, unit: "ratio", goal: .atMost(1.2),
                                        details: ["reconcile s": reconcile.median, "check s": check.median])
        BenchOutput.say(String(format: "   median of 5: reconcile %.2f s (spread %.2f–%.2f), check %.2f s (spread %.2f–%.2f), ratio %.2f (%@)",
                               reconcile.median, reconcileTimes.min() ?? 0, reconcileTimes.max() ?? 0,
                               check.median, checkTimes.min() ?? 0, checkTimes.max() ?? 0, ratio, verdict))
        try store.close()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
