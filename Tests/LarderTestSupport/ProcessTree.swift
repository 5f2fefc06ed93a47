import Foundation

/// The processes under one process, read from /proc.
public enum ProcessTree {
    /// Processor seconds (user and system) used so far by `root` and every
    /// process under it, including what each waited for (cutime, cstime): a
    /// figure another job on the machine barely moves, unlike the wall clock.
    /// /proc counts in ticks of 10 ms.
    public static func processorSeconds(under root: Int32) -> Double {
        var parents: [Int32: Int32] = [:], ticks: [Int32: Double] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { continue }
            // After "pid (comm)": state ppid … utime(14) stime(15) cutime(16) cstime(17), counted from 3.
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            guard fields.count > 14, let parent = Int32(fields[1]) else { continue }
            parents[pid] = parent
            ticks[pid] = fields[11...14].compactMap { Double($0) }.reduce(0, +)
        }
        var total = 0.0
        for (pid, used) in ticks {
            var ancestor: Int32? = pid
            while let current = ancestor, current > 1, current != root { ancestor = parents[current] }
            if ancestor == root { total += used }
        }
        return total / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
