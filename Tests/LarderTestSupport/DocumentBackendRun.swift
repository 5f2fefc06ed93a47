import Foundation

/// Cards opened through a document viewer's own library, the way the viewer
/// opens them (scripts/documents/evince-document.py, papers-document.py),
/// with the built backend as the library's backend, as if installed
/// (scripts/documents/with-evince-backend.sh, with-papers-backend.sh).
public struct DocumentBackendRun: Sendable {
    /// The backend, as `make static` builds it (-static-stdlib), as installed.
    public let product: StaticProduct
    /// The script that stages the backend and runs a command with it.
    let stager: String
    /// The script that opens cards and says what it saw, one JSON line each.
    let opener: String
    /// The Debian packages the run needs, for the message when one is missing.
    let packages: String

    /// EvinceDocument 3.0: Evince (Document Viewer up to GNOME 48) and Sushi up to GNOME 50.
    public static let evince = DocumentBackendRun(product: .evinceBackend, stager: "with-evince-backend.sh", opener: "evince-document.py",
                                                  packages: "python3-gi python3-gi-cairo gir1.2-evince-3.0 libevince-dev (libevince-gtk3-dev in sid) util-linux")
    /// PapersDocument 4.0: Papers (Document Viewer from GNOME 49).
    public static let papers = DocumentBackendRun(product: .papersBackend, stager: "with-papers-backend.sh", opener: "papers-document.py",
                                                  packages: "python3-gi python3-gi-cairo gir1.2-papers-4.0 libpapers-dev (Debian sid)")

    /// The backend's path.
    public var backend: String { product.path }

    /// What the opener says of one card (the fields one viewer's library has
    /// and the other's lacks stay nil).
    public struct Outcome: Decodable {
        public var path: String
        public var mime: String
        public var error: String?
        public var backend: String?
        public var pages: Int?
        public var pageSize: [Double]?
        public var title: String?
        public var text: String?
        public var textRectangles: Int?
        public var textBoxes: Int?
        public var textCharacters: Int?
        public var png: String?
        public var titleLine: String?
        public var titleBox: [Double]?
        public var titleInk: Double?
        public var photoRegionMean: [Int]?
        public var photoMean: [Int]?
        public var printed: String?
        public var saved: String?
        public var titleFound: [[Double]]?
        public var dragSelected: String?
        public var doubleClickSelected: String?
        public var image1x: [Int]?
        public var image2x: [Int]?
        public var dragRegion2x: [Int]?

        enum CodingKeys: String, CodingKey {
            case path, mime, error, backend, pages, pageSize, title, text, textRectangles, textBoxes, textCharacters, png, titleLine, titleBox,
                 titleInk, photoRegionMean, photoMean, printed, saved, titleFound, dragSelected, doubleClickSelected
            case image1x = "image@1x", image2x = "image@2x", dragRegion2x = "dragRegion@2x"
        }
    }

    /// What the opener's --threads run says: how many answers the readers
    /// had while the card was loaded again and again, and the first of those
    /// that came from neither card.
    public struct ThreadsOutcome: Decodable {
        public var answers: Int
        public var loads: Int
        public var strange: [String]
    }

    /// Reads `card` on three threads while loading it and `other` in turn into the same document.
    public func threads(_ card: String, _ other: String, in folder: TemporaryDirectory) throws -> ThreadsOutcome {
        let lines = try run(["--threads", card, other], expecting: 1, in: folder)
        return try JSONDecoder().decode(ThreadsOutcome.self, from: Data(lines[0].utf8))
    }

    /// Opens each card (with the photo file its page should show, if any);
    /// images, printed PDFs and saved copies go to `folder`.
    public func open(_ cards: [(path: String, photo: String?)], in folder: TemporaryDirectory) throws -> [Outcome] {
        var arguments: [String] = []
        for card in cards {
            if let photo = card.photo { arguments += ["--photo", photo] }
            arguments.append(card.path)
        }
        return try run(arguments, expecting: cards.count, in: folder).map { try JSONDecoder().decode(Outcome.self, from: Data($0.utf8)) }
    }

    /// The opener's JSON lines for `arguments` after the output folder, `count` of them.
    private func run(_ arguments: [String], expecting count: Int, in folder: TemporaryDirectory) throws -> [Substring] {
        try product.requireBuilt()
        try CardMimeDatabase.install(into: folder.file("data"))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.file("data")
        environment["XDG_DATA_DIRS"] = "/usr/share"
        let output = folder.file("pages")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let scripts = CLI.repository + "/scripts/documents/"
        let run = try Program.run(scripts + stager, [backend, "/usr/bin/python3", scripts + opener, output] + arguments, environment: environment,
                                  package: packages, includeErrors: false)
        let lines = run.output.split(separator: "\n")
        guard run.status == 0, !run.killedBySignal, lines.count == count else {
            throw TestFailure("\(opener) exited \(run.status)\(run.killedBySignal ? " (killed by a signal)" : "") with \(lines.count) of \(count) results:\n\(run.output)")
        }
        return lines
    }
}
