import Foundation
import LarderDesktop
import LarderIndexer
import LarderTestSupport

/// One private Tracker indexing a copy of the cards, polled until they are all in.
final class IndexingRun {
    let tracker: TrackerSandbox
    private var endpoint: TrackerEndpoint?
    private var started: UInt64 = 0
    private(set) var result: Measurement?

    init(cards: String, rules: [String: String]) throws {
        tracker = try TrackerSandbox(extraRules: rules, mimePackage: LarderTrackerRules.mimePackage)
        try FileManager.default.copyItem(atPath: cards, toPath: tracker.indexRoot + "/Recipes")
    }

    /// Starts the clock and the miner (the first query starts it).
    func start() throws {
        started = DispatchTime.now().uptimeNanoseconds
        endpoint = try TrackerEndpoint(busAddress: tracker.bus.address)
        _ = try count()
    }

    /// Counts the indexed cards; at `expected`, records the time taken.
    func poll(until expected: Int) throws {
        let indexed = try count()
        let elapsed = DispatchTime.now().uptimeNanoseconds - started
        if indexed >= expected {
            result = Measurement(wall: Double(elapsed) / 1e9, cpu: tracker.processorSeconds)
        } else if elapsed > 600_000_000_000 {
            throw BenchError("only \(indexed) of \(expected) cards indexed after 10 minutes")
        }
    }

    private func count() throws -> Int {
        try endpoint!.cardCount(having: "nie:plainTextContent")
    }
}
