import Foundation

/// A program run timed by the wall clock, with its own processor time and
/// its peak memory: for checks of memory limits on one child process, and
/// for benchmarks that judge a process by its processor time.
public struct MeasuredRun: Sendable, Decodable {
    public var status: Int32
    public var seconds: Double
    /// Processor time, user + system, of the program alone (from wait4).
    public var cpuSeconds: Double
    /// Peak resident memory, in kilobytes (ru_maxrss from wait4).
    public var peakKilobytes: Int

    /// Runs `path ARGUMENTS` (stdout and stderr discarded) from a small
    /// Python parent. Linux counts the memory of the process that spawned a
    /// child into the child's ru_maxrss (the address space it execs from), so
    /// spawning from the test process itself would report the test's own
    /// hundreds of megabytes; from Python the figure is at most ~10 MB high.
    /// `standardInput`: a file to read as standard input (else /dev/null);
    /// `environment`: variables set or replaced in the test's own.
    public static func run(_ path: String, _ arguments: [String], standardInput: String = "/dev/null",
                           environment: [String: String] = [:]) throws -> MeasuredRun {
        guard FileManager.default.isExecutableFile(atPath: path) else { throw TestFailure("\(path) is missing") }
        let script = """
            import json, os, sys, time
            start = time.monotonic()
            pid = os.fork()
            if pid == 0:
                null = os.open("/dev/null", os.O_WRONLY)
                os.dup2(null, 1); os.dup2(null, 2)
                os.dup2(os.open(sys.argv[1], os.O_RDONLY), 0)
                os.execv(sys.argv[2], sys.argv[2:])
            _, status, usage = os.wait4(pid, 0)
            code = os.waitstatus_to_exitcode(status)
            print(json.dumps({"status": code if code >= 0 else 128 - code, "seconds": time.monotonic() - start,
                              "cpuSeconds": usage.ru_utime + usage.ru_stime, "peakKilobytes": usage.ru_maxrss}))
            """
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let run = try Program.run("/usr/bin/python3", ["-c", script, standardInput, path] + arguments, environment: variables,
                                  package: "python3", includeErrors: false)
        guard run.status == 0 else { throw TestFailure("the measuring parent failed: \(run.output)") }
        return try JSONDecoder().decode(MeasuredRun.self, from: Data(run.output.utf8))
    }
}
