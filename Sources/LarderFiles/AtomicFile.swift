import Glibc
import SystemPackage

/// Writes a file so that no reader ever sees it half written, even if the
/// process is killed: a hidden temporary file in the same folder, flushed
/// to disk, then renamed over the target.
public enum AtomicFile {
    /// - Parameters:
    ///   - temporaryName: the hidden name to write first (default: `.NAME.PID.tmp`).
    ///   - sync: flush to disk before the rename (turned off only to measure its cost).
    public static func write(_ bytes: some Sequence<UInt8>, to path: String, mode: mode_t = 0o644,
                             temporaryName: String? = nil, sync: Bool = true) throws(FileError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = folder + (temporaryName ?? ".\(name).\(getpid()).tmp")
        // The mode is set on creation: umask applies, as for any new file. A
        // temporary file left by a killed writer is removed, then created again.
        let options: FileDescriptor.OpenOptions = [.create, .exclusiveCreate, .closeOnExec, .noFollow]
        do {
            try FileBytes.write(bytes, to: temporary, mode: mode, options: options, sync: sync)
        } catch where error.code == EEXIST {
            unlink(temporary)
            try FileBytes.write(bytes, to: temporary, mode: mode, options: options, sync: sync)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileError("Cannot write \(path): \(reason)")
        }
    }
}
