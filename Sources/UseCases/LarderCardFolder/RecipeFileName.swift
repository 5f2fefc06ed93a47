import Foundation

/// File names from recipe names, for cards and every other file named after
/// a recipe (JSON-LD exports, drafts): Unicode kept; `/`, NUL and other
/// control characters removed; no leading dot (a hidden file is never
/// indexed); bounded length; ` (2)`, ` (3)`… on collision.
public enum RecipeFileName {
    static let suffix = ".recipe.md"
    /// Bytes of the stem at most, leaving room for " (9999)" and the suffix in 255.
    static let maximumStemBytes = 200

    /// The stem of the names a recipe called `name` gets (never empty).
    public static func stem(for name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2F, 0x2028, 0x2029: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        var stem = String(scalars).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        while stem.hasPrefix(".") || stem.hasPrefix(" ") { stem.removeFirst() }
        while stem.utf8.count > maximumStemBytes { stem.removeLast() }
        while stem.hasSuffix(" ") || stem.hasSuffix(".") { stem.removeLast() }
        return stem.isEmpty ? "Recipe" : stem
    }

    /// `stem.recipe.md`, or `stem (n).recipe.md` for n ≥ 2 (another suffix for other files).
    static func name(stem: String, number: Int, suffix: String = suffix) -> String {
        number < 2 ? stem + suffix : "\(stem) (\(number))" + suffix
    }

    /// The first of `stem`'s names with `suffix` (".jsonld") not in `taken`
    /// (compared in lower case, as a case-insensitive file system would), which it joins.
    public static func unique(stem: String, suffix: String, taken: inout Set<String>) -> String {
        var number = 1
        while taken.contains(name(stem: stem, number: number, suffix: suffix).lowercased()) { number += 1 }
        let chosen = name(stem: stem, number: number, suffix: suffix)
        taken.insert(chosen.lowercased())
        return chosen
    }

    /// The stem of a conflict copy's names: "Toast (conflict 2026-11-22 19-40-05)",
    /// made at `date`, in local time.
    static func conflictStem(for title: String, madeAt date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let stamp = String(format: "%04d-%02d-%02d %02d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                           parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        return stem(for: title) + conflictMarker + stamp + ")"
    }

    private static let conflictMarker = " (conflict "
    /// The stamp's shape and the closing parenthesis, "0" standing for any digit.
    private static let stampShape = Array("0000-00-00 00-00-00)".utf8)

    /// Whether `fileName` is the name of a conflict copy (``conflictStem(for:madeAt:)``):
    /// " (conflict ", a stamp "2026-11-22 19-40-05" and ")". A name a user gave
    /// that looks so is taken for one too: it is kept, never removed.
    static func isConflictCopy(_ fileName: String) -> Bool {
        var rest = Substring(fileName)
        while let marker = rest.range(of: conflictMarker) {
            rest = rest[marker.upperBound...]
            let candidate = Array(rest.utf8.prefix(stampShape.count))
            let fits = zip(candidate, stampShape).allSatisfy { byte, shape in
                shape == UInt8(ascii: "0") ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : byte == shape
            }
            if candidate.count == stampShape.count, fits { return true }
        }
        return false
    }

    /// Whether `fileName` is one of the names `stem` can get.
    static func matches(_ fileName: String, stem: String) -> Bool {
        guard fileName.hasSuffix(suffix) else { return false }
        let base = String(fileName.dropLast(suffix.count))
        if base == stem { return true }
        guard base.hasPrefix(stem + " ("), base.hasSuffix(")") else { return false }
        let number = base.dropFirst(stem.count + 2).dropLast()
        return Int(number).map { $0 >= 2 } ?? false
    }
}
