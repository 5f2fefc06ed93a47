import Foundation
import LarderDesktop
import LarderIndexer
import LarderGLib

/// An isolated instance of the installed file indexer (Tracker 3.4 or
/// LocalSearch 3.8, see ``IndexerPlatform``) for tests: its own D-Bus
/// session, XDG folders, GSettings (keyfile backend) with one index root, and
/// an extract-rules folder; the miner and its extractor start by D-Bus
/// activation. Everything stops when the value goes away.
/// (docs/notes/tracker-3.4.md has why each setting is there.)
public final class TrackerSandbox: @unchecked Sendable {
    /// The indexer under test.
    public let platform: IndexerPlatform
    public let root: TemporaryDirectory
    /// The indexed folder.
    public let indexRoot: String
    public let bus: PrivateBus
    /// The environment a client (the indexer's tools, larder) needs to reach this indexer.
    public let environment: [String: String]

    /// - Parameters:
    ///   - extraRules: rule files (name → contents) added to Tracker's own.
    ///   - mimePackage: a shared-mime-info XML file installed into the private XDG_DATA_HOME.
    ///   - indexRoots: index-recursive-directories in GVariant text; nil: [indexRoot].
    ///   - settings: more keys of the miner's GSettings schema (GVariant text), e.g. enable-monitors.
    ///   - moduleFolders: folders of extractor modules the rules name, which a
    ///     confining extractor (LocalSearch's Landlock) must be allowed to read.
    public init(extraRules: [String: String], mimePackage: String?, indexRoots: String? = nil, settings: [String: String] = [:],
                moduleFolders: [String] = []) throws {
        platform = try Self.installedPlatform()
        // Not under /tmp: the miner silently skips index roots inside
        // $TMPDIR (both platforms) and inside /tmp (LocalSearch 3.8).
        root = TemporaryDirectory(prefix: "larder-tracker-sandbox", in: "/var/tmp")
        indexRoot = root.file("index")
        var environment = ProcessInfo.processInfo.environment
        try FileManager.default.createDirectory(atPath: root.file("data/mime"), withIntermediateDirectories: true)
        for (key, folder) in ["HOME": "home", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "cache",
                              "XDG_RUNTIME_DIR": "runtime", "TMPDIR": "tmp", "TRACKER_EXTRACTOR_RULES_DIR": "rules"] {
            environment[key] = root.file(folder)
            try FileManager.default.createDirectory(atPath: root.file(folder), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        try FileManager.default.createDirectory(atPath: indexRoot, withIntermediateDirectories: true)
        // The system's own data folder only: nothing `make install` put under /usr/local.
        environment["XDG_DATA_DIRS"] = "/usr/share"
        // Every process started for this sandbox inherits the marker, the
        // miner's own extractor subprocess included: deinit ends them by it.
        environment[Self.marker] = root.path
        if platform.extractorReadableFolders != nil {
            // The extractor may read only system folders, the index roots and
            // the miner's LD_LIBRARY_PATH: put the private rules, MIME
            // database and module there.
            let readable = [root.file("rules"), root.file("data/mime")] + moduleFolders.filter { FileManager.default.fileExists(atPath: $0) }
            environment["LD_LIBRARY_PATH"] = (readable + [environment["LD_LIBRARY_PATH"]].compactMap { $0 }).joined(separator: ":")
        }
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
        let systemRules = platform.rulesFolder
        // Larder's own rules, if `make install` put them there, are not the
        // test's: a test names the rules it means in extraRules.
        for name in try FileManager.default.contentsOfDirectory(atPath: systemRules) where !name.contains("larder") {
            try FileManager.default.copyItem(atPath: systemRules + "/" + name, toPath: root.file("rules/" + name))
        }
        for (name, contents) in extraRules {
            try contents.write(toFile: root.file("rules/" + name), atomically: true, encoding: .utf8)
        }
        if let mimePackage {
            try CardMimeDatabase.install(into: root.file("data"), package: mimePackage, environment: environment)
        }
        bus = try PrivateBus(environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        self.environment = environment
    }

    /// The private settings file the miner reads (GSETTINGS_BACKEND=keyfile).
    public var settingsFile: String { root.file("config/glib-2.0/settings/keyfile") }

    /// The private home folder.
    public var home: String { root.file("home") }

    /// The installed indexer, with the programs a sandbox needs.
    public static func installedPlatform() throws -> IndexerPlatform {
        let install = "apt-get install tracker tracker-miner-fs tracker-extract (make check installs them)"
        guard let platform = IndexerPlatform.current else { throw TestFailure("\(IndexerPlatform.notInstalledMessage): \(install)") }
        for program in [platform.minerProgram, platform.extractorProgram, "/usr/bin/" + platform.searchTool] {
            guard FileManager.default.isExecutableFile(atPath: program) else { throw TestFailure("\(program) is missing: \(install)") }
        }
        return platform
    }

    /// Runs a SPARQL query against the miner (starting it by D-Bus
    /// activation); every row as its values joined by tabs, one per line.
    public func sparql(_ query: String) throws -> String {
        let endpoint = try TrackerEndpoint(platform: platform, busAddress: bus.address)
        return try endpoint.rows(query).map { $0.map { $0 ?? "" }.joined(separator: "\t") }.joined(separator: "\n")
    }

    /// Runs the indexer's own search tool (`tracker3 search` or `localsearch search`) for `words`.
    public func searchTool(_ words: [String]) throws -> Program.Run {
        try Program.run("/usr/bin/" + platform.searchTool, ["search"] + words, environment: environment, package: "tracker")
    }

    /// Polls `query` until its output contains `text`, for at most `seconds`.
    /// The first query starts the miner by D-Bus activation.
    public func wait(for text: String, in query: String, seconds: Double = 60) throws -> Bool {
        try Poll.until(seconds: seconds) { (try? sparql(query))?.contains(text) == true } != nil
    }

    /// The environment variable that marks this sandbox's processes.
    static let marker = "LARDER_TRACKER_SANDBOX"

    /// Processor seconds used so far by this sandbox's bus and every process
    /// it started: the miner and its extractor run as children of init, not
    /// of the bus, and are found by their marker.
    public var processorSeconds: Double {
        bus.processorSeconds(alsoMarkedBy: "\(Self.marker)=\(root.path)")
    }

    deinit {
        // End every process that carries this sandbox's marker (the miner,
        // its extractor, the control service), and only those; then the bus goes.
        let tag = "\(Self.marker)=\(root.path)"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), pid > 1, pid != getpid(),
                  let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ") else { continue }
            if environ.split(separator: 0).contains(where: { String(decoding: $0, as: UTF8.self) == tag }) {
                kill(pid, SIGKILL)
            }
        }
    }
}
