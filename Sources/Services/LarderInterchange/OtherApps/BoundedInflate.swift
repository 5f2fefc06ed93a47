import Foundation
import ZIPFoundation

/// Inflates raw deflate data (a zip entry's, a gzip member's) through
/// ZIPFoundation's zlib binding, within a byte limit counted as the output
/// comes: declared sizes can lie, so nothing larger than `limit` is ever held.
///
/// ZIPFoundation's decoder asks its provider for `bufferSize` bytes at a time
/// and, once the input runs out before the stream ends, keeps asking for ever;
/// the provider here always hands over full chunks (the last one padded with
/// zero bytes, which deflate reads as an invalid block) and throws when asked
/// past the end, so a truncated or endless stream is an error, never a hang.
enum BoundedInflate {
    static let chunkSize = 64 << 10

    /// Why inflating stopped short.
    enum Failure: Error {
        /// The output passed `limit` bytes.
        case tooLarge
        /// The stream is truncated or corrupt.
        case corrupt
    }

    /// The inflated bytes of `compressed`, and their CRC-32.
    static func inflate(_ compressed: Data, limit: Int) throws(Failure) -> (data: Data, crc32: UInt32) {
        var output = Data()
        let input = [UInt8](compressed)
        var limitPassed = false
        do {
            let checksum = try Data.decompress(
                size: Int64(input.count), bufferSize: chunkSize, skipCRC32: false,
                provider: { position, size in
                    let start = Int(position)
                    guard start < input.count else { throw Failure.corrupt }
                    var chunk = Data(input[start..<min(input.count, start + size)])
                    if chunk.count < size { chunk.append(Data(count: size - chunk.count)) }
                    return chunk
                },
                consumer: { piece in
                    guard output.count + piece.count <= limit else {
                        limitPassed = true
                        throw Failure.tooLarge
                    }
                    output.append(piece)
                })
            return (output, checksum)
        } catch {
            throw limitPassed ? .tooLarge : .corrupt
        }
    }
}
