import Foundation

/// The processes under one process, read from /proc.
public enum ProcessTree {
    /// Processor seconds (user and system) used so far by `root` and every
    /// process under it, and by every other process whose environment holds
    /// `marker` (`NAME=value`), each with what it waited for (cutime, cstime):
    /// a figure another job on the machine barely moves, unlike the wall
    /// clock. A service D-Bus activates is not always under the bus: Tracker's
    /// miner and extractor are children of init there, and only a marker finds
    /// them. /proc counts in ticks of 10 ms.
    public static func processorSeconds(under root: Int32, orMarkedBy marker: String? = nil) -> Double {
        var parents: [Int32: Int32] = [:], ticks: [Int32: Double] = [:], marked: Set<Int32> = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { continue }
            // After "pid (comm)": state ppid … utime(14) stime(15) cutime(16) cstime(17), counted from 3.
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            guard fields.count > 14, let parent = Int32(fields[1]) else { continue }
            parents[pid] = parent
            ticks[pid] = fields[11...14].compactMap { Double($0) }.reduce(0, +)
            if let marker, let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
               environment.split(separator: 0).contains(where: { String(decoding: $0, as: UTF8.self) == marker }) {
                marked.insert(pid)
            }
        }
        var total = 0.0
        for (pid, used) in ticks {
            var ancestor: Int32? = pid
            while let current = ancestor, current > 1, current != root { ancestor = parents[current] }
            if ancestor == root || marked.contains(pid) { total += used }
        }
        return total / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
