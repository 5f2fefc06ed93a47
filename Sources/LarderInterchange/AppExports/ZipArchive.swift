import Foundation
import ZIPFoundation

/// A zip archive read within limits: the one way Larder reads zip files
/// (app exports, and the per-recipe zips inside a Tandoor export).
///
/// ZIPFoundation reads the archive's directory (names, sizes, checksums);
/// entries are read into memory only, never written anywhere, so a name such
/// as `../../.bashrc` is only a string. Before an entry is inflated its
/// declared sizes are checked against the limits; while it inflates, the
/// bytes are counted (declared sizes can lie) and the whole archive shares one
/// budget, nested archives included. Not thread-safe: one reader at a time.
final class ZipArchive: @unchecked Sendable {
    /// What an archive may hold before it is refused as hostile.
    struct Limits: Sendable {
        /// Entries in one archive.
        var maximumEntries = 50_000
        /// Bytes of one entry, inflated.
        var maximumEntrySize = 256 << 20
        /// Bytes inflated from the archive in all, nested archives included.
        var maximumTotalSize = 4 << 30
        /// Inflated bytes per compressed byte, for one entry.
        var maximumRatio = 200
        /// Archives inside archives: one level (a Tandoor export).
        var maximumDepth = 1
    }

    /// One file in the archive.
    struct Member: Sendable {
        /// The path as the archive names it (never used as a file system path).
        var path: String
        /// The declared inflated size.
        var size: Int
        var compressedSize: Int
        var crc32: UInt32
        var isCompressed: Bool
        /// Where its compressed bytes start in the archive.
        var dataOffset: Int
    }

    /// The files, in the archive's directory order (folders left out).
    let members: [Member]
    let limits: Limits
    private let depth: Int
    private let source: ByteSource
    /// Bytes left to inflate, shared with nested archives.
    private let budget: Budget

    private final class Budget {
        var remaining: Int
        init(_ remaining: Int) { self.remaining = remaining }
    }

    /// The bytes of the archive: in memory, or read from a file a range at a time.
    private enum ByteSource {
        case memory(Data)
        case file(FileHandle, path: String, size: Int)

        var size: Int {
            switch self {
            case .memory(let data): return data.count
            case .file(_, _, let size): return size
            }
        }

