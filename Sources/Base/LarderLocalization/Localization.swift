import CIntl
import Glibc

/// Where Larder's translations come from: its gettext text domain, bound to
/// the catalogues installed with the program.
public enum Localization {
    /// Larder's text domain: the name of its catalogues, `larder.mo`.
    public static let domain = "larder"

    /// Takes the language of messages and the character type from the
    /// environment (LANG, LC_*, LANGUAGE) and binds Larder's text domain to
    /// its catalogues, read as UTF-8. Numbers, dates and sorting stay the C
    /// locale's: files Larder writes never depend on who ran it, and a
    /// card's facts follow the card's own language. Call it first in `main`,
    /// before any thread starts: `setlocale` is not thread-safe, and a
    /// message translated before it stays English.
    public static func setUp() {
        _ = setlocale(LC_MESSAGES, "")
        _ = setlocale(LC_CTYPE, "")
        if let folder = catalogueFolder() { _ = bindtextdomain(domain, folder) }
        _ = bind_textdomain_codeset(domain, "UTF-8")
    }

    /// The language Larder's messages are shown in, as a language tag
    /// ("fr", "ru", "zh-CN"), for the words Larder writes beside them (a
    /// time's "h" and "min") to agree; nil where messages are English (the C
    /// locale). Like gettext: LANGUAGE's first choice, else the messages' locale.
    public static var messageLanguage: String? {
        guard let current = setlocale(LC_MESSAGES, nil).map({ String(cString: $0) }) else { return nil }
        let locale = current.prefix { $0 != "." && $0 != "@" }
        guard locale != "C", locale != "POSIX" else { return nil }
        let chosen = getenv("LANGUAGE").map { String(cString: $0) }?.split(separator: ":").first.map(String.init)
        return (chosen ?? String(locale)).replacingUnderscores()
    }

    /// `LARDER_LOCALEDIR` when set (tests, a build tree); else the first
    /// `share/locale` beside an ancestor of the program's folder, which is
    /// where `make install` and the packages put the catalogues (`/usr/bin`
    /// → `/usr/share/locale`, `/usr/libexec/larder` → the same); else
    /// gettext's own default.
    static func catalogueFolder() -> String? {
        if let set = getenv("LARDER_LOCALEDIR"), set.pointee != 0 { return String(cString: set) }
        guard var folder = executableFolder() else { return nil }
        while folder.count > 1 {
            let candidate = (folder == "/" ? "" : folder) + "/share/locale"
            if access(candidate, F_OK) == 0 { return candidate }
            guard let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return nil
    }

    private static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = buffer.prefix(length).withUnsafeBufferPointer { String(decoding: UnsafeRawBufferPointer($0), as: UTF8.self) }
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        return String(path[..<slash])
    }
}

extension String {
    /// "zh_CN" as the language tag "zh-CN".
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
