import Foundation

/// A private D-Bus session bus for one test: its own dbus-daemon, stopped
/// when the value goes away. Programs started with ``environment`` talk to
/// it instead of the user's session (which CI does not have).
public final class PrivateBus: @unchecked Sendable {
    /// The bus address, for DBUS_SESSION_BUS_ADDRESS.
    public let address: String
    private let daemon: Process
    private let directory = TemporaryDirectory(prefix: "larder-bus")

    /// Starts `dbus-daemon --session` (Debian package `dbus`) in the foreground
    /// of a child process, and waits until it prints its address.
    /// - Parameter environment: what services the bus starts by activation
    ///   inherit (they get the daemon's environment, not the caller's).
    public init(environment daemonEnvironment: [String: String]? = nil) throws {
        let executable = "/usr/bin/dbus-daemon"
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw TestFailure("\(executable) is missing: apt-get install dbus (make check installs it)")
        }
        // The address goes to a file: a pipe would stay open in the daemon's children.
        let output = directory.file("address")
        FileManager.default.createFile(atPath: output, contents: nil)
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: executable)
        daemon.arguments = ["--session", "--nofork", "--nosyslog", "--print-address=1"]
        daemon.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        daemon.standardError = FileHandle.nullDevice
        if let daemonEnvironment { daemon.environment = daemonEnvironment }
        try daemon.runWithNoSignalBlocked()
        var line = ""
        for _ in 0..<200 where line.isEmpty {
            line = (try? String(contentsOfFile: output, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
            if line.isEmpty { usleep(10_000) }
        }
        guard !line.isEmpty else {
            kill(daemon.processIdentifier, SIGKILL)
            throw TestFailure("dbus-daemon printed no address within 2 s")
        }
        address = line
    }

    /// The current environment with this bus as the session bus.
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        return environment
    }

    /// Processor seconds (user and system) used so far by the bus daemon, its
    /// descendants and every process whose environment holds `marker`
    /// (`NAME=value`: services it activated can end up children of init), with
    /// what they waited for, from /proc: a figure another job on the machine
    /// barely moves, unlike the wall clock.
    public func processorSeconds(alsoMarkedBy marker: String) -> Double {
        ProcessTree.processorSeconds(under: daemon.processIdentifier, orMarkedBy: marker)
    }

    deinit {
        // SIGKILL: a test bus has nothing to flush.
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
    }
}
