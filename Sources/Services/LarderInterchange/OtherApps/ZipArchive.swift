import Foundation
import LarderLocalization
import ZIPFoundation

/// A zip archive read within limits: the one way Larder reads zip files
/// (app exports, and the per-recipe zips inside a Tandoor export).
///
/// The central directory (names, sizes, checksums, where each entry starts)
/// is read here, every offset checked against the archive's size;
/// ZIPFoundation inflates the entries and computes their checksums (see
/// ``BoundedInflate``). ZIPFoundation's own reader is not used: on hostile
/// data held in memory it stops the process (a range check fails when a
/// directory entry points past the end), and its inflater spins for ever on a
/// truncated stream. Entries are read into memory only, never written
/// anywhere, so a name such as `../../.bashrc` is only a string. Before an
/// entry is inflated its declared sizes are checked against the limits; while
/// it inflates, the bytes are counted (declared sizes can lie) and the whole
/// archive shares one budget, nested archives included. Not thread-safe: one
/// reader at a time.
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
        /// 0 stored, 8 deflated; anything else is refused when read.
        var method: Int
        var isEncrypted: Bool
        /// Where its local header starts in the archive.
        var headerOffset: Int
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
        case file(FileHandle, size: Int)

        var size: Int {
            switch self {
            case .memory(let data): return data.count
            case .file(_, let size): return size
            }
        }

        func read(_ offset: Int, _ count: Int) throws(ImportError) -> Data {
            guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
                throw ImportError(.notRecipeFile, tr("the zip archive is truncated or damaged"))
            }
            switch self {
            case .memory(let data):
                return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + count)
            case .file(let handle, _):
                do {
                    try handle.seek(toOffset: UInt64(offset))
                    let bytes = try handle.read(upToCount: count) ?? Data()
                    guard bytes.count == count else { throw ImportError(.unreadable, "") }
                    return bytes
                } catch {
                    throw ImportError(.unreadable, tr("cannot read the zip archive"))
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
            throw ImportError(.unreadable, tr("cannot read the file"))
        }
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        try self.init(source: .file(handle, size: size), limits: limits, depth: 0, budget: Budget(limits.maximumTotalSize))
    }

    private init(source: ByteSource, limits: Limits, depth: Int, budget: Budget) throws(ImportError) {
        self.source = source
        self.limits = limits
        self.depth = depth
        self.budget = budget
        members = try Self.directory(of: source, limits: limits)
    }

    deinit {
        if case .file(let handle, _) = source { try? handle.close() }
    }

    /// An archive held in a member of this one, sharing its budget; refused
    /// beyond ``Limits/maximumDepth``.
    func nestedArchive(_ member: Member) throws(ImportError) -> ZipArchive {
        guard depth < limits.maximumDepth else {
            // TRANSLATORS: %@ is the number of levels of archives inside archives allowed.
            throw ImportError(.notRecipeFile, tr("the zip archive nests archives deeper than %@ level; refused", limits.maximumDepth))
        }
        return try ZipArchive(source: .memory(try contents(of: member)), limits: limits, depth: depth + 1, budget: budget)
    }

    /// The inflated bytes of `member`, checked against the limits before and
    /// while inflating, and against its checksum after.
    func contents(of member: Member) throws(ImportError) -> Data {
        let limit = min(limits.maximumEntrySize, budget.remaining)
        // Deflate never grows data by more than a few bytes per block: a larger
        // compressed size is a lie, and is not read into memory.
        guard member.size <= limit, member.compressedSize <= limit + limit / 100 + 1024 else {
            // TRANSLATORS: %1$@ is a path in the archive, %2$@ its size in bytes, %3$@ the most bytes read.
            throw ImportError(.tooLarge, tr("%@ in the zip archive is %@ bytes inflated, more than Larder reads (%@)", member.path, member.size, limit))
        }
        guard member.method == 0 || member.method == 8, !member.isEncrypted else {
            // TRANSLATORS: %1$@ is a path in the archive, %2$@ the number of the zip compression method.
            throw ImportError(.notRecipeFile, tr("%@ in the zip archive is encrypted or compressed in a way Larder does not read (method %@)", member.path, member.method))
        }
        if member.method == 8, member.size > max(member.compressedSize, 1) * limits.maximumRatio {
            // TRANSLATORS: %1$@ is a path in the archive, %2$@ the largest ratio of inflated to compressed size allowed.
            throw ImportError(.tooLarge, tr("%@ in the zip archive inflates %@ times beyond its size (a zip bomb?); refused", member.path, limits.maximumRatio))
        }
        let header = [UInt8](try source.read(member.headerOffset, 30))
        guard header.u32(0) == 0x0403_4B50 else {
            throw ImportError(.notRecipeFile, tr("%@ in the zip archive is damaged (no local header where the directory says)", member.path))
        }
        let compressed = try source.read(member.headerOffset + 30 + Int(header.u16(26)) + Int(header.u16(28)), member.compressedSize)
        var data = compressed
        var checksum: UInt32 = 0
        if member.method == 8 {
            // The output may not pass what the entry declared, nor the ratio.
            let bound = min(member.size, max(member.compressedSize, 1) * limits.maximumRatio)
            do {
                (data, checksum) = try BoundedInflate.inflate(compressed, limit: bound)
            } catch .tooLarge {
                throw ImportError(.tooLarge, tr("%@ in the zip archive inflates to more than it declares (a zip bomb?); refused", member.path))
            } catch {
                throw ImportError(.notRecipeFile, tr("%@ in the zip archive is damaged (its compressed data is invalid)", member.path))
            }
        } else {
            checksum = data.crc32(checksum: 0)
        }
        budget.remaining -= data.count
        guard data.count == member.size, checksum == member.crc32 else {
            throw ImportError(.notRecipeFile, tr("%@ in the zip archive is damaged (its size or checksum is wrong)", member.path))
        }
        return data
    }

    // MARK: - The central directory

    /// The files the central directory lists, in its order; the entry count
    /// is checked before anything else is read, and every record against the
    /// directory's bounds.
    private static func directory(of source: ByteSource, limits: Limits) throws(ImportError) -> [Member] {
        let damaged = ImportError(.notRecipeFile, tr("not a readable zip archive (its directory is missing or damaged)"))
        let tailLength = min(source.size, 22 + 0xFFFF)
        let tail = [UInt8](try source.read(source.size - tailLength, tailLength))
        guard tail.count >= 22 else { throw damaged }
        var end = tail.count - 22
        while end >= 0, !(tail[end] == 0x50 && tail[end + 1] == 0x4B && tail[end + 2] == 5 && tail[end + 3] == 6) { end -= 1 }
        guard end >= 0 else { throw damaged }
        let count = Int(tail.u16(end + 10)), directorySize = Int(tail.u32(end + 12)), directoryOffset = Int(tail.u32(end + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw ImportError(.tooLarge, tr("a ZIP64 archive (over 4 GB or 65,535 entries); Larder reads smaller ones"))
        }
        guard count <= limits.maximumEntries else {
            // TRANSLATORS: %1$@ is the number of entries in the archive, %2$@ the most allowed.
            throw ImportError(.tooLarge, tr("the zip archive has %@ entries; more than %@ are refused", count, limits.maximumEntries))
        }
        guard directorySize <= count * (46 + 3 * 0xFFFF) else { throw damaged }
        let directory = [UInt8](try source.read(directoryOffset, directorySize))
        var members: [Member] = []
        members.reserveCapacity(count)
        var position = 0
        for _ in 0..<count {
            guard position + 46 <= directory.count, directory.u32(position) == 0x0201_4B50 else { throw damaged }
            let nameLength = Int(directory.u16(position + 28))
            let next = position + 46 + nameLength + Int(directory.u16(position + 30)) + Int(directory.u16(position + 32))
            guard next <= directory.count else { throw damaged }
            let nameBytes = directory[(position + 46)..<(position + 46 + nameLength)]
            let path = String(validating: nameBytes, as: UTF8.self) ?? String(nameBytes.map { Character(Unicode.Scalar($0)) })
            let compressedSize = directory.u32(position + 20), size = directory.u32(position + 24)
            let headerOffset = directory.u32(position + 42)
            if compressedSize == 0xFFFF_FFFF || size == 0xFFFF_FFFF || headerOffset == 0xFFFF_FFFF {
                throw ImportError(.tooLarge, tr("a ZIP64 archive (an entry over 4 GB); Larder reads smaller ones"))
            }
            if !path.hasSuffix("/") {
                members.append(Member(path: path, size: Int(size), compressedSize: Int(compressedSize), crc32: directory.u32(position + 16),
                                      method: Int(directory.u16(position + 10)), isEncrypted: directory.u16(position + 8) & 1 != 0,
                                      headerOffset: Int(headerOffset)))
            }
            position = next
        }
        return members
    }
}

private extension [UInt8] {
    func u16(_ at: Int) -> UInt16 { UInt16(self[at]) | UInt16(self[at + 1]) << 8 }
    func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) | UInt32(u16(at + 2)) << 16 }
}
