import Foundation
import LarderLocalization
import ZIPFoundation

/// gzip data (RFC 1952, one member): its header is read here and its deflate
/// stream inflated by ``BoundedInflate``, within a limit counted as it comes;
/// and written, deflated through ZIPFoundation's zlib binding.
enum Gzip {
    /// `data` as one gzip member (no name, no time: the same bytes give the same member).
    static func compress(_ data: Data) throws -> Data {
        var deflated = Data()
        let crc = try Data.compress(size: Int64(data.count), bufferSize: 64 << 10, provider: { position, size in
            data.subdata(in: Int(position)..<(Int(position) + size))
        }, consumer: { deflated.append($0) })
        var member = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        member.append(deflated)
        for value in [crc, UInt32(truncatingIfNeeded: data.count)] {
            member.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
        }
        return member
    }

    /// `true` when `data` starts as gzip data does.
    static func hasSignature(_ data: Data) -> Bool {
        data.starts(with: [0x1F, 0x8B])
    }

    /// The inflated bytes, checked against the trailer's size and CRC-32.
    static func decompress(_ data: Data, limit: Int) throws(ImportError) -> Data {
        let bytes = [UInt8](data)
        let damaged = ImportError(.notRecipeFile, tr("the gzip data is truncated or damaged"))
        guard bytes.count >= 18, bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[2] == 8 else { throw damaged }
        let flags = bytes[3]
        var position = 10
        if flags & 4 != 0 {
            guard position + 2 <= bytes.count else { throw damaged }
            position += 2 + Int(bytes[position]) + Int(bytes[position + 1]) << 8
        }
        for flag: UInt8 in [8, 16] where flags & flag != 0 {
            while position < bytes.count, bytes[position] != 0 { position += 1 }
            position += 1
        }
        if flags & 2 != 0 { position += 2 }
        guard position + 8 <= bytes.count else { throw damaged }
        let output: Data
        let checksum: UInt32
        do {
            (output, checksum) = try BoundedInflate.inflate(Data(bytes[position..<(bytes.count - 8)]), limit: limit)
        } catch .tooLarge {
            // TRANSLATORS: %@ is the limit in megabytes.
            throw ImportError(.tooLarge, tr("the gzip data inflates to more than %@ MB (a gzip bomb?); refused", limit >> 20))
        } catch {
            throw damaged
        }
        let trailer = bytes.count - 8
        let crc = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[trailer + $1]) << (8 * $1) }
        let size = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[trailer + 4 + $1]) << (8 * $1) }
        guard crc == checksum, size == UInt32(truncatingIfNeeded: output.count) else { throw damaged }
        return output
    }
}
