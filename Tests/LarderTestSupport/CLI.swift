import Foundation

/// Runs the built `larder` binary with a private store, as a user would.
/// Its folder is removed when the value goes away.
public final class CLI: Sendable {
    public struct Run: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    private let directory = TemporaryDirectory(prefix: "larder-cli")

    public init() {}
    public var folder: String { directory.path }
    public var storePath: String { folder + "/store/larder.sqlite" }

    /// The binary under test: $LARDER_BIN, else the release build that
    /// `make install` and the packages ship (`make static`, which make check
    /// runs first). Not the debug build beside the test bundle: the commands'
    /// tests import, export and sync thousands of recipes, which takes that
    /// build three to four times the processor time.
    public static var binary: String {
        if let path = ProcessInfo.processInfo.environment["LARDER_BIN"], !path.isEmpty { return path }
        return StaticProduct.larder.path
    }

    /// The repository's root, for the sample data.
    public static var repository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Runs `larder ARGS` (or another program) with LARDER_STORE set to this test's store.
    @discardableResult
    public func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], executable: String? = nil) throws -> Run {
        let program = executable ?? Self.binary
        if executable == nil, !FileManager.default.isExecutableFile(atPath: program) {
            throw TestFailure("\(program) is missing: run make static (make check builds it), or set LARDER_BIN")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["LARDER_STORE"] = storePath
        env["XDG_RUNTIME_DIR"] = folder
        // The card folder sync fills the thumbnail cache: the test's, not the user's.
        env["XDG_CACHE_HOME"] = folder + "/cache"
        // The test's own configuration and data folders, and only the system's
        // own data folder: nothing `make install` put under /usr/local, and no
        // systemd unit outside the test's folders, is seen by a test.
        env["XDG_CONFIG_HOME"] = folder + "/config"
        env["XDG_DATA_HOME"] = folder + "/data"
        env["XDG_DATA_DIRS"] = "/usr/share"
        env["SYSTEMD_UNIT_PATH"] = folder + "/config/systemd/user:" + folder + "/data/systemd/user"
        // No request leaves the machine: the samples' photos are on the web. A
        // test of the web import sets LARDER_OFFLINE=0 and serves on loopback.
        env["LARDER_OFFLINE"] = "1"
        // English messages, whatever language the session running the tests
        // speaks; a test of a translation sets its own (TranslatedEnvironment).
        env["LANG"] = "C.UTF-8"
        for variable in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { env[variable] = nil }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.runWithNoSignalBlocked()
        // Read both pipes while the process runs, so that neither fills up.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs and decodes stdout as JSON.
    public func json(_ arguments: [String]) throws -> Any {
        let result = try run(arguments)
        guard result.status == 0 else { throw CLIFailure(run: result) }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// Imports the sample collection (data/recipes) into this store; a failed import is thrown.
    public func importSamples() throws {
        let imported = try run(["import", "--quiet", Self.repository + "/data/recipes"])
        guard imported.status == 0 else { throw CLIFailure(run: imported) }
    }

    /// Imports the sample collection (data/recipes) into this store and writes
    /// its cards into `folder` (with their cached thumbnails unless
    /// `thumbnails` is false); returns the cards' paths, sorted.
    public func exportSampleCards(to folder: String, thumbnails: Bool = true, environment: [String: String] = [:]) throws -> [String] {
        try importSamples()
        let exported = try run(["export", "--cards", folder] + (thumbnails ? [] : ["--no-thumbnails"]), environment: environment)
        guard exported.status == 0 else { throw CLIFailure(run: exported) }
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".recipe.md") }.sorted().map { folder + "/" + $0 }
    }

    /// Writes a file in the test folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        directory.write(name, text)
    }
}

public struct CLIFailure: Error, CustomStringConvertible {
    public var run: CLI.Run
    public var description: String { "exit \(run.status): \(run.stderr)" }
    public init(run: CLI.Run) { self.run = run }
}
