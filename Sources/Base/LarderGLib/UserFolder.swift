import CGLib

/// The user's folders as GLib resolves them (`$HOME`, and the XDG folders of
/// `user-dirs.dirs`): the one rule for Larder and for the indexer's
/// `&DOCUMENTS`, so the two can never disagree.
public enum UserFolder {
    /// The home folder (`$HOME`, else the password database).
    public static var home: String {
        String(cString: g_get_home_dir())
    }

    /// The user's cache folder: `$XDG_CACHE_HOME` when set, else `~/.cache`
    /// (as GLib reads it, once per process: the thumbnail factory's rule).
    public static var cache: String {
        String(cString: g_get_user_cache_dir())
    }

    /// An XDG folder, or nil when it is not set up or is the home folder
    /// itself (the XDG way of turning one off; Tracker then skips it).
    public static func special(_ directory: GUserDirectory) -> String? {
        guard let path = g_get_user_special_dir(directory).map({ String(cString: $0) }) else { return nil }
        return normalized(path) == normalized(home) ? nil : path
    }

    /// The documents folder; `~/Documents` when none is set up.
    public static var documents: String {
        special(G_USER_DIRECTORY_DOCUMENTS) ?? home + "/Documents"
    }

    /// `path` without `.` components, repeated or trailing slashes.
    public static func normalized(_ path: String) -> String {
        "/" + path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
