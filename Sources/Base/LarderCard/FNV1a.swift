/// The 64-bit FNV-1a hash: fast, stable across processes and machines
/// (unlike Swift's seeded `Hasher`), not a security measure. Larder's card
/// digests, hand-written cards' IDs and text formats' identifiers use it.
public struct FNV1a: Sendable {
    /// The usual 64-bit offset basis.
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash of everything added so far.
    public private(set) var value: UInt64

    /// A hash starting from `basis` (another basis gives an independent hash of the same bytes).
    public init(basis: UInt64 = offsetBasis) {
        value = basis
    }

    /// Adds `bytes` to the hash.
    public mutating func add(_ bytes: some Sequence<UInt8>) {
        // Contiguous bytes (Data, arrays, UTF-8 views) as a buffer: going through
        // the generic iterator byte by byte cost ten times as much.
        if let hashed: UInt64 = bytes.withContiguousStorageIfAvailable({ Self.hash($0, from: value) }) {
            value = hashed
        } else {
            for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
        }
    }

    private static func hash(_ buffer: UnsafeBufferPointer<UInt8>, from basis: UInt64) -> UInt64 {
        var value = basis
        for byte in buffer { value = (value ^ UInt64(byte)) &* prime }
        return value
    }

    /// The hash as 16 lower-case hex digits.
    public var hex: String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
