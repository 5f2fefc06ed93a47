import Foundation

/// The web import's test server (Tests/Web/test-web-server.py) on a free
/// loopback port: recipe pages, a photo, and a real site's bad days. Stopped
/// when the value goes away. Nothing it serves reaches beyond this machine.
public final class TestWebServer: @unchecked Sendable {
    /// What a `larder` fetching from a test server runs with: online, and no
    /// proxy, desktop or no_proxy setting of the machine's in the way.
    public static let clientEnvironment = ["LARDER_OFFLINE": "0", "http_proxy": "", "https_proxy": "", "HTTP_PROXY": "", "HTTPS_PROXY": "",
                                           "no_proxy": "", "NO_PROXY": "", "XDG_CURRENT_DESKTOP": ""]

    /// The server's address, `http://127.0.0.1:PORT` (or `https://localhost:PORT`).
    public let base: String
    private let process: Process

    /// The server script.
    public static var script: String { CLI.repository + "/Tests/Web/test-web-server.py" }
    /// The photo it serves at /photo.jpg: a sample dish photo.
    public static var photo: String { CLI.repository + "/data/recipes/photos/borscht.jpg" }

    /// Starts a server; with `certificates` (a folder ``makeCertificates(in:)``
    /// filled) it speaks HTTPS as localhost; with `proxy` it also forwards
    /// http:// requests to loopback, as a proxy does.
    public init(certificates: String? = nil, proxy: Bool = false) throws {
        var arguments = [Self.script, "--photo", Self.photo]
        if let certificates { arguments += ["--tls", certificates + "/server.pem", certificates + "/server.key"] }
        if proxy { arguments.append("--proxy") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runWithNoSignalBlocked()
        // The first line says the port, once the server listens.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            process.terminate()
            throw TestFailure("the test web server did not start (\(text)): it needs python3")
        }
        base = (certificates == nil ? "http://127.0.0.1:" : "https://localhost:") + String(port)
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// `base` + `path`.
    public func url(_ path: String) -> String { base + path }

    /// The requests the server saw, in order: each one's path and User-Agent.
    public func requests() throws -> [[String: Any]] {
        let log = try CLI().run(["-c", "import sys,urllib.request as u,ssl; c=ssl._create_unverified_context(); "
                                 + "o=u.build_opener(u.ProxyHandler({}),u.HTTPSHandler(context=c)); "
                                 + "sys.stdout.write(o.open(sys.argv[1]).read().decode())", url("/__log")],
                                executable: "/usr/bin/python3")
        return log.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Writes a test certificate authority (ca.pem) and a certificate it
    /// signed for localhost (server.pem, server.key) into `folder`.
    public static func makeCertificates(in folder: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") else {
            throw TestFailure("/usr/bin/openssl is missing: apt-get install openssl (make check installs it)")
        }
        let run = try Program.run("/usr/bin/python3", [script, "--make-certificates", folder], package: "python3")
        guard run.status == 0 else { throw TestFailure("making the test certificates failed: \(run.output)") }
    }
}
