import Foundation
import LarderTestSupport

/// Helpers for the Tracker tests.
enum LarderTracker {
    static let repository = CLI.repository
    static let module = LarderTrackerRules.module

    static func rules(module: String = LarderTracker.module) throws -> [String: String] {
        try LarderTrackerRules.rules(module: module)
    }

    static func sandbox(module: String = LarderTracker.module, indexRoots: String? = nil, settings: [String: String] = [:]) throws -> TrackerSandbox {
        try LarderTrackerRules.sandbox(module: module, indexRoots: indexRoots, settings: settings)
    }

    /// Runs `larder index status` until it reports every card indexed (exit 0)
    /// and the indexer idle, or `seconds` pass; returns the last run.
    static func indexStatus(_ cli: CLI, _ tracker: TrackerSandbox, within seconds: Double = 120) throws -> CLI.Run {
        var last: CLI.Run?
        _ = try Poll.until(seconds: seconds) {
            last = try cli.run(["index", "status"], environment: tracker.environment)
            return last?.status == 0 && last?.stdout.contains("Idle") == true
        }
        return last!
    }
}
