import LarderCore

/// File names made from recipe names: Unicode kept, path separators, control
/// characters and a leading dot removed, length bounded.
enum FileNames {
    static func safeStem(_ name: String) -> String {
        var stem = String(name.unicodeScalars.filter { $0 != "/" && $0 != "\\" && $0.value >= 0x20 && $0.value != 0x7F }
            .map(Character.init))
        stem = stem.trimming(" .")
        while stem.utf8.count > 120 { stem.removeLast() }
        return stem.isEmpty ? "recipe" : stem
    }

    /// `stem.ext`, or `stem (2).ext`, ... : the first name not in `taken`.
    static func unique(_ stem: String, extension ext: String, taken: inout Set<String>) -> String {
        var candidate = "\(stem).\(ext)"
        var number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(stem) (\(number)).\(ext)"
            number += 1
        }
        taken.insert(candidate.lowercased())
        return candidate
    }
}
