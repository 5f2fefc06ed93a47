import Foundation

/// One run of another program, its output thrown away: its own processor
/// time (user + system, from `wait4`, nothing of the bench's own spawning)
/// and the wall clock from spawn to exit.
struct ChildRun {
    var wall: Double
    var cpu: Double

    /// Runs `arguments[0]` with the rest as its arguments; throws unless it exits with 0.
    static func of(_ arguments: [String]) throws -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0, usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Exited normally with status 0: the low seven bits (the signal) and the exit code are zero.
        guard status == 0 else {
            throw BenchError("\(arguments.joined(separator: " ")) ended with wait status \(status)")
        }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ChildRun(wall: wall, cpu: cpu)
    }
}
