import Foundation
import LarderFiles
import LarderLocalization

/// File operations in the card folder. Cards are written atomically: a
/// hidden temporary file in the same folder, flushed to disk, renamed over
/// the card. One card folder sync at a time works in a folder, across processes: a
/// run holds an exclusive lock on the folder itself (flock on the directory,
/// so no lock file is left among the user's files). Under that lock an
/// in-progress marker left behind can only be a killed run's, so the next run
/// cleans up its temporary files, and normal runs never list the folder.
struct CardFolder {
    let path: String

    static let temporaryPrefix = ".larder-tmp-"
    static let progressMarker = ".larder-export-in-progress"

    func file(_ name: String) -> String { path + "/" + name }

    /// Makes the folder if needed and takes its lock, waiting while another
    /// card folder sync (another `larder` process) works in it; if the last run was
    /// killed, removes its temporary files. Then marks this run as in progress.
    /// - Returns: the locked folder's descriptor, for ``end(_:)``.
    func begin() throws -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            // TRANSLATORS: the first %@ is a folder's path, the second the reason from the system.
            throw CardFolderError(tr("Cannot create the card folder %@: %@", path, error.localizedDescription))
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        // TRANSLATORS: the first %@ is a folder's path, the second the reason from the system.
        guard descriptor >= 0 else { throw CardFolderError(tr("Cannot open the card folder %@: %@", path, String(cString: strerror(errno)))) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                // TRANSLATORS: the first %@ is a folder's path, the second the reason from the system.
                throw CardFolderError(tr("Cannot lock the card folder %@: %@", path, reason))
            }
        }
        if FileManager.default.fileExists(atPath: file(Self.progressMarker)) { _ = try removeTemporaryFiles() }
        // open(2), not FileManager.createFile: that writes through a temporary
        // file of its own, which a kill at the wrong moment would leave behind.
        let marker = open(file(Self.progressMarker), O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard marker >= 0 else {
            close(descriptor)
            throw CardFolderError(tr("Cannot write in the card folder %@ (permissions?)", path))
        }
        close(marker)
        return descriptor
    }

    /// Flushes the folder's entries (the renames), clears the marker and
    /// releases the lock ``begin()`` took.
    func end(_ descriptor: Int32) {
        fsync(descriptor)
        unlink(file(Self.progressMarker))
        close(descriptor)
    }

    /// Removes temporary files left by a killed run; returns their names.
    @discardableResult
    func removeTemporaryFiles() throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let leftovers = names.filter { $0.hasPrefix(Self.temporaryPrefix) }
        for name in leftovers { unlink(file(name)) }
        return leftovers
    }

    /// Every file name in the folder (for checks; sync never lists).
    func allNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    func exists(_ name: String) -> Bool {
        var status = stat()
        return lstat(file(name), &status) == 0
    }

    /// When the file's content last changed (a sync tool carries it across
    /// machines); nil when there is no such file.
    func modificationTime(_ name: String) -> Date? {
        var status = stat()
        guard lstat(file(name), &status) == 0 else { return nil }
        return Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
    }

    /// The bytes of a regular file of at most `limit` bytes; `nil` otherwise.
    func read(_ name: String, limit: Int) -> [UInt8]? {
        try? FileBytes.read(file(name), limit: limit, followingSymlinks: false)
    }

    /// Writes `bytes` as `name` atomically, only while the file still holds
    /// `current` (nil: while there is none), as it did when it was read: a
    /// save that came meanwhile is never written over
    /// (``AtomicFile/replace(_:with:ifStill:mode:temporaryName:sync:)``).
    /// - Returns: false when the file had changed, and was left as it was.
    func write(_ bytes: [UInt8], as name: String, over current: [UInt8]?, sync: Bool = true) throws -> Bool {
        do {
            return try AtomicFile.replace(file(name), with: bytes, ifStill: current,
                                          temporaryName: "\(Self.temporaryPrefix)\(getpid())-\(name)", sync: sync)
        } catch {
            throw CardFolderError(error.description)
        }
    }

    /// Renames `name` to `newName` in the folder (atomically, same bytes).
    func move(_ name: String, to newName: String) throws {
        guard rename(file(name), file(newName)) == 0 else {
            // TRANSLATORS: the %@ are two file names, the folder's path and the reason from the system.
            throw CardFolderError(tr("Cannot rename %@ to %@ in %@: %@", name, newName, path, String(cString: strerror(errno))))
        }
    }

    func remove(_ name: String) {
        unlink(file(name))
    }
}
