import Foundation
import LarderTestSupport

/// `larder import URL...` of 100 recipe pages with their photos from a server
/// on loopback, against what a user would do without it: `curl` fetching the
/// same pages and photos (four at a time, as Larder does) into saved pages
/// with their `NAME_files/`, then `larder import --offline` of those files.
/// Wall clock in turns, the rounds' own ratios judged; peak memory beside.
struct WebImportBenchmark {
    let scratch: String
    let larder: String
    let pages = Benchmarks.quick ? 20 : 100
    let rounds = 5

    func run() throws {
        BenchOutput.say("\n12. `larder import` of \(pages) pages with photos from a loopback server, against curl + `larder import` of the saved pages, \(rounds) rounds in turns")
        let curl = "/usr/bin/curl"
        guard FileManager.default.isExecutableFile(atPath: curl) else { throw BenchError("\(curl) is missing: apt-get install curl (make bench installs it)") }
        let server = try TestWebServer()
        let addresses = (1...pages).map { server.url("/bench/\($0).html") }
        var peaks: [Double] = []
        let paired = try PairedRounds(rounds: rounds, larder: { round in
            let store = "\(scratch)/web-\(round).sqlite"
            let run = try MeasuredRun.run(larder, ["import", "--quiet", "--store", store] + addresses, environment: TestWebServer.clientEnvironment)
            guard run.status == 0 else { throw BenchError("larder import of the pages ended with status \(run.status)") }
            peaks.append(Double(run.peakKilobytes) / 1024)
            return Measurement(wall: run.seconds, cpu: run.cpuSeconds)
        }, baseline: { round in
            let folder = "\(scratch)/saved-\(round)"
            var arguments = ["--silent", "--fail", "--parallel", "--parallel-max", "4", "--create-dirs", "--noproxy", "*"]
            for number in 1...pages {
                arguments += ["-o", "\(folder)/\(number).html", server.url("/bench/\(number).html"),
                              "-o", "\(folder)/\(number)_files/\(number).jpg", server.url("/bench/\(number).jpg")]
            }
            let fetched = try MeasuredRun.run(curl, arguments)
            guard fetched.status == 0 else { throw BenchError("curl ended with status \(fetched.status)") }
            let store = "\(scratch)/saved-\(round).sqlite"
            let imported = try MeasuredRun.run(larder, ["import", "--quiet", "--offline", "--store", store, folder])
            guard imported.status == 0 else { throw BenchError("larder import of the saved pages ended with status \(imported.status)") }
            return Measurement(wall: fetched.seconds + imported.seconds, cpu: fetched.cpuSeconds + imported.cpuSeconds)
        }, report: { round, larder, baseline in
            BenchOutput.say(String(format: "   round %d: larder import URL… %.2f s (CPU %.2f s); curl + import of the files %.2f s (CPU %.2f s)",
                                   round + 1, larder.wall, larder.cpu, baseline.wall, baseline.cpu))
        })
        let ratio = paired.medianRoundRatio(\.wall), spread = paired.ratioSpread(\.wall)
        let verdict = BenchOutput.judge("web import over curl + import of the saved pages", ratio, unit: "ratio", goal: .atMost(1.3),
                                        details: ["low": spread.low, "high": spread.high, "cpu ratio": paired.medianRoundRatio(\.cpu)])
        BenchOutput.say(String(format: "   wall clock over the baseline: %.2f (rounds %.2f–%.2f), %@; CPU %.2f",
                               ratio, spread.low, spread.high, verdict, paired.medianRoundRatio(\.cpu)))
        let peak = peaks.max() ?? 0
        let memory = BenchOutput.judge("web import peak memory", peak, unit: "MB", goal: .atMost(200))
        BenchOutput.say(String(format: "   peak memory of larder import URL…: %.1f MB (%@)", peak, memory))
    }
}
