import Foundation
import LarderTestSupport

/// The thumbnail cache seen as the file manager sees it: gnome-desktop's
/// DesktopThumbnailFactory and GIO, through scripts/thumbnails/thumbnail-lookup.py.
enum ThumbnailLookup {
    /// One file's line of thumbnail-lookup.py's output.
    struct Result: Decodable {
        struct GIO: Decodable {
            var path: String?
            var valid: Bool
            var failed: Bool
        }

        var path: String
        var uri: String
        var mtime: Int
        /// The factory's lookup at the large size (what Nautilus at scale 1 asks for).
        var large: String?
        /// The factory's lookup at the x-large size (Nautilus at scale 2).
        var xlarge: String?
        /// Whether the factory holds a valid failure record for the file.
        var failed: Bool
        /// GIO's thumbnail:: attributes: what Nautilus reads to decide whether to draw.
        var gio: GIO
    }

    /// Looks `files` up in the cache under `cacheHome` (an XDG_CACHE_HOME).
    /// - Parameters:
    ///   - mtime: look up with this mtime instead of each file's own.
    ///   - recordingFailure: first record a failure for each file, as the factory does.
    static func lookup(_ files: [String], cacheHome: String, mtime: Int? = nil, recordingFailure: Bool = false) throws -> [Result] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cacheHome
        var arguments = [CLI.repository + "/scripts/thumbnails/thumbnail-lookup.py"]
        if let mtime { arguments += ["--mtime", String(mtime)] }
        if recordingFailure { arguments.append("--fail") }
        let packages = "python3-gi gir1.2-gnomedesktop-3.0"
        let run = try Program.run("/usr/bin/python3", arguments + files, environment: environment, package: packages)
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("{") }
        guard run.status == 0, lines.count == files.count else {
            throw TestFailure("thumbnail-lookup.py exited \(run.status) (apt-get install \(packages) if GnomeDesktop is missing):\n\(run.output)")
        }
        return try lines.map { try JSONDecoder().decode(Result.self, from: Data($0.utf8)) }
    }

    /// A PNG file's size and tEXt chunks.
    struct PNGFacts {
        var width = 0
        var height = 0
        var text: [String: String] = [:]
    }

    /// Reads the header and the text chunks of the PNG file at `path`.
    static func facts(ofPNG path: String) throws -> PNGFacts {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw TestFailure("\(path) is not a PNG file")
        }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var facts = PNGFacts()
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = number(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(bytes[offset + 8..<min(bytes.count, offset + 8 + length)])
            if type == "IHDR" { facts.width = number(offset + 8); facts.height = number(offset + 12) }
            if type == "tEXt", let zero = data.firstIndex(of: 0) {
                facts.text[String(decoding: data[..<zero], as: UTF8.self)] = String(decoding: data[(zero + 1)...], as: UTF8.self)
            }
            offset += 12 + length
        }
        return facts
    }

    /// The permission bits of `path`.
    static func mode(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_mode & 0o777) : -1
    }

    /// The file's mtime in whole seconds (what Thumb::MTime holds).
    static func mtime(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_mtim.tv_sec) : -1
    }
}
