import CGLib
import LarderGLib
import LarderLocalization

/// A file the extractor could not handle, as the miner records it: one key
/// file per URI in its failures folder below `$XDG_CACHE_HOME` (what
/// `tracker3 status` or `localsearch status` lists as "recorded failures").
public struct TrackerFailureReport: Sendable, Equatable {
    /// The file's URI (file:///…).
    public var uri: String
    /// What the extractor said.
    public var message: String

    /// The local path the URI names.
    public var path: String? { filePath(ofURI: uri) }

    /// Every failure the miner recorded; none when the folder does not exist.
    public static func all() -> [TrackerFailureReport] {
        let folder = String(cString: g_get_user_cache_dir()) + "/" + IndexerPlatform.failuresFolder
        var reports: [TrackerFailureReport] = []
        for name in folderEntries(folder) {
            let file = g_key_file_new()
            defer { g_key_file_free(file) }
            guard g_key_file_load_from_file(file, folder + "/" + name, LARDER_G_KEY_FILE_NONE, nil) != 0,
                  let uri = takeString(g_key_file_get_string(file, "Report", "Uri", nil)) else { continue }
            let message = takeString(g_key_file_get_string(file, "Report", "Message", nil)) ?? tr("no message")
            reports.append(TrackerFailureReport(uri: uri, message: message))
        }
        return reports.sorted { $0.uri < $1.uri }
    }
}
