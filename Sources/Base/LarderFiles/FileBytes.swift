import Glibc
import LarderLocalization
import SystemPackage

/// Whole files in and out, through swift-system, which retries calls a
/// signal interrupts: the one place Larder reads and writes with POSIX
/// calls (the sandboxed thumbnailer and extractor module included, which is
/// why there is no Foundation here).
public enum FileBytes {
    /// The bytes of the regular file at `path`, refused when it is larger
    /// than `limit` (checked before reading) or not a regular file.
    /// - Parameter followingSymlinks: false refuses a symbolic link (a card
    ///   folder entry someone replaced with a link elsewhere).
    public static func read(_ path: String, limit: Int, followingSymlinks: Bool = true) throws(FileError) -> [UInt8] {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: followingSymlinks ? [.closeOnExec] : [.closeOnExec, .noFollow])
        } catch {
            throw FileError(.read, path, error)
        }
        defer { try? descriptor.close() }
        let status: Stat
        do {
            status = try Stat(descriptor)
        } catch {
            throw FileError(.read, path, error)
        }
        guard status.type == .regular else { throw FileError(tr("Cannot read %@: not a regular file", path)) }
        guard status.size <= Int64(limit) else { throw FileError(trn("Cannot read %@: larger than %@ byte", "Cannot read %@: larger than %@ bytes", limit, path, limit)) }
        var bytes = [UInt8](repeating: 0, count: Int(status.size))
        var total = 0
        // A file may shrink while it is read; stop at its end.
        while total < bytes.count {
            let count: Int
            do {
                count = try bytes.withUnsafeMutableBytes { buffer in
                    try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[total...]))
                }
            } catch {
                throw FileError(.read, path, error)
            }
            if count == 0 { break }
            total += count
        }
        return total == bytes.count ? bytes : Array(bytes[..<total])
    }

    /// Writes `bytes` to `path` in place (created or truncated); on failure
    /// the partial file is removed. For files nobody reads while they are
    /// written (a thumbnailer's output); otherwise use ``AtomicFile``.
    public static func write(_ bytes: some Sequence<UInt8>, to path: String, mode: mode_t = 0o644) throws(FileError) {
        try write(bytes, to: path, mode: mode, options: [.create, .truncate, .closeOnExec], sync: false)
    }

    /// Creates `path` (or truncates it) with `options`, writes every byte
    /// and, when `sync` is set, flushes them to disk.
    static func write(_ bytes: some Sequence<UInt8>, to path: String, mode: mode_t, options: FileDescriptor.OpenOptions, sync: Bool) throws(FileError) {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(FilePath(path), .writeOnly, options: options, permissions: FilePermissions(rawValue: mode))
        } catch {
            throw FileError(.write, path, error)
        }
        do {
            try descriptor.closeAfter {
                _ = try descriptor.writeAll(bytes)
                if sync, fsync(descriptor.rawValue) != 0 { throw Errno(rawValue: errno) }
            }
        } catch {
            unlink(path)
            throw FileError(.write, path, error)
        }
    }
}
