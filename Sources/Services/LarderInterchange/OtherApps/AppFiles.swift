import Foundation
import LarderLocalization
import LarderModel

/// The files of an export by their paths inside it, wherever it is: the
/// entries of a zip archive, or the files under a folder the user unpacked
/// it into. Readers whose recipes name other files (a photo, a component)
/// look them up here, so that one reader serves the zip and the folder.
/// Paths are relative, `/`-separated; a path with a `..` part, or an
/// absolute one, is never looked up, so a recipe cannot name a file outside
/// its export.
struct AppFiles: Sendable {
    private enum Storage: Sendable {
        case archive(ZipArchive, [String: ZipArchive.Member])
        case folder(String)
    }

    private let storage: Storage

    /// The entries of `archive` (litter left out).
    init(archive: ZipArchive) {
        var byPath: [String: ZipArchive.Member] = [:]
        for member in archive.members where !ArchiveLayout.isJunk(member.path) { byPath[member.path] = member }
        storage = .archive(archive, byPath)
    }

    /// The files under `folder`.
    init(folder: String) {
        storage = .folder(folder)
    }

    /// The bytes of the file at `path`; `nil` when there is none. A file
    /// larger than `limit` bytes, or one the archive cannot give, is an error.
    func contents(of path: String, limit: Int) throws(ImportError) -> Data? {
        guard Self.isInside(path) else { return nil }
        switch storage {
        case .archive(let archive, let byPath):
            guard let member = byPath[path] else { return nil }
            guard member.size <= limit else {
                // TRANSLATORS: %1$@ is a path in the export, %2$@ its size in bytes, %3$@ the limit in megabytes.
                throw ImportError(.tooLarge, tr("%@ has %@ bytes, more than %@ MB", path, member.size, limit >> 20))
            }
            return try archive.contents(of: member)
        case .folder(let folder):
            let full = ArchiveLayout.join(folder, path)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: full),
                  (attributes[.type] as? FileAttributeType) == .typeRegular else { return nil }
            if let size = attributes[.size] as? Int, size > limit {
                // TRANSLATORS: %1$@ is a path in the export, %2$@ its size in bytes, %3$@ the limit in megabytes.
                throw ImportError(.tooLarge, tr("%@ has %@ bytes, more than %@ MB", path, size, limit >> 20))
            }
            guard let data = FileManager.default.contents(atPath: full) else {
                throw ImportError(.unreadable, tr("cannot read %@", path))
            }
            return data
        }
    }

    /// The paths of the files right inside `folder` ("" for the top), in name order.
    func files(in folder: String) -> [String] {
        guard folder.isEmpty || Self.isInside(folder) else { return [] }
        switch storage {
        case .archive(_, let byPath):
            return byPath.keys.filter { ArchiveLayout.folder(of: $0) == folder }.sorted()
        case .folder(let root):
            let full = ArchiveLayout.join(root, folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { ArchiveLayout.join(folder, $0) }.filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: ArchiveLayout.join(root, path), isDirectory: &isDirectory) && !isDirectory.boolValue
            }
        }
    }

    /// A photo named by `reference` (a relative path, maybe percent-encoded)
    /// in `folder`: the photo, or a warning saying why it was left out; a
    /// web address goes to `webAddress`, for the importer to fetch.
    func photo(_ reference: String, in folder: String, limit: Int, warnings: inout [String], webAddress: inout String?) -> Photo? {
        if let address = AppRecipeFields.webAddress(reference) {
            webAddress = address
            return nil
        }
        let relative = reference.hasPrefix("./") ? String(reference.dropFirst(2)) : reference
        var candidates = [ArchiveLayout.join(folder, relative)]
        if let decoded = relative.removingPercentEncoding, decoded != relative { candidates.append(ArchiveLayout.join(folder, decoded)) }
        do throws(ImportError) {
            for path in candidates {
                if let data = try contents(of: path, limit: limit) {
                    return AppRecipeFields.photo(data, from: reference, limit: limit, warnings: &warnings)
                }
            }
            warnings.append(tr("photo %@ is not in the export; left out", reference))
        } catch {
            // TRANSLATORS: %1$@ is the photo's path, %2$@ the reason.
            warnings.append(tr("photo %@ left out: %@", reference, error.message))
        }
        return nil
    }

    /// `true` for a relative path without `..` parts.
    private static func isInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}

extension AppFiles {
    /// The file at `path` as text (UTF-8, a byte order mark dropped), or `nil` when there is none.
    func text(of path: String, limit: Int) throws(ImportError) -> String? {
        guard let data = try contents(of: path, limit: limit) else { return nil }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
