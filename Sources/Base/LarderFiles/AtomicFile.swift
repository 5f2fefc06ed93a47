import CLinuxRename
import Glibc
import LarderLocalization
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
        let temporary = try writeTemporary(bytes, for: path, mode: mode, temporaryName: temporaryName, sync: sync)
        guard rename(temporary, path) == 0 else { throw failure(writing: path, removing: temporary) }
    }

    /// Writes `bytes` as `path` as ``write(_:to:mode:temporaryName:sync:)``
    /// does, but only while `path` still holds `expected` (nil: while there is
    /// no such file). Someone's save between the caller's read and this
    /// write is never written over: not even one that came while the new
    /// file was flushed to disk, nor an editor still writing into the old
    /// file through an open descriptor.
    ///
    /// The new file and the old one are swapped in one step
    /// (`RENAME_EXCHANGE`); if the old one then differs from `expected`, they
    /// are swapped back. Without `expected`, the rename fails if a file
    /// appeared (`RENAME_NOREPLACE`). On a file system without these
    /// (some network and FUSE ones) the old file is compared just before a
    /// plain rename.
    ///
    /// - Returns: false when `path` had changed, and was left as it was.
    public static func replace(_ path: String, with bytes: some Sequence<UInt8>, ifStill expected: [UInt8]?,
                               mode: mode_t = 0o644, temporaryName: String? = nil, sync: Bool = true) throws(FileError) -> Bool {
        let written = Array(bytes)
        let temporary = try writeTemporary(written, for: path, mode: mode, temporaryName: temporaryName, sync: sync)
        guard let expected else {
            if larder_rename_no_replace(temporary, path) == 0 { return true }
            return try isUnsupported(errno) ? renameIfStill(temporary, path, nil) : refused(path, removing: temporary, because: EEXIST)
        }
        guard larder_rename_exchange(temporary, path) == 0 else {
            return try isUnsupported(errno) ? renameIfStill(temporary, path, expected) : refused(path, removing: temporary, because: ENOENT)
        }
        // The old file is at the temporary name now: still what was read?
        if holds(temporary, expected) {
            unlink(temporary)
            return true
        }
        // Someone's file: back to its place (never removed: it is theirs).
        guard larder_rename_exchange(temporary, path) == 0 else { throw failure(writing: path, removing: nil) }
        // Unless they saved again meanwhile, by a rename over the new file:
        // that save, now at the temporary name, is the one to keep.
        if !holds(temporary, written), larder_rename_exchange(temporary, path) != 0 { throw failure(writing: path, removing: nil) }
        unlink(temporary)
        return false
    }

    /// False, after removing `temporary`, when renameat2 refused because
    /// `path` changed (errno `code`); otherwise throws its error.
    private static func refused(_ path: String, removing temporary: String, because code: Int32) throws(FileError) -> Bool {
        guard errno == code else { throw failure(writing: path, removing: temporary) }
        unlink(temporary)
        return false
    }

    /// Where renameat2's flags are not supported (some network and FUSE file
    /// systems): `path` compared with `expected`, then a plain rename.
    private static func renameIfStill(_ temporary: String, _ path: String, _ expected: [UInt8]?) throws(FileError) -> Bool {
        guard holds(path, expected) else {
            unlink(temporary)
            return false
        }
        guard rename(temporary, path) == 0 else { throw failure(writing: path, removing: temporary) }
        return true
    }

    // MARK: - Steps

    /// The flushed temporary file beside `path`, ready to be renamed.
    private static func writeTemporary(_ bytes: some Sequence<UInt8>, for path: String, mode: mode_t,
                                       temporaryName: String?, sync: Bool) throws(FileError) -> String {
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
        return temporary
    }

    /// Whether `path` is a regular file holding `expected` (nil: whether nothing is at `path`).
    private static func holds(_ path: String, _ expected: [UInt8]?) -> Bool {
        guard let expected else {
            var status = stat()
            return lstat(path, &status) != 0 && errno == ENOENT
        }
        return (try? FileBytes.read(path, limit: expected.count + 1, followingSymlinks: false)) == expected
    }

    /// renameat2's answer when the file system cannot swap or refuse to replace.
    private static func isUnsupported(_ code: Int32) -> Bool {
        code == EINVAL || code == ENOSYS || code == EOPNOTSUPP
    }

    /// The error for a failed rename (errno), after removing `temporary`.
    private static func failure(writing path: String, removing temporary: String?) -> FileError {
        let code = errno
        // TRANSLATORS: the first %@ is a file path, the second the reason from the system.
        var error = FileError(tr("Cannot write %@: %@", path, String(cString: strerror(code))))
        error.code = code
        if let temporary { unlink(temporary) }
        return error
    }
}
