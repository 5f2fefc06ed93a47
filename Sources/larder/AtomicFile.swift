import Foundation

/// Writes a file so that no reader ever sees it half written: a hidden
/// temporary file in the same folder, flushed to disk, then renamed over.
enum AtomicFile {
    static func write(_ data: Data, to path: String, mode: mode_t = 0o644) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = "\(directory)/.\(url.lastPathComponent).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw CLIError("Cannot write \(path): \(String(cString: strerror(errno)))") }
        var ok = true
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { ok = false; break }
                offset += written
            }
        }
        ok = ok && fsync(fd) == 0
        let reason = String(cString: strerror(errno))
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CLIError("Cannot write \(path): \(reason)")
        }
    }
}
