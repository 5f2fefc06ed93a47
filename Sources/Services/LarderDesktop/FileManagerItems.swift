import CGLib
import LarderGLib

/// Shows a file selected in its folder: through the file manager's
/// `org.freedesktop.FileManager1` interface (Dolphin, Nautilus and others
/// serve it, started by D-Bus activation), else by opening the folder with the
/// default application, as `gio open` does.
public enum FileManagerItems {
    /// Shows `path` in its folder; throws when neither route works.
    /// - Parameter startupID: the launcher's activation token or startup ID,
    ///   for the file manager's window to be raised; empty when there is none.
    public static func show(_ path: String, startupID: String = "") throws {
        guard let uri = fileURI(ofPath: path) else { throw GLibError("\(path) is not an absolute path") }
        do {
            _ = try DBusConnection.session().call("org.freedesktop.FileManager1", "/org/freedesktop/FileManager1", "org.freedesktop.FileManager1",
                                                  "ShowItems", GVariantBuilder.tuple([GVariantBuilder.strings([uri]), GVariantBuilder.string(startupID)]))
        } catch {
            // Without a display, a folder opened would start a file manager nobody sees.
            guard DesktopOpener.processHasDisplay else { throw GLibError("no file manager answered (\(error)), and there is no display") }
            guard let folder = takeString(g_path_get_dirname(path)) else { throw error }
            do {
                try DesktopOpener.open(folder, activationToken: startupID)
            } catch let fallback {
                throw GLibError("no file manager answered (\(error)), and the folder did not open: \(fallback)")
            }
        }
    }
}