        func read(_ offset: Int, _ count: Int) throws(ImportError) -> Data {
            guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
                throw ImportError(.notRecipeFile, "the zip archive is truncated or damaged")
            }
            switch self {
            case .memory(let data):
                return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + count)
            case .file(let handle, _, _):
                do {
                    try handle.seek(toOffset: UInt64(offset))
                    let bytes = try handle.read(upToCount: count) ?? Data()
                    guard bytes.count == count else { throw ImportError(.unreadable, "") }
                    return bytes
                } catch {
                    throw ImportError(.unreadable, "cannot read the zip archive")
                }
            }
        }
    }

    /// `true` when `data` starts as a zip archive does.
    static func hasSignature(_ data: Data) -> Bool {
        data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// The archive held in `data`.
    convenience init(data: Data, limits: Limits = Limits()) throws(ImportError) {
        try self.init(source: .memory(data), limits: limits, depth: 0, budget: Budget(limits.maximumTotalSize))
    }

    /// The archive in the file at `path`, read a range at a time.
    convenience init(path: String, limits: Limits = Limits()) throws(ImportError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImportError(.unreadable, "cannot read the file")
        }
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        try self.init(source: .file(handle, path: path, size: size), limits: limits, depth: 0, budget: Budget(limits.maximumTotalSize))
    }

    private init(source: ByteSource, limits: Limits, depth: Int, budget: Budget) throws(ImportError) {
        self.source = source
        self.limits = limits
        self.depth = depth
        self.budget = budget
        let offsets = try Self.dataOffsets(in: source, limits: limits)
        let archive: Archive
        do {
            switch source {
            case .memory(let data): archive = try Archive(data: data, accessMode: .read)
            case .file(_, let path, _):
                archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
            }
        } catch {
            throw ImportError(.notRecipeFile, "not a readable zip archive")
        }
        var members: [Member] = []
        var index = 0
        for entry in archive {
            guard index < offsets.count else { break }
            defer { index += 1 }
            guard entry.compressedSize == offsets[index].compressedSize else {
                throw ImportError(.notRecipeFile, "the zip archive's directory is damaged")
            }
            guard entry.type == .file else { continue }
            guard entry.uncompressedSize <= UInt64(Int.max), entry.compressedSize <= UInt64(Int.max) else {
                throw ImportError(.tooLarge, "the zip archive declares an entry larger than any Larder reads")
            }
            members.append(Member(path: entry.path, size: Int(entry.uncompressedSize), compressedSize: Int(entry.compressedSize),
                                  crc32: entry.checksum, isCompressed: entry.isCompressed, dataOffset: offsets[index].dataOffset))
        }
        guard index == offsets.count else {
            throw ImportError(.notRecipeFile, "the zip archive's directory is damaged")
        }
        self.members = members
    }

    deinit {
        if case .file(let handle, _, _) = source { try? handle.close() }
    }

    /// An archive held in a member of this one, sharing its budget; refused
    /// beyond ``Limits/maximumDepth``.
    func nestedArchive(_ member: Member) throws(ImportError) -> ZipArchive {
        guard depth < limits.maximumDepth else {
            throw ImportError(.notRecipeFile, "the zip archive nests archives deeper than \(limits.maximumDepth) level; refused")
        }
        return try ZipArchive(source: .memory(try contents(of: member)), limits: limits, depth: depth + 1, budget: budget)
    }

    /// The inflated bytes of `member`, checked against the limits before and
    /// while inflating, and against its checksum after.
    func contents(of member: Member) throws(ImportError) -> Data {
        let limit = min(limits.maximumEntrySize, budget.remaining)
        guard member.size <= limit else {
            throw ImportError(.tooLarge, "\(member.path) in the zip archive is \(member.size) bytes inflated, more than Larder reads (\(limit))")
        }
        if member.isCompressed, member.size > max(member.compressedSize, 1) * limits.maximumRatio {
            throw ImportError(.tooLarge, "\(member.path) in the zip archive inflates \(limits.maximumRatio) times beyond its size (a zip bomb?); refused")
        }
        let compressed = try source.read(member.dataOffset, member.compressedSize)
        var data = compressed
        var checksum: UInt32 = 0
        if member.isCompressed {
            // The output may not pass what the entry declared, nor the ratio.
            let bound = min(member.size, max(member.compressedSize, 1) * limits.maximumRatio)
            do {
                (data, checksum) = try BoundedInflate.inflate(compressed, limit: bound)
            } catch .tooLarge {
                throw ImportError(.tooLarge, "\(member.path) in the zip archive inflates to more than it declares (a zip bomb?); refused")
            } catch {
                throw ImportError(.notRecipeFile, "\(member.path) in the zip archive is damaged (its compressed data is invalid)")
            }
        } else {
            checksum = data.crc32(checksum: 0)
        }
        budget.remaining -= data.count
        guard data.count == member.size, checksum == member.crc32 else {
            throw ImportError(.notRecipeFile, "\(member.path) in the zip archive is damaged (its size or checksum is wrong)")
        }
        return data
    }

    // MARK: - Where each entry's data starts

    private struct Located {
        var compressedSize: UInt64
        var dataOffset: Int
    }

    /// The start of each entry's data, in directory order: ZIPFoundation keeps
    /// it to itself, and its own decoder cannot be bounded (see ``BoundedInflate``),
    /// so the central directory's record of each local header is read here.
    /// The entry count is checked before anything else is read.
    private static func dataOffsets(in source: ByteSource, limits: Limits) throws(ImportError) -> [Located] {
        let damaged = ImportError(.notRecipeFile, "not a readable zip archive (its directory is missing or damaged)")
        let tailLength = min(source.size, 22 + 0xFFFF)
        let tail = [UInt8](try source.read(source.size - tailLength, tailLength))
        guard tail.count >= 22 else { throw damaged }
        var end = tail.count - 22
        while end >= 0, !(tail[end] == 0x50 && tail[end + 1] == 0x4B && tail[end + 2] == 5 && tail[end + 3] == 6) { end -= 1 }
        guard end >= 0 else { throw damaged }
        let count = Int(tail.u16(end + 10)), directorySize = Int(tail.u32(end + 12)), directoryOffset = Int(tail.u32(end + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw ImportError(.tooLarge, "a ZIP64 archive (over 4 GB or 65,535 entries); Larder reads smaller ones")
        }
        guard count <= limits.maximumEntries else {
            throw ImportError(.tooLarge, "the zip archive has \(count) entries; more than \(limits.maximumEntries) are refused")
        }
        guard directorySize <= count * (46 + 3 * 0xFFFF) else { throw damaged }
        let directory = [UInt8](try source.read(directoryOffset, directorySize))
        var located: [Located] = []
        located.reserveCapacity(count)
        var position = 0
        for _ in 0..<count {
            guard position + 46 <= directory.count, directory.u32(position) == 0x0201_4B50 else { throw damaged }
            let compressedSize = directory.u32(position + 20)
            let headerOffset = Int(directory.u32(position + 42))
            position += 46 + Int(directory.u16(position + 28)) + Int(directory.u16(position + 30)) + Int(directory.u16(position + 32))
            let header = [UInt8](try source.read(headerOffset, 30))
            guard header.u32(0) == 0x0403_4B50 else { throw damaged }
            located.append(Located(compressedSize: UInt64(compressedSize),
                                   dataOffset: headerOffset + 30 + Int(header.u16(26)) + Int(header.u16(28))))
        }
        return located
    }
}

private extension [UInt8] {
    func u16(_ at: Int) -> UInt16 { UInt16(self[at]) | UInt16(self[at + 1]) << 8 }
    func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) | UInt32(u16(at + 2)) << 16 }
}
