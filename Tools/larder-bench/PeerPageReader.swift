import Foundation
import LarderTestSupport

/// The peer of the pages benchmark: recipe-scrapers' generic schema.org
/// reader (`SchemaOrg`, extruct underneath) in a throw-away virtual
/// environment, running `scripts/bench/peer-pages.py --serve` over the same folder.
/// It stays up between rounds, warm like Larder's reader in this process, and
/// reads all the pages once per ``round()``.
final class PeerPageReader {
    static let requirement = "recipe-scrapers==15.13.0"

    /// Why the peer cannot run here, said in the "peer skipped" line.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// One round's reply: CPU seconds per file; the first round also says what the peer found.
    struct Round: Decodable {
        var round: Int
        var files: [String]
        var seconds: [Double]
        var pages: [Page]?
        var peer: String?
    }

    /// What the peer found in one page (the first round only).
    struct Page: Decodable {
        var file: String
        var found: Bool
        var title: String?
        var ingredients: [String]?
        var error: String?
    }

    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    private var buffered = Data()

    /// Starts the peer on `folder` with the environment's interpreter.
    init(python: String, script: String, folder: String) throws {
        let toPeer = Pipe(), fromPeer = Pipe()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, folder, "--serve"]
        process.standardInput = toPeer
        process.standardOutput = fromPeer
        process.standardError = FileHandle.standardError
        try process.run()
        input = toPeer.fileHandleForWriting
        output = fromPeer.fileHandleForReading
    }

    deinit {
        close()
    }

    /// Has the peer read every page once and returns its reply.
    func round() throws -> Round {
        try input.write(contentsOf: Data("round\n".utf8))
        while !buffered.contains(UInt8(ascii: "\n")) {
            let more = output.availableData
            if more.isEmpty {
                process.waitUntilExit()
                throw BenchError("the peer (scripts/bench/peer-pages.py) ended with status \(process.terminationStatus) before answering")
            }
            buffered.append(more)
        }
        let end = buffered.firstIndex(of: UInt8(ascii: "\n"))!
        let line = buffered[buffered.startIndex..<end]
        buffered = Data(buffered[buffered.index(after: end)...])
        return try JSONDecoder().decode(Round.self, from: line)
    }

    /// Ends the peer: its input closes, it finishes the loop and exits.
    func close() {
        guard process.isRunning else { return }
        try? input.close()
        process.waitUntilExit()
    }

    /// The environment's interpreter, with recipe-scrapers installed: made with
    /// Debian's own /usr/bin/python3 (not whatever python3 comes first on the
    /// PATH) and pip, once; kept for the next runs.
    static func prepare(environment folder: String) throws -> String {
        let python = folder + "/bin/python"
        let version = requirement.components(separatedBy: "==")[1]
        if FileManager.default.isExecutableFile(atPath: python),
           let installed = try? Program.run(python, ["-c", "import importlib.metadata as m; print(m.version('recipe-scrapers'))"],
                                            package: "python3-venv", includeErrors: false),
           installed.status == 0, installed.output.trimmingCharacters(in: .whitespacesAndNewlines) == version {
            return python
        }
        let system = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: system) else {
            throw Unavailable(description: "\(system) not found (apt-get install python3 python3-venv)")
        }
        try? FileManager.default.removeItem(atPath: folder)
        let made = try Program.run(system, ["-m", "venv", folder], package: "python3-venv")
        guard made.status == 0 else {
            throw Unavailable(description: "python3 -m venv failed (apt-get install python3-venv): \(lastLine(made.output))")
        }
        let installed = try Program.run(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                                                 "--timeout", "20", "--retries", "1", requirement], package: "python3-venv")
        guard installed.status == 0 else {
            throw Unavailable(description: "pip could not install \(requirement) (is PyPI reachable?): \(lastLine(installed.output))")
        }
        return python
    }

    private static func lastLine(_ text: String) -> String {
        text.split(separator: "\n").last.map(String.init) ?? "no message"
    }
}
