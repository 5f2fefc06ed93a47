import CGLib

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
                g_spawn_sync(nil, argv, envp, LARDER_G_SPAWN_OUTPUT_TO_DEV_NULL,
                             nil, nil, nil, nil, &status, nil)
            }
        }
        guard started != 0 else { return nil }
        // The wait status, decoded as WIFEXITED/WEXITSTATUS would (macros Swift cannot call).
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Runs `arguments` (the program first) with `input` on its standard input,
    /// its output discarded, and waits for it; throws when it cannot start or
    /// does not exit with 0. For tools that read what to do from stdin (wl-copy).
    public static func run(_ arguments: [String], input: String) throws {
        let flags = LARDER_G_SUBPROCESS_FLAGS_INPUT_ONLY
        let process = GObjectReference(takingOwnershipOf: try withCStrings(arguments) { argv in
            try argv.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: arguments.count + 1) { argv in
                try withGError { g_subprocess_newv(argv, flags, $0) }
            }
        })
        // Writes all of `input`, closes the pipe, waits for the exit.
        try succeedingGError { g_subprocess_communicate_utf8(process.opaque, input, nil, nil, nil, $0) }
        guard g_subprocess_get_successful(process.opaque) != 0 else {
            throw GLibError("\(arguments[0]) failed (exit status \(g_subprocess_get_exit_status(process.opaque)))")
        }
    }

    /// What a program printed, and how it ended.
    public struct Output: Sendable {
        /// The exit status (128 + the signal when a signal ended it).
        public var status: Int32
        /// Its standard output (bytes that are not UTF-8 replaced).
        public var standardOutput: String
        /// Its standard error.
        public var standardError: String
    }

    /// Runs `arguments` (the program first) with `environment` added, and
    /// waits for it; throws only when it cannot start. For tools whose
    /// output is read (balooctl6, balooshow6).
    public static func output(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        let launcher = GObjectReference(takingOwnershipOf: g_subprocess_launcher_new(
            LARDER_G_SUBPROCESS_FLAGS_OUTPUT_PIPES))
        for (key, value) in environment { g_subprocess_launcher_setenv(launcher.opaque, key, value, 1) }
        let process = GObjectReference(takingOwnershipOf: try withCStrings(arguments) { argv in
            try argv.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: arguments.count + 1) { argv in
                try withGError { g_subprocess_launcher_spawnv(launcher.opaque, argv, $0) }
            }
        })
        // Bytes, not UTF-8 strings: a file name need not be UTF-8, and one such must not fail the whole read.
        var output: OpaquePointer?, errors: OpaquePointer?
        try succeedingGError { g_subprocess_communicate(process.opaque, nil, nil, &output, &errors, $0) }
        defer { g_bytes_unref(output); g_bytes_unref(errors) }
        let status = g_subprocess_get_if_signaled(process.opaque) != 0
            ? 128 + g_subprocess_get_term_sig(process.opaque) : g_subprocess_get_exit_status(process.opaque)
        return Output(status: status, standardOutput: text(of: output), standardError: text(of: errors))
    }

    private static func text(of bytes: OpaquePointer?) -> String {
        guard let bytes else { return "" }
        var size = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
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
