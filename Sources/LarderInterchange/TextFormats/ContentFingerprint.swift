/// A stable short name for a piece of text (64-bit FNV-1a, in hex): the same
/// text gives the same fingerprint in every process and on every machine,
/// unlike Swift's seeded `Hasher`. Text-format readers build a recipe's
/// external identifier from it, so that importing the same file again
/// updates the recipes it made rather than duplicating them.
enum ContentFingerprint {
    /// The fingerprint of `parts`, each ended by a NUL so that ("ab", "c") and ("a", "bc") differ.
    static func of(_ parts: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            hash = (hash ^ 0) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
