import Foundation
import LarderTestSupport

/// A Tracker sandbox with Larder's MIME type and extract rules installed the
/// way `make install` installs them, the first rule pointing at `module`.
enum LarderTracker {
    static let repository = CLI.repository
    /// The module `make tracker-module` builds (-static-stdlib).
    static let module = repository + "/.build-static/release/liblarder-tracker-extract.so"

    /// Larder's two rule files, filled in.
    static func rules(module: String = LarderTracker.module) throws -> [String: String] {
        let template = try String(contentsOfFile: repository + "/extensions/tracker/10-larder-recipe.rule.in", encoding: .utf8)
        let fallback = try String(contentsOfFile: repository + "/extensions/tracker/11-larder-recipe-text.rule", encoding: .utf8)
        return ["10-larder-recipe.rule": template.replacingOccurrences(of: "@TRACKER_MODULE@", with: module),
                "11-larder-recipe-text.rule": fallback]
    }

    static func sandbox(module: String = LarderTracker.module, indexRoots: String? = nil, settings: [String: String] = [:]) throws -> TrackerSandbox {
        guard FileManager.default.fileExists(atPath: Self.module) else {
            throw TestFailure("\(Self.module) is missing: run make tracker-module (make check builds it)")
        }
        return try TrackerSandbox(extraRules: try rules(module: module), mimePackage: repository + "/data/mime/larder.xml",
                                  indexRoots: indexRoots, settings: settings)
    }

    /// Runs `larder index status` until it reports every card indexed (exit 0)
    /// or `seconds` pass; returns the last run.
    static func indexStatus(_ cli: CLI, _ tracker: TrackerSandbox, within seconds: Double = 30) throws -> CLI.Run {
        var last: CLI.Run?
        _ = try time(within: seconds) {
            last = try cli.run(["index", "status"], environment: tracker.environment)
            return last?.status == 0
        }
        return last!
    }

    /// Polls `condition` every 50 ms for at most `seconds`; returns the time it took, or nil.
    static func time(within seconds: Double, _ condition: () throws -> Bool) rethrows -> Double? {
        let start = Date()
        repeat {
            if try condition() { return Date().timeIntervalSince(start) }
            usleep(50_000)
        } while Date().timeIntervalSince(start) < seconds
        return nil
    }
}
