import CGLib
import LarderGLib

/// Starts programs through GLib's g_spawn: lighter than Foundation's Process
/// for a long-lived service, and children started without waiting are
/// reaped by GLib itself.
public enum ChildProcess {
    /// Runs `arguments` (the program first) with `environment` added, its output
    /// discarded; returns its exit status, or nil when it could not start.
    public static func run(_ arguments: [String], environment: [String: String] = [:]) -> Int32? {
        var status: Int32 = 0
        let started = withCStrings(arguments) { argv in
            withCStrings(environ(adding: environment)) { envp in
                g_spawn_sync(nil, argv, envp, GSpawnFlags(rawValue: G_SPAWN_STDOUT_TO_DEV_NULL.rawValue | G_SPAWN_STDERR_TO_DEV_NULL.rawValue),
                             nil, nil, nil, nil, &status, nil)
            }
        }
        guard started != 0 else { return nil }
        // The wait status, decoded as WIFEXITED/WEXITSTATUS would (macros Swift cannot call).
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Starts `arguments` without waiting; returns whether it started.
    @discardableResult
    public static func start(_ arguments: [String], environment: [String: String] = [:]) -> Bool {
        withCStrings(arguments) { argv in
            withCStrings(environ(adding: environment)) { envp in
                g_spawn_async(nil, argv, envp, GSpawnFlags(rawValue: 0), nil, nil, nil, nil) != 0
            }
        }
    }

    private static func environ(adding extra: [String: String]) -> [String] {
        var variables: [String: String] = [:]
        for entry in takeStrings(g_get_environ()) {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 { variables[String(parts[0])] = String(parts[1]) }
        }
        for (key, value) in extra { variables[key] = value }
        return variables.map { "\($0.key)=\($0.value)" }
    }
}
