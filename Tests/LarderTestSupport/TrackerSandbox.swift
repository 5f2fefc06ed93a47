import Foundation

/// An isolated Tracker 3 indexer for tests: its own D-Bus session, XDG
/// folders, GSettings (keyfile backend) with one index root, and an
/// extract-rules folder; tracker-miner-fs-3 and tracker-extract-3 start by
/// D-Bus activation. Everything stops when the value goes away.
/// (docs/notes/tracker-3.4.md has why each setting is there.)
public final class TrackerSandbox: @unchecked Sendable {
    public let root: TemporaryDirectory
    /// The indexed folder.
    public let indexRoot: String
    public let bus: PrivateBus
    /// The environment a client (tracker3, larder) needs to reach this Tracker.
    public let environment: [String: String]

    /// - Parameters:
    ///   - extraRules: rule files (name → contents) added to Tracker's own.
    ///   - mimePackage: a shared-mime-info XML file installed into the private XDG_DATA_HOME.
    ///   - indexRoots: index-recursive-directories in GVariant text; nil: [indexRoot].
    ///   - settings: more keys of org.freedesktop.Tracker3.Miner.Files (GVariant text), e.g. enable-monitors.
    public init(extraRules: [String: String], mimePackage: String?, indexRoots: String? = nil, settings: [String: String] = [:]) throws {
        for program in ["/usr/libexec/tracker-miner-fs-3", "/usr/libexec/tracker-extract-3", "/usr/bin/tracker3"] {
            guard FileManager.default.isExecutableFile(atPath: program) else {
                throw TestFailure("\(program) is missing: apt-get install tracker tracker-miner-fs tracker-extract (make check installs them)")
            }
        }
        // Not under $TMPDIR: Tracker silently skips index roots inside it.
        root = TemporaryDirectory(prefix: "larder-tracker-sandbox")
        indexRoot = root.file("index")
        var environment = ProcessInfo.processInfo.environment
        for (key, folder) in ["HOME": "home", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "cache",
                              "XDG_RUNTIME_DIR": "runtime", "TMPDIR": "tmp", "TRACKER_EXTRACTOR_RULES_DIR": "rules"] {
            environment[key] = root.file(folder)
            try FileManager.default.createDirectory(atPath: root.file(folder), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        try FileManager.default.createDirectory(atPath: indexRoot, withIntermediateDirectories: true)
        environment["XDG_DATA_DIRS"] = "/usr/local/share:/usr/share"
        environment["GSETTINGS_BACKEND"] = "keyfile"
        try FileManager.default.createDirectory(atPath: root.file("config/glib-2.0/settings"), withIntermediateDirectories: true)
        try """
            [org/freedesktop/tracker/miner/files]
            index-recursive-directories=\(indexRoots ?? "['\(indexRoot)']")
            index-single-directories=@as []
            index-applications=false
            initial-sleep=0
            throttle=0
            \(settings.map { "\($0.key)=\($0.value)\n" }.sorted().joined())
            """.write(toFile: root.file("config/glib-2.0/settings/keyfile"), atomically: true, encoding: .utf8)
        let systemRules = "/usr/share/tracker3-miners/extract-rules"
        for name in try FileManager.default.contentsOfDirectory(atPath: systemRules) {
            try FileManager.default.copyItem(atPath: systemRules + "/" + name, toPath: root.file("rules/" + name))
        }
        for (name, contents) in extraRules {
            try contents.write(toFile: root.file("rules/" + name), atomically: true, encoding: .utf8)
        }
        if let mimePackage {
            try FileManager.default.createDirectory(atPath: root.file("data/mime/packages"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: mimePackage, toPath: root.file("data/mime/packages/larder.xml"))
            _ = try Program.run("/usr/bin/update-mime-database", [root.file("data/mime")], environment: environment, package: "shared-mime-info")
        }
        bus = try PrivateBus(environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        self.environment = environment
    }

    /// The private settings file the miner reads (GSETTINGS_BACKEND=keyfile).
    public var settingsFile: String { root.file("config/glib-2.0/settings/keyfile") }

    /// The private home folder.
    public var home: String { root.file("home") }

    /// Runs `tracker3 sparql` against the miner; returns its output.
    public func sparql(_ query: String) throws -> String {
        try Program.run("/usr/bin/tracker3", ["sparql", "--dbus-service", "org.freedesktop.Tracker3.Miner.Files", "-q", query],
                        environment: environment, package: "tracker", includeErrors: false).output
    }

    /// Polls `query` until its output contains `text`, for at most `seconds`.
    /// The first query starts the miner by D-Bus activation.
    public func wait(for text: String, in query: String, seconds: Double = 20) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? sparql(query))?.contains(text) == true { return true }
            usleep(100_000)
        }
        return false
    }

    deinit {
        // Stop the services that own names on this bus (and only those), then the bus.
        for name in ["org.freedesktop.Tracker3.Miner.Files", "org.freedesktop.Tracker3.Miner.Extract", "org.freedesktop.Tracker3.Miner.Files.Control"] {
            let reply = (try? Program.run("/usr/bin/gdbus", ["call", "--session", "-d", "org.freedesktop.DBus", "-o", "/org/freedesktop/DBus",
                                                             "-m", "org.freedesktop.DBus.GetConnectionUnixProcessID", name],
                                          environment: environment, package: "libglib2.0-bin", includeErrors: false))?.output ?? ""
            // "(uint32 1234,)"
            if let pid = reply.split(whereSeparator: { !$0.isNumber }).compactMap({ pid_t($0) }).last, pid > 1 {
                kill(pid, SIGKILL)
            }
        }
    }
}
