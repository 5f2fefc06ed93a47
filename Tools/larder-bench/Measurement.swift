import Foundation

/// What one run of some work cost: wall-clock seconds, and CPU seconds (user
/// and system, every thread of this process and of the children it waited
/// for). On a busy machine the CPU figure barely moves when the wall clock
/// does, and for disk-bound work it leaves out the kernel's writeback.
struct Measurement {
    var wall: Double
    var cpu: Double

    /// Measures `body`.
    static func of(_ body: () throws -> Void) rethrows -> Measurement {
        let wallStart = DispatchTime.now().uptimeNanoseconds, cpuStart = cpuSeconds()
        try body()
        return Measurement(wall: Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9, cpu: cpuSeconds() - cpuStart)
    }

    private static func cpuSeconds() -> Double {
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(who), &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return seconds(RUSAGE_SELF.rawValue) + seconds(RUSAGE_CHILDREN.rawValue)
    }
}
