import Foundation
import LarderInterchange

/// The same saved pages read in process by Larder's `RecipeFileReader` and by
/// recipe-scrapers' generic schema.org reader (``PeerPageReader``): recipes
/// found, titles and ingredient lists that agree, and CPU time per page. The
/// goal: Larder finds every recipe the peer finds, and is faster per page.
struct PageImportBenchmark {
    /// A folder of saved pages (`*.html`).
    let folder: String
    /// Where the peer's virtual environment is made and kept.
    let environment: String
    /// Per-page results written here as JSON, when set.
    var jsonPath: String?
    let rounds = 5
    /// How many file names a list prints at most.
    let shown = 10

    func run() throws {
        say("\n11. Saved pages read in process: Larder's RecipeFileReader vs recipe-scrapers' SchemaOrg (extruct), CPU time per page, median of \(rounds) rounds")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { throw BenchError("cannot read the folder \(folder)") }
        let files = names.filter { $0.hasSuffix(".html") }.sorted()
        guard !files.isEmpty else { throw BenchError("no *.html pages in \(folder)") }
        let sizes = files.map { (try? FileManager.default.attributesOfItem(atPath: path($0))[.size] as? Int) ?? 0 }
        let bytes = sizes.reduce(0, +)
        say(String(format: "   pages read: %d in %@ (%.1f MB)", files.count, folder, Double(bytes) / 1_048_576))

        var peer: PeerPageReader?
        do {
            let python = try PeerPageReader.prepare(environment: environment)
            peer = try PeerPageReader(python: python, script: "scripts/bench/peer-pages.py", folder: folder)
        } catch {
            say("   peer skipped: \(error)")
        }

        var larderSeconds = Array(repeating: [Double](), count: files.count)
        var peerSeconds: [String: [Double]] = [:]
        var larderPages: [PageOutcome] = []
        var peerPages: [String: PeerPageReader.Page] = [:]
        var peerName = "the peer"
        for round in 1...rounds {
            var line = "   round \(round):"
            if let reader = peer {
                do {
                    let reply = try reader.round()
                    for (file, seconds) in zip(reply.files, reply.seconds) { peerSeconds[file, default: []].append(seconds) }
                    for page in reply.pages ?? [] { peerPages[page.file] = page }
                    if let name = reply.peer { peerName = name }
                    line += String(format: " peer %.2f s CPU,", reply.seconds.reduce(0, +))
                } catch {
                    say("   peer skipped: \(error)")
                    peer = nil
                    peerSeconds = [:]
                    peerPages = [:]
                }
            }
            var total = 0.0
            for (index, file) in files.enumerated() {
                let data = try Data(contentsOf: URL(fileURLWithPath: path(file)))
                let (outcome, seconds) = readWithLarder(data, file: file)
                if round == 1 { larderPages.append(outcome) }
                larderSeconds[index].append(seconds)
                total += seconds
            }
            say(line + String(format: " Larder %.2f s CPU over %d pages", total, files.count))
        }
        peer?.close()
        for index in larderPages.indices { larderPages[index].seconds = Statistics(larderSeconds[index]).median }
        let peerOutcomes: [PageOutcome]? = peer == nil ? nil : files.map { file in
            let page = peerPages[file]
            return PageOutcome(file: file, found: page?.found ?? false, title: page?.title, ingredients: page?.ingredients,
                               note: page == nil ? "not read by the peer" : page?.error,
                               seconds: Statistics(peerSeconds[file] ?? []).median)
        }
        report(larder: larderPages, peer: peerOutcomes, peerName: peerName, medianPageBytes: sizes.sorted()[sizes.count / 2])
        if let jsonPath { try writeJSON(larder: larderPages, peer: peerOutcomes, peerName: peerName, to: jsonPath) }
    }

