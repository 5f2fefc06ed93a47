import Foundation
import LarderLocalization

/// Creates a store's folder (0700) and empty file (0600) before SQLite opens
/// it, so that no moment exists in which they are readable by others.
enum StoreFile {
    static func prepare(path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                // TRANSLATORS: the first %@ is a folder's path, the second the reason from the system.
                throw StoreError(.access, tr("Cannot create the store's folder %@: %@", directory, error.localizedDescription), path: path)
            }
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            close(fd)
        } else if errno != EEXIST {
            let reason = String(cString: strerror(errno))
            throw StoreError(.access, tr("Cannot create the store file: %@", reason), path: path)
        }
    }
}
