import Foundation
import LarderTestSupport

/// Thumbnails asked of KIO as Dolphin asks for them: Tests/KDE/kio-preview
/// (a KIO::PreviewJob), in a private session whose data folder holds the
/// recipe MIME type and, when asked, Larder's .thumbnailer.
struct KIOPreview {
    /// Built by `make kde-test-programs` (make check does it on Debian 13).
    static let program = CLI.repository + "/.build-kde/kio-preview"

    /// One file's answer.
    struct Outcome: Equatable {
        var file: String
        var ok: Bool
        var width = 0
        var height = 0
    }

    let home = TemporaryDirectory(prefix: "larder-kio")
    let environment: [String: String]

    /// A session with its own HOME, data, cache and bus; `thumbnailer`: the
    /// program the .thumbnailer file runs, or nil for none; `cache`: the
    /// thumbnail cache's parent ($XDG_CACHE_HOME).
    init(thumbnailer: String?, cache: String) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.program) else {
            throw TestFailure("\(Self.program) is missing: make kde-test-programs (needs libkf6kio-dev, qt6-base-dev, cmake; make check does it on Debian 13)")
        }
        let data = home.file("data")
        try FileManager.default.createDirectory(atPath: data + "/thumbnailers", withIntermediateDirectories: true)
        // KIO wants the cache folder to exist.
        try FileManager.default.createDirectory(atPath: cache + "/thumbnails", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.file("runtime"), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if let thumbnailer {
            let template = try String(contentsOfFile: CLI.repository + "/extensions/thumbnailer/larder.thumbnailer.in", encoding: .utf8)
            try template.replacingOccurrences(of: "@THUMBNAILER@", with: thumbnailer)
                .write(toFile: data + "/thumbnailers/larder.thumbnailer", atomically: true, encoding: .utf8)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = data
        environment["XDG_DATA_DIRS"] = "/usr/share"
        environment["XDG_CONFIG_HOME"] = home.file("config")
        environment["XDG_CACHE_HOME"] = cache
        environment["XDG_RUNTIME_DIR"] = home.file("runtime")
        environment["QT_QPA_PLATFORM"] = "offscreen"
        try CardMimeDatabase.install(into: data, environment: environment)
        self.environment = environment
    }

    /// Asks for `files` at `size` with KIO's default plugins (Dolphin's,
    /// before a user saves preview settings) or the ones named.
    func previews(_ files: [String], size: Int = 256, plugins: [String]? = nil) throws -> (outcomes: [Outcome], pluginsAsked: [String]) {
        let bus = try PrivateBus(environment: environment)
        var environment = environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let output = home.file("previews")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let arguments = ["--size", String(size)] + (plugins.map { ["--plugins", $0.joined(separator: ",")] } ?? []) + [output] + files
        let run = try Program.run(Self.program, arguments, environment: environment, package: "(make kde-test-programs)", includeErrors: false)
        var outcomes: [Outcome] = [], asked: [String] = []
        for line in run.output.split(separator: "\n") {
            if line.hasPrefix("plugins: ") {
                asked = line.dropFirst("plugins: ".count).split(separator: ",").map(String.init)
            } else if line.hasPrefix("OK ") || line.hasPrefix("FAILED ") {
                let ok = line.hasPrefix("OK ")
                var rest = String(line.dropFirst(ok ? 3 : 7))
                var outcome = Outcome(file: rest, ok: ok)
                if ok, let range = rest.range(of: #" \d+x\d+ "#, options: .regularExpression) {
                    let size = rest[range].trimmingCharacters(in: .whitespaces).split(separator: "x")
                    outcome.width = Int(size[0]) ?? 0
                    outcome.height = Int(size[1]) ?? 0
                    rest = String(rest[..<range.lowerBound])
                    outcome.file = rest
                }
                outcomes.append(outcome)
            }
        }
        return (outcomes, asked)
    }
}
