import Foundation
import LarderCard
import LarderTestSupport

/// The pieces the thumbnailer tests share: the static binary, the sample
/// cards, and the file manager's factory (scripts/thumbnails/thumbnail-factory.sh).
enum Thumbnails {
    /// Built by `make thumbnailer` (-static-stdlib), as installed.
    static let binary = StaticProduct.thumbnailer.path

    static func requireBinary() throws {
        try StaticProduct.thumbnailer.requireBuilt()
    }

    /// The sample collection exported as cards into `folder`, without
    /// thumbnails: the factory draws its own, into a cache of its own.
    static func sampleCards(in folder: String) throws -> [String] {
        try CLI().exportSampleCards(to: folder, thumbnails: false)
    }

    /// One factory outcome (a line of thumbnail-factory.py's output).
    struct Outcome: Decodable {
        var path: String
        var registered: Bool
        var ok: Bool
        var seconds: Double
        var width: Int?
        var height: Int?
        var colours: Int?
        var paper: Double?
        var cached: String?
        var error: String?
        var failedEntry: Bool?
    }

    /// Thumbnails `cards` at `size` through gnome-desktop's factory, in its bubblewrap sandbox.
    static func throughFactory(_ cards: [String], size: Int, cache: TemporaryDirectory, thumbnailer: String = binary) throws -> [Outcome] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = cache.file("data")
        environment["XDG_CACHE_HOME"] = cache.file("cache")
        let run = try Program.run(CLI.repository + "/scripts/thumbnails/thumbnail-factory.sh", [thumbnailer, String(size)] + cards,
                                  environment: environment, package: "python3-gi gir1.2-gnomedesktop-3.0 bubblewrap", includeErrors: false)
        let lines = run.output.split(separator: "\n")
        guard run.status == 0, lines.count == cards.count else {
            throw TestFailure("thumbnail-factory.sh exited \(run.status) with \(lines.count) of \(cards.count) results:\n\(run.output)")
        }
        return try lines.map { try JSONDecoder().decode(Outcome.self, from: Data($0.utf8)) }
    }
}
