import LarderCard

/// A 64-bit FNV-1a digest of a card's bytes: enough to tell the file Larder
/// wrote from one changed since (not a security measure).
enum CardDigest {
    static func of(_ bytes: some Sequence<UInt8>) -> String {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.hex
    }
}
