import Foundation
import ZIPFoundation

/// A zip archive written through ZIPFoundation, an entry at a time (so that
/// recipes with photos are never all in memory), into a temporary file beside
/// its destination that takes the destination's name only once complete: an
/// interrupted export leaves no half archive under that name.
public final class ZipWriter {
    private let destination: String
    private let temporary: String
    private let archive: Archive
    private let date = Date()

    /// A new, empty archive that ``commit()`` puts at `path`.
    public init(path: String) throws {
        destination = path
        let url = URL(fileURLWithPath: path)
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial").path
        try? FileManager.default.removeItem(atPath: temporary)
        archive = try Archive(url: URL(fileURLWithPath: temporary), accessMode: .create)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: temporary)
    }

    /// Adds `data` as the entry `path` ("/" between folders), deflated.
    public func add(_ path: String, _ data: Data) throws {
        try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: date,
                             compressionMethod: data.count > 64 ? .deflate : .none) { position, size in
            data.subdata(in: Int(position)..<(Int(position) + size))
        }
    }

    /// Puts the complete archive at its destination.
    public func commit() throws {
        guard rename(temporary, destination) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
        }
    }
}