    /// One page through Larder: read, and the first recipe that reads; CPU seconds of this thread.
    private func readWithLarder(_ data: Data, file: String) -> (PageOutcome, Double) {
        let start = Self.threadCPUTime()
        var outcome = PageOutcome(file: file, found: false, seconds: 0)
        switch RecipeFileReader().read(data: data, kind: .html, baseDirectory: nil) {
        case .failure(let error):
            outcome.note = error.message
        case .success(let document):
            outcome.note = document.format
            var firstFailure: ImportError?
            for result in document.recipes {
                switch result {
                case .success(let imported):
                    outcome.found = true
                    outcome.title = imported.recipe.name
                    outcome.ingredients = imported.recipe.ingredients.map(\.line)
                case .failure(let error):
                    firstFailure = firstFailure ?? error
                }
                if outcome.found { break }
            }
            if !outcome.found { outcome.note = firstFailure?.message ?? "no recipe" }
        }
        return (outcome, Self.threadCPUTime() - start)
    }

    // MARK: - Report

    /// The smallest median page size for which time per page says how fast pages are read.
    static let realisticPageBytes = 32 << 10

    private func report(larder: [PageOutcome], peer: [PageOutcome]?, peerName: String, medianPageBytes: Int) {
        let larderFound = larder.filter(\.found)
        guard let peer else {
            say("   recipes found: Larder \(larderFound.count) of \(larder.count) pages")
            let times = Statistics(larder.map(\.seconds))
            say(String(format: "   time per page: Larder p50 %.3f ms, p95 %.3f ms (no peer to compare with)", times.median * 1000, times.percentile(0.95) * 1000))
            return
        }
        let peerFound = Set(peer.filter(\.found).map(\.file)), larderFiles = Set(larderFound.map(\.file))
        let both = larderFound.filter { peerFound.contains($0.file) }
        let peerOnly = peer.filter { $0.found && !larderFiles.contains($0.file) }.map(\.file)
        let larderOnly = larderFound.filter { !peerFound.contains($0.file) }.map(\.file)
        say("   recipes found: Larder \(larderFound.count), \(peerName) \(peerFound.count), both \(both.count)")
        say("   found by the peer only: \(peerOnly.count)\(names(peerOnly))")
        say("   found by Larder only: \(larderOnly.count)\(names(larderOnly))")

        let peerByFile = Dictionary(uniqueKeysWithValues: peer.map { ($0.file, $0) })
        var titleDifferences: [String] = [], ingredientDifferences: [String] = [], parenthesesOnly = 0
        for page in both {
            let other = peerByFile[page.file]!
            let mine = ComparableText.normalized(page.title ?? ""), theirs = other.title.map(ComparableText.normalized)
            if mine != theirs { titleDifferences.append("\(page.file): Larder \(quoted(mine)), peer \(theirs.map(quoted) ?? "none")") }
            guard let difference = difference(page.ingredients ?? [], other.ingredients) else { continue }
            if self.difference((page.ingredients ?? []).map(Self.singleParentheses), other.ingredients) == nil {
                parenthesesOnly += 1
            } else {
                ingredientDifferences.append("\(page.file): \(difference)")
            }
        }
        say("   titles agree: \(both.count - titleDifferences.count) of \(both.count) found by both")
        for line in titleDifferences.prefix(shown) { say("     \(line)") }
        let agreeing = both.count - ingredientDifferences.count - parenthesesOnly
        say("   ingredient lists agree (same lines, same order): \(agreeing) of \(both.count); "
            + "\(agreeing + parenthesesOnly) when the peer's rewrite of \"((note))\" to \"(note)\" counts as agreeing")
        for line in ingredientDifferences.prefix(shown) { say("     \(line)") }

        let mine = Statistics(larder.map(\.seconds)), theirs = Statistics(peer.map(\.seconds))
        let ratio = mine.median / theirs.median, tailRatio = mine.percentile(0.95) / theirs.percentile(0.95)
        say(String(format: "   time per page: Larder p50 %.3f ms, p95 %.3f ms; peer p50 %.3f ms, p95 %.3f ms; p50 ratio Larder/peer %.2f",
                   mine.median * 1000, mine.percentile(0.95) * 1000, theirs.median * 1000, theirs.percentile(0.95) * 1000, ratio))
        say("   goal (a) Larder finds every recipe the peer finds (\(peerOnly.count) peer-only): \(BenchOutput.judge("recipes only the peer finds", Double(peerOnly.count), unit: "pages", goal: .atMost(0)))")
        // Saved pages weigh hundreds of kilobytes (recipe-scrapers' test pages: 340 KB on
        // average); on pages of a kilobyte or two, time per page is set-up cost alone.
        guard medianPageBytes >= Self.realisticPageBytes else {
            say("   goal (b) Larder faster per page: judged on real saved pages only (here the median page has \(medianPageBytes / 1024) KB); "
                + "run make bench PAGES=/path/to/saved/pages")
            return
        }
        // The p50 goal is 0.75, not the 0.5 first set: libxml2's own SAX pass over the
        // same 1,109 saved pages, with no handler doing anything, takes 0.55 of the peer's
        // time per page (p50 2.27 ms against 4.12), and Larder reads pages in that pass.
        // 0.75 leaves Larder's own work at most about a third of the pass (README: make bench's history).
        say(String(format: "   goal (b) Larder faster per page (p50 ratio %.2f, p95 ratio %.2f, both < 1): p50 %@, p95 %@",
                   ratio, tailRatio, BenchOutput.judge("time per page p50 over the peer's", ratio, unit: "ratio", goal: .atMost(0.75)),
                   BenchOutput.judge("time per page p95 over the peer's", tailRatio, unit: "ratio", goal: .atMost(0.99))))
    }

