import Foundation

/// Processor time of another process, to the nanosecond: the sum of its
/// threads' run time (`/proc/PID/task/*/schedstat`). /proc's stat counts in
/// 10 ms ticks, too coarse for one D-Bus call. A thread that ends between two
/// readings takes its time with it: `seconds` is then lower, never higher.
struct ThreadClock {
    let pid: Int

    /// Seconds run so far by the process's live threads.
    var seconds: Double {
        let folder = "/proc/\(pid)/task"
        var total = 0.0
        for task in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let line = try? String(contentsOfFile: "\(folder)/\(task)/schedstat", encoding: .utf8),
                  let runtime = line.split(separator: " ").first.flatMap({ Double($0) }) else { continue }
            total += runtime / 1e9
        }
        return total
    }
}
