import Foundation

/// Where the benchmarks' figures go, each as soon as it is measured: lines for
/// people on standard output, flushed line by line (so `tee` shows them as
/// they come); with `--json`, one JSON object per figure on standard output
/// for machines, and the lines for people on standard error.
enum BenchOutput {
    /// Set once, by the arguments, before any benchmark runs.
    nonisolated(unsafe) static var json = false
    /// The group being measured, named in each JSON figure.
    nonisolated(unsafe) static var group = ""

    /// A line for people.
    static func say(_ line: String) {
        if json {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        } else {
            print(line)
            fflush(nil)  // every stream: naming stdout is not concurrency-safe in Swift 6
        }
    }

    /// Records a figure (a JSON object in `--json` mode) and returns its
    /// verdict for the line that shows it, e.g. "goal ≤ 1.3: goal met".
    /// - Parameter details: the figures it was computed from (medians, spreads).
    static func judge(_ name: String, _ value: Double, unit: String, goal: Goal, details: [String: Double] = [:]) -> String {
        let met = goal.isMet(by: value)
        record(name, value, unit: unit, goal: goal, details: details)
        return "goal \(goal.text): " + (met ? "goal met" : "GOAL MISSED")
    }

    /// Records a figure that has no goal.
    static func record(_ name: String, _ value: Double, unit: String, goal: Goal? = nil, details: [String: Double] = [:]) {
        guard json else { return }
        var object: [String: Any] = ["group": group, "figure": name, "value": rounded(value), "unit": unit]
        if let goal {
            object["goal"] = goal.text
            object["met"] = goal.isMet(by: value)
        }
        if !details.isEmpty { object["details"] = details.mapValues(rounded) }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        print(String(decoding: data, as: UTF8.self))
        fflush(nil)
    }

    private static func rounded(_ value: Double) -> Double {
        value.isFinite ? (value * 10_000).rounded() / 10_000 : -1
    }
}