    /// How two ingredient lists differ after normalizing, or `nil` when they agree.
    private func difference(_ mine: [String], _ theirs: [String]?) -> String? {
        guard let theirs else { return "Larder \(mine.count) lines, peer none" }
        let a = mine.map(ComparableText.normalized), b = theirs.map(ComparableText.normalized)
        guard a != b else { return nil }
        let first = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
        let detail = first < min(a.count, b.count) ? "; line \(first + 1): Larder \(quoted(a[first])), peer \(quoted(b[first]))" : ""
        return "Larder \(a.count) lines, peer \(b.count)\(detail)"
    }

    /// A line as the peer cleans it: "((" and "))" made single when both are
    /// there (WP Recipe Maker writes a note already in parentheses as "((note))").
    private static func singleParentheses(_ line: String) -> String {
        guard line.contains("(("), line.contains("))") else { return line }
        return line.replacingOccurrences(of: "((", with: "(").replacingOccurrences(of: "))", with: ")")
    }

    private func names(_ files: [String]) -> String {
        guard !files.isEmpty else { return "" }
        return " (" + files.prefix(shown).joined(separator: ", ") + (files.count > shown ? ", …" : "") + ")"
    }

    private func quoted(_ text: String) -> String {
        "\"" + (text.count > 70 ? text.prefix(70) + "…" : text) + "\""
    }

    /// Prints a line at once, also when stdout is a pipe (`make bench` tees it).
    private func say(_ line: String) {
        BenchOutput.say(line)
    }

    private func path(_ file: String) -> String { folder + "/" + file }

    private func writeJSON(larder: [PageOutcome], peer: [PageOutcome]?, peerName: String, to jsonPath: String) throws {
        struct Page: Encodable { var larder: PageOutcome; var peer: PageOutcome? }
        struct Document: Encodable { var folder: String; var rounds: Int; var peer: String?; var pages: [Page] }
        let pages = larder.enumerated().map { Page(larder: $1, peer: peer?[$0]) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(Document(folder: folder, rounds: rounds, peer: peer == nil ? nil : peerName, pages: pages))
            .write(to: URL(fileURLWithPath: jsonPath))
        say("   per-page results: \(jsonPath)")
    }

    /// CPU seconds this thread has used (CLOCK_THREAD_CPUTIME_ID): not the time others' builds take on the shared cores.
    private static func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
