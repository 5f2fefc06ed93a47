import LarderCard

/// A stable short name for a piece of text (64-bit FNV-1a, in hex): the same
/// text gives the same fingerprint in every process and on every machine,
/// unlike Swift's seeded `Hasher`. Text-format readers build a recipe's
/// external identifier from it, so that importing the same file again
/// updates the recipes it made rather than duplicating them.
enum ContentFingerprint {
    /// The fingerprint of `parts`, each ended by a NUL so that ("ab", "c") and ("a", "bc") differ.
    static func of(_ parts: [String]) -> String {
        var hash = FNV1a()
        for part in parts {
            hash.add(part.utf8)
            hash.add([0])
        }
        return hash.hex
    }
}
