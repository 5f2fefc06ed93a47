/// Paths inside app exports: which entries are the archiver's litter, and
/// the folder and name parts of a path (entries are named, never written).
enum ArchiveLayout {
    /// macOS's `__MACOSX/` copies and `._` resource forks, `.DS_Store` and
    /// other hidden files, and anything with a `..` part: never recipes.
    static func isJunk(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0 == "__MACOSX" || $0.hasPrefix(".") }
    }

    /// The folder part of `path`, "" at the top.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last part of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `folder/name`, or `name` at the top.
    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }
}
