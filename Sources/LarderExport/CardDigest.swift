/// A 64-bit FNV-1a digest of a card's bytes: enough to tell the file Larder
/// wrote from one changed since (not a security measure).
enum CardDigest {
    static func of(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
