import CGLib
import LarderGLib

/// The desktop's list of recently used files (`recently-used.xbel` in the
/// user's data folder, the file GTK's recent manager keeps), through GLib's
/// GBookmarkFile.
public enum RecentlyUsed {
    /// Adds (or refreshes) `path` as used now by `application`, which opens it with `exec`.
    public static func add(_ path: String, mimeType: String, application: String, exec: String) throws {
        guard let uri = takeString(g_filename_to_uri(path, nil, nil)) else { throw GLibError("\(path) is not an absolute path") }
        let file = String(cString: g_get_user_data_dir()) + "/recently-used.xbel"
        let bookmarks = g_bookmark_file_new()
        defer { g_bookmark_file_free(bookmarks) }
        if g_file_test(file, LARDER_G_FILE_TEST_EXISTS) != 0 {
            try succeedingGError { g_bookmark_file_load_from_file(bookmarks, file, $0) }
        }
        g_bookmark_file_set_mime_type(bookmarks, uri, mimeType)
        g_bookmark_file_add_application(bookmarks, uri, application, exec)
        g_mkdir_with_parents(String(cString: g_get_user_data_dir()), 0o700)
        try succeedingGError { g_bookmark_file_to_file(bookmarks, file, $0) }
    }
}
