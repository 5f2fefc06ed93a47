import Foundation
import LarderIndexer

/// KDE's file indexer, Baloo (KF6), indexing one folder for one test or
/// benchmark: its own `baloo_file` on a private session bus, with a
/// temporary HOME (so its own baloofilerc and index), the MIME package in a
/// private XDG_DATA_HOME, and Qt's offscreen platform. Stopped when the value
/// goes away.
///
/// KFileMetaData looks for external extractors in one system folder only
/// (``extractorFolder``), so Larder's extractor must be installed there first
/// (`make install-baloo-extractor`; `make check` does it).
public final class PrivateBaloo: @unchecked Sendable {
    /// Where KFileMetaData finds Larder's extractor.
    public static var extractorFolder: String? { BalooInstallation.extractorFolder }

    public let home = TemporaryDirectory(prefix: "larder-baloo-home")
    public let bus: PrivateBus
    public let environment: [String: String]
    private let indexer: Process

    /// Fails, saying what to do, unless baloo_file is installed and the
    /// installed extractor is the one built at `builtExtractor`.
    public static func requireInstalled(builtExtractor: String) throws {
        guard let folder = extractorFolder else {
            throw TestFailure("Baloo (KF6) is missing: apt-get install baloo6 (make check installs it on Debian 13)")
        }
        let installed = folder + "/larder-baloo-extractor"
        guard FileManager.default.fileExists(atPath: folder + "/manifest.json"),
              FileManager.default.contentsEqual(atPath: installed, andPath: builtExtractor) else {
            throw TestFailure("\(installed) is missing or not the one built: make install-baloo-extractor (make check does it, as root)")
        }
    }

    /// Starts Baloo on `folder`, with `mimePackage` (a shared-mime-info XML) in its MIME database.
    /// The folder's path must be in normal form (no `//`, as NSTemporaryDirectory gives): Baloo
    /// compares paths as strings, and indexes nothing under a folder written otherwise.
    public init(indexing folder: String, mimePackage: String) throws {
        guard folder.hasPrefix("/"), !folder.contains("//"), !folder.contains("/./"), !folder.contains("/../") else {
            throw TestFailure("Baloo needs a folder path in normal form, not \(folder)")
        }
        guard let libexec = BalooInstallation.libexecFolder else {
            throw TestFailure("Baloo (KF6) is missing: apt-get install baloo6 (make check installs it on Debian 13)")
        }
        let config = home.file(".config"), data = home.file(".local/share"), runtime = home.file("runtime")
        for made in [config, data, runtime] {
            try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        // Indexing on, content too, the one folder; "first run" off so it starts at once.
        try """
            [Basic Settings]
            Indexing-Enabled=true

            [General]
            folders[$e]=\(folder)
            only basic indexing=false
            first run=false

            """.write(toFile: config + "/baloofilerc", atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = config
        environment["XDG_DATA_HOME"] = data
        environment["XDG_CACHE_HOME"] = home.file(".cache")
        environment["XDG_RUNTIME_DIR"] = runtime
        environment["QT_QPA_PLATFORM"] = "offscreen"
        try CardMimeDatabase.install(into: data, package: mimePackage, environment: environment)
        bus = try PrivateBus(environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        self.environment = environment
        indexer = Process()
        indexer.executableURL = URL(fileURLWithPath: libexec + "/baloo_file")
        indexer.environment = environment
        indexer.standardOutput = FileHandle.nullDevice
        indexer.standardError = FileHandle.nullDevice
        try indexer.runWithNoSignalBlocked()
    }

    deinit {
        // baloo_file finishes its transaction on SIGTERM, and may take its time
        // (or ignore it while a child extractor runs): 10 s, then SIGKILL.
        guard indexer.isRunning else { return }
        indexer.terminate()
        if Poll.until(seconds: 10, { !indexer.isRunning }) == nil {
            kill(indexer.processIdentifier, SIGKILL)
        }
        indexer.waitUntilExit()
    }

    /// Processor seconds used so far by baloo_file and everything it started
    /// (baloo_file_extractor, and the external extractors it ran).
    public var processorSeconds: Double {
        ProcessTree.processorSeconds(under: indexer.processIdentifier)
    }

    /// `balooctl6 status`: how many files are indexed and how many wait for their content.
    public func status() throws -> (indexed: Int, waiting: Int, failed: Int, text: String) {
        let run = try Program.run(BalooInstallation.controlTool, ["status"], environment: environment, package: BalooInstallation.package, includeErrors: false)
        func number(after label: String) -> Int {
            // Counts are written for people: "1,001".
            run.output.split(separator: "\n").first { $0.hasPrefix(label) }.flatMap { Int($0.dropFirst(label.count).filter(\.isNumber)) } ?? -1
        }
        return (number(after: "Total files indexed:"), number(after: "Files waiting for content indexing:"),
                number(after: "Files failed to index:"), run.output)
    }

    /// Waits until at least `count` files are indexed, content included; the status seen last.
    @discardableResult
    public func waitUntilIndexed(_ count: Int, seconds: Double = 300) throws -> (indexed: Int, waiting: Int, failed: Int, text: String) {
        var last = try status()
        _ = try Poll.until(seconds: seconds) {
            last = try status()
            return last.indexed >= count && last.waiting == 0
        }
        guard last.indexed >= count && last.waiting == 0 else {
            throw TestFailure("Baloo did not index \(count) files within \(Int(seconds)) s:\n\(last.text)")
        }
        return last
    }

    /// `baloosearch6 QUERY`: the files found, sorted.
    public func search(_ query: String) throws -> [String] {
        let run = try Program.run(BalooInstallation.searchTool, [query], environment: environment, package: BalooInstallation.package, includeErrors: false)
        return run.output.split(separator: "\n").filter { $0.hasPrefix("/") }.map(String.init).sorted()
    }

    /// `balooshow6 -x FILE`: what Baloo keeps of a file, its terms included.
    public func show(_ file: String) throws -> String {
        try Program.run(BalooInstallation.showTool, ["-x", file], environment: environment, package: BalooInstallation.package, includeErrors: false).output
    }
}
