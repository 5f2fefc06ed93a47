import Foundation
import LarderTestSupport

/// What a file sync tool (Syncthing, Nextcloud) does between two folders:
/// it compares each side with the state both last agreed on, carries every
/// change across one file at a time, keeping the file's modification time,
/// in whatever order it likes (possibly stopping midway, while the folders'
/// owners go on working). A file changed on both sides to different bytes
/// keeps the newer one and gets a conflicted copy of the other; a file
/// deleted on one side and changed on the other comes back.
struct SyncToolStandIn {
    let folders: (String, String)
    /// Each file's bytes as both sides last had them.
    private(set) var agreed: [String: [UInt8]] = [:]
    private var conflictCopies = 0
    /// What the last ``exchange(limit:only:using:)`` did, a line a file, for a
    /// test's account of what happened.
    private(set) var lastCarried: [String] = []

    init(_ first: String, _ second: String) {
        folders = (first, second)
    }

    /// Carries changes across, in an order `generator` decides (the names
    /// are sorted first: a Set's order differs between processes); at most
    /// `limit` files, and with `only`, only the files so named.
    /// - Returns: how many files it changed.
    @discardableResult
    mutating func exchange(limit: Int = .max, only: Set<String>? = nil, using generator: inout SeededGenerator) -> Int {
        let first = Self.contents(folders.0), second = Self.contents(folders.1)
        let names = Set(first.keys).union(second.keys).union(agreed.keys).filter { only?.contains($0) ?? true }
            .sorted().shuffled(using: &generator)
        var changed = 0
        lastCarried = []
        for name in names where changed < limit {
            let base = agreed[name], a = first[name], b = second[name]
            if a == b {
                if a == nil { agreed[name] = nil } else { agreed[name] = a }
                continue
            }
            if a == base {
                copy(name, from: folders.1, to: folders.0, bytes: b)
            } else if b == base {
                copy(name, from: folders.0, to: folders.1, bytes: a)
            } else if a == nil || b == nil {
                // Deleted on one side, changed on the other: the change wins.
                let (from, to, bytes) = a == nil ? (folders.1, folders.0, b) : (folders.0, folders.1, a)
                copy(name, from: from, to: to, bytes: bytes)
            } else {
                // Changed on both: the newer stays, the other becomes a conflicted copy on both sides.
                let (timeA, timeB) = (Self.modificationTime(folders.0 + "/" + name), Self.modificationTime(folders.1 + "/" + name))
                let aNewer = (timeA.tv_sec, timeA.tv_nsec) >= (timeB.tv_sec, timeB.tv_nsec)
                let (winner, loser) = aNewer ? (folders.0, folders.1) : (folders.1, folders.0)
                conflictCopies += 1
                let stem = name.hasSuffix(".recipe.md") ? String(name.dropLast(10)) : name
                let copyName = "\(stem) (conflicted copy \(conflictCopies)).recipe.md"
                let loserBytes = aNewer ? b! : a!
                for folder in [folders.0, folders.1] { Self.write(loserBytes, to: folder + "/" + copyName, time: nil) }
                lastCarried.append("\(name): changed on both, the other kept as \(copyName)")
                agreed[copyName] = loserBytes
                copy(name, from: winner, to: loser, bytes: aNewer ? a : b)
                changed += 1
            }
            changed += 1
        }
        return changed
    }

    /// Exchanges until both folders agree.
    mutating func settle(using generator: inout SeededGenerator) {
        while exchange(using: &generator) > 0 {}
    }

    private mutating func copy(_ name: String, from: String, to: String, bytes: [UInt8]?) {
        lastCarried.append("\(name) \(bytes == nil ? "removed from" : "copied to") \((to as NSString).lastPathComponent)")
        if let bytes {
            Self.write(bytes, to: to + "/" + name, time: Self.modificationTime(from + "/" + name))
        } else {
            unlink(to + "/" + name)
        }
        agreed[name] = bytes
    }

    /// The folder's visible files (Larder's hidden ones are its own business).
    static func contents(_ folder: String) -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
            if let data = FileManager.default.contents(atPath: folder + "/" + name) { contents[name] = [UInt8](data) }
        }
        return contents
    }

    static func modificationTime(_ path: String) -> timespec {
        var status = stat()
        stat(path, &status)
        return status.st_mtim
    }

    /// Writes like a sync tool: a temporary file renamed over the name, with the source's time.
    static func write(_ bytes: [UInt8], to path: String, time: timespec?) {
        let temporary = (path as NSString).deletingLastPathComponent + "/.syncthing.tmp"
        FileManager.default.createFile(atPath: temporary, contents: Data(bytes))
        if let time {
            let times = [time, time]
            utimensat(AT_FDCWD, temporary, times, 0)
        }
        rename(temporary, path)
    }
}
