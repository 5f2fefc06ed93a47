import Foundation

/// `larder sync --watch --json` running in the background for a test or a
/// benchmark: its JSON lines as they come, its memory, and ways to end it.
public final class SyncWatcher: @unchecked Sendable {
    private let process = Process()
    /// What the reading threads collect (they hold this, not the watcher, so it can go away).
    private final class Output: @unchecked Sendable {
        let lock = NSLock()
        var lines: [[String: Any]] = []
        var errors = ""
    }
    private let output = Output()
    private let done = DispatchGroup()

    /// Starts `binary sync --watch --json` on the store at `storePath`, with `environment` added.
    /// - Parameter thumbnails: true adds `--thumbnails` (a watcher leaves thumbnails to
    ///   the file manager unless told; drawing thousands takes minutes).
    public init(binary: String = CLI.binary, storePath: String, environment: [String: String] = [:], thumbnails: Bool = false) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["sync", "--watch", "--json"] + (thumbnails ? ["--thumbnails"] : [])
        var env = ProcessInfo.processInfo.environment
        env["LARDER_STORE"] = storePath
        // A watcher told to fill the thumbnail cache fills one beside the store, not the user's.
        env["XDG_CACHE_HOME"] = URL(fileURLWithPath: storePath).deletingLastPathComponent().path + "/cache"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.runWithNoSignalBlocked()
        let output = self.output, done = self.done
        done.enter()
        Thread.detachNewThread {
            var pending = Data()
            while true {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = pending[pending.startIndex..<newline]
                    pending = Data(pending[(newline + 1)...])
                    if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] {
                        output.lock.withLock { output.lines.append(object) }
                    }
                }
            }
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            output.lock.withLock { output.errors = String(decoding: data, as: UTF8.self) }
            done.leave()
        }
    }

    /// The process ID.
    public var pid: Int32 { process.processIdentifier }

    /// Every JSON object printed so far, in order.
    public var events: [[String: Any]] { output.lock.withLock { output.lines } }

    /// The `report` objects of the `synced` events so far.
    public var reports: [[String: Any]] {
        events.filter { $0["event"] as? String == "synced" }.compactMap { $0["report"] as? [String: Any] }
    }

    /// What it wrote on stderr (complete once it ended).
    public var stderr: String { output.lock.withLock { output.errors } }

    /// Waits up to `seconds` for an event after the first `after` ones that
    /// satisfies `condition`; returns it.
    @discardableResult
    public func waitForEvent(after: Int = 0, seconds: Double = 60, _ condition: ([String: Any]) -> Bool) -> [String: Any]? {
        var found: [String: Any]?
        _ = Poll.until(seconds: seconds) {
            found = events.dropFirst(after).first(where: condition)
            return found != nil
        }
        return found
    }

    /// Waits for the first sync after start-up (the watcher is attached then).
    public func waitUntilWatching(seconds: Double = 60) throws {
        guard waitForEvent(seconds: seconds, { $0["event"] as? String == "synced" }) != nil else {
            throw TestFailure("larder sync --watch did not sync within \(seconds) s: \(events) \(stderr)")
        }
    }

    /// Waits (at most `seconds`) until the watcher has settled: its last event
    /// is a sync that changed nothing (its own writes always bring one), no
    /// event followed for `quietSeconds`, and no sync is under way.
    ///
    /// A sync says nothing until it ends, and on a busy machine one that takes
    /// in a thousand cards and rewrites them runs for seconds: quiet alone once
    /// let a test list the folder while the watcher was still renaming cards
    /// into it (on tmpfs a listing then misses them). Every sync holds the card
    /// folder's lock (flock), so taking it waits for the one under way.
    public func waitUntilSettled(quietSeconds: Double = 1, seconds: Double = 120) -> Bool {
        var count = -1
        var since = Date()
        return Poll.until(seconds: seconds) {
            let all = events
            if all.count != count { count = all.count; since = Date() }
            guard let last = all.last, last["event"] as? String == "synced", let report = last["report"] as? [String: Any] else { return false }
            let idle = report["written"] as? Int == 0 && report["renamed"] as? Int == 0 && report["removed"] as? Int == 0
                && (report["imported"] as? [Any])?.isEmpty == true && (report["trashed"] as? [Any])?.isEmpty == true
            guard idle && Date().timeIntervalSince(since) >= quietSeconds else { return false }
            if let folder = last["folder"] as? String { Self.waitForLock(of: folder) }
            return events.count == count
        } != nil
    }

    /// Takes and gives back the card folder's lock, as the card folder sync takes it.
    private static func waitForLock(of folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_SH) != 0 && errno == EINTR {}
        flock(descriptor, LOCK_UN)
    }

    /// Resident memory now (VmRSS), in kilobytes.
    public var residentKilobytes: Int? { status("VmRSS") }

    /// Of that, the process's own memory (RssAnon: not the shared libraries' pages), in kilobytes.
    public var anonymousKilobytes: Int? { status("RssAnon") }

    private func status(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    /// CPU time used so far (user + system), in clock ticks.
    public var cpuTicks: Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Sends `signal` and waits for the end; returns the exit status and whether a signal ended it.
    @discardableResult
    public func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, bySignal: Bool) {
        if process.isRunning { kill(pid, signal) }
        process.waitUntilExit()
        done.wait()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    deinit {
        if process.isRunning {
            kill(pid, SIGKILL)
            process.waitUntilExit()
        }
    }
}
