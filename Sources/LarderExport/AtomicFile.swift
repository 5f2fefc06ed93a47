import Foundation

/// Writes a file so that no reader ever sees it half written, even if the
/// process is killed: a hidden temporary file in the same folder, flushed
/// to disk, then renamed over the target.
public enum AtomicFile {
    /// - Parameters:
    ///   - temporaryName: the hidden name to write first (default: `.NAME.PID.tmp`).
    ///   - sync: flush to disk before the rename (turned off only to measure its cost).
    public static func write(_ bytes: some ContiguousBytes, to path: String, mode: mode_t = 0o644,
                             temporaryName: String? = nil, sync: Bool = true) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/" + (temporaryName ?? ".\(url.lastPathComponent).\(getpid()).tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { throw ExportError("Cannot write \(path): \(String(cString: strerror(errno)))") }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { failure = errno; break }
                offset += written
            }
        }
        if failure == 0, sync, fsync(fd) != 0 { failure = errno }
        close(fd)
        guard failure == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(failure != 0 ? failure : errno))
            unlink(temporary)
            throw ExportError("Cannot write \(path): \(reason)")
        }
    }
}
