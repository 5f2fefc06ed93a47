import Foundation
import LarderCard
import LarderFiles
import LarderGLib
import LarderLocalization
import LarderRender

/// The freedesktop thumbnail cache (`$XDG_CACHE_HOME/thumbnails`), filled as
/// cards are written: a file manager opening a folder of new cards finds
/// every thumbnail ready, instead of running the sandboxed thumbnailer once
/// per card. Each thumbnail is drawn by the thumbnailer's own renderer, so
/// it is the image the factory would make.
///
/// A thumbnail is `SIZE/MD5(URI).png`, where URI is the card's `file://` URI
/// as GLib escapes it, with the tEXt chunks `Thumb::URI`, `Thumb::MTime` and
/// `Thumb::Size` (read back from the card once written: readers compare them
/// with the file) and `Software`. It is written to a
/// temporary file in the same folder and renamed, mode 0600, in folders made
/// 0700, as the thumbnail specification asks.
///
/// The cache is a convenience: nothing here ever fails an export. A card
/// that cannot be drawn gets no thumbnail (the factory will try, and record
/// its failure); when the cache cannot be written (read-only, not a folder)
/// nothing more is tried for this run and ``unavailable`` says why.
public final class ThumbnailCache {
    /// A size folder of the cache, with the largest side of its thumbnails.
    public enum Size: String, CaseIterable, Sendable {
        case normal
        case large
        case xLarge = "x-large"
        case xxLarge = "xx-large"

        /// The largest side, in pixels, of the thumbnails in this folder.
        public var pixels: Int {
            switch self {
            case .normal: 128
            case .large: 256
            case .xLarge: 512
            case .xxLarge: 1024
            }
        }
    }

    /// The sizes written; the one place that decides. Nautilus (43 on Debian
    /// 12, 48 on Debian 13) finds a file's thumbnail through GIO, which takes
    /// the first of xx-large, x-large, large, normal that exists, so either of
    /// these is shown at once. Its gnome-desktop factory (43 and 44 alike)
    /// looks up and generates only its own size, chosen by the display's
    /// scale: large at 1, x-large at 2, xx-large above. So large and x-large:
    /// every thumbnail a file manager at scale 1 or 2 asks for, at twice the
    /// drawing cost of one; xx-large (scale 3 and more) would cost four times
    /// x-large for few screens, and GIO shows x-large there.
    public static let writtenSizes: [Size] = [.large, .xLarge]

    /// The folder of failure records the gnome-desktop factory keeps (its `fail/` entry for "gnome-thumbnail-factory").
    static let factoryFailures = "fail/gnome-thumbnail-factory"

    /// The cache's folder: `$XDG_CACHE_HOME/thumbnails` by default.
    public let root: String
    /// Why nothing more is written in this run (nil while the cache works).
    public private(set) var unavailable: String?
    /// Cards whose thumbnails were written in this run.
    public private(set) var written = 0

    private let renderer = ThumbnailRenderer(fonts: FontMapCache())
    /// Folders known to exist, so a run checks each once.
    private var madeFolders: Set<String> = []

    /// The cache at `root` (default: the user's, `$XDG_CACHE_HOME/thumbnails`).
    public init(root: String = UserFolder.cache + "/thumbnails") {
        // Absolute: the folders are made from the root down.
        self.root = canonicalPath(root)
    }

    /// The URI the file manager knows the file at `path` by.
    static func uri(of path: String) -> String? {
        fileURI(ofPath: canonicalPath(path))
    }

    /// The cache file of size `size` for the file at `path` (whether or not it exists).
    public func path(for file: String, size: Size) -> String? {
        Self.uri(of: file).map { "\(root)/\(size.rawValue)/\(md5Hex($0)).png" }
    }

    // MARK: - Writing

    /// Draws `card`, just written at `path`, in each of ``writtenSizes`` and
    /// puts the thumbnails in the cache, replacing any older ones; removes
    /// its thumbnails of the other sizes (stale: the card just changed, and
    /// GIO would find an xx-large one first) and the factory's record of a
    /// failure, so the file manager takes the new thumbnail at once.
    func store(_ card: RecipeCard, at path: String) {
        guard unavailable == nil else { return }
        var status = stat()
        guard stat(path, &status) == 0, let uri = Self.uri(of: path) else { return }
        let name = md5Hex(uri) + ".png"
        let text = [
            (key: "Thumb::URI", value: uri),
            (key: "Thumb::MTime", value: String(status.st_mtim.tv_sec)),
            (key: "Thumb::Size", value: String(status.st_size)),
            (key: "Software", value: "Larder"),
        ]
        var files: [(folder: String, png: [UInt8])] = []
        for size in Self.writtenSizes {
            // A card that cannot be drawn gets no thumbnail here; the factory
            // will try and record the failure, as for any file.
            // Level 1: a typographic card is mostly flat paper, which the
            // fastest level already packs; higher levels cost more than they save.
            guard let image = try? renderer.render(card, size: size.pixels),
                  let png = image.pngBytes(text: text, compressionLevel: 1) else { return }
            files.append((root + "/" + size.rawValue, png))
        }
        for (folder, png) in files {
            do {
                try makeFolder(folder)
                // Not flushed to disk: a cache entry lost in a crash is drawn again by the factory.
                try AtomicFile.write(png, to: folder + "/" + name, mode: 0o600, sync: false)
            } catch {
                unavailable = "\(error)"
                return
            }
        }
        for size in Size.allCases where !Self.writtenSizes.contains(size) {
            unlink("\(root)/\(size.rawValue)/\(name)")
        }
        unlink("\(root)/\(Self.factoryFailures)/\(name)")
        written += 1
    }

    /// Whether the file at `path` has a thumbnail of every written size in
    /// the cache (present, not checked: a card left unchanged keeps its mtime).
    func hasThumbnails(_ path: String) -> Bool {
        guard unavailable == nil, let uri = Self.uri(of: path) else { return true }
        let name = md5Hex(uri) + ".png"
        return Self.writtenSizes.allSatisfy { access("\(root)/\($0.rawValue)/\(name)", F_OK) == 0 }
    }

    /// Removes the thumbnails of a card removed from the folder, in every
    /// size: readers would ignore them (no file, no matching MTime), but they
    /// would stay until the user's cache is cleaned. The factory's failure
    /// records are left alone (they are the factory's, and as stale).
    func forget(_ path: String) {
        guard let uri = Self.uri(of: path) else { return }
        let name = md5Hex(uri) + ".png"
        for size in Size.allCases { unlink("\(root)/\(size.rawValue)/\(name)") }
    }

    /// Makes `folder` and the missing folders above it, each 0700; throws
    /// when one cannot be made or is not a folder.
    private func makeFolder(_ folder: String) throws {
        guard !madeFolders.contains(folder) else { return }
        var prefix = ""
        for component in folder.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                // TRANSLATORS: the first %@ is a folder's path, the second the reason from the system.
                throw CardFolderError(tr("cannot make %@: %@", prefix, String(cString: strerror(errno))))
            }
        }
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw CardFolderError(tr("%@ is not a folder", folder))
        }
        madeFolders.insert(folder)
    }
}
