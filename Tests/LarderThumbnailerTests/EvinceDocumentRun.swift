import Foundation
import LarderTestSupport

/// Cards opened through EvinceDocument (scripts/evince/evince-document.py, run by
/// scripts/evince/with-evince-backend.sh), the
/// library Evince and Sushi read documents with, with the built backend in
/// EvinceDocument's backends folder as if installed.
enum EvinceDocumentRun {
    /// Built by `make evince-backend` (-static-stdlib), as installed.
    static let backend = StaticProduct.evinceBackend.path

    /// What evince-document.py says of one card.
    struct Outcome: Decodable {
        var path: String
        var mime: String
        var error: String?
        var backend: String?
        var pages: Int?
        var pageSize: [Double]?
        var title: String?
        var text: String?
        var textRectangles: Int?
        var png: String?
        var titleLine: String?
        var titleBox: [Double]?
        var titleInk: Double?
        var photoRegionMean: [Int]?
        var photoMean: [Int]?
        var printed: String?
        var titleFound: [[Double]]?

        enum CodingKeys: String, CodingKey {
            case path, mime, error, backend, pages, pageSize, title, text, textRectangles, png, titleLine, titleBox, titleInk,
                 photoRegionMean, photoMean, printed, titleFound
            case image1x = "image@1x", image2x = "image@2x"
        }
        var image1x: [Int]?
        var image2x: [Int]?
    }

    /// Opens each card (with the photo file its page should show, if any);
    /// images and printed PDFs go to `folder`.
    static func open(_ cards: [(path: String, photo: String?)], in folder: TemporaryDirectory) throws -> [Outcome] {
        try StaticProduct.evinceBackend.requireBuilt()
        try CardMimeDatabase.install(into: folder.file("data"))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.file("data")
        environment["XDG_DATA_DIRS"] = "/usr/share"
        let output = folder.file("pages")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        var arguments = [backend, "/usr/bin/python3", CLI.repository + "/scripts/evince/evince-document.py", output]
        for card in cards {
            if let photo = card.photo { arguments += ["--photo", photo] }
            arguments.append(card.path)
        }
        let run = try Program.run(CLI.repository + "/scripts/evince/with-evince-backend.sh", arguments, environment: environment,
                                  package: "python3-gi python3-gi-cairo gir1.2-evince-3.0 libevince-dev (libevince-gtk3-dev in sid) util-linux", includeErrors: false)
        let lines = run.output.split(separator: "\n")
        guard run.status == 0, !run.killedBySignal, lines.count == cards.count else {
            throw TestFailure("evince-document.py exited \(run.status)\(run.killedBySignal ? " (killed by a signal)" : "") with \(lines.count) of \(cards.count) results:\n\(run.output)")
        }
        return try lines.map { try JSONDecoder().decode(Outcome.self, from: Data($0.utf8)) }
    }
}
