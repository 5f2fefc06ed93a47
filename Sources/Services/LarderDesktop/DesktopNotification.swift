import CGLib
import LarderGLib

/// A notification in the desktop's notification area (the freedesktop
/// Notifications service, which GNOME Shell and Plasma both are): how a
/// command started from the browser, with no terminal, tells its result.
public enum DesktopNotification {
    /// Shows `summary` and `body` under Larder's name and icon; false when
    /// there is no session bus or nothing shows notifications on it. The body
    /// is escaped: servers that read markup there show it as written.
    @discardableResult
    public static func show(summary: String, body: String) -> Bool {
        guard let bus = try? DBusConnection.session() else { return false }
        let escaped = takeString(g_markup_escape_text(body, -1)) ?? ""
        let arguments = GVariantBuilder.tuple([
            GVariantBuilder.string("Larder"), GVariantBuilder.uint32(0), GVariantBuilder.string(ApplicationID.id),
            GVariantBuilder.string(summary), GVariantBuilder.string(escaped), GVariantBuilder.strings([]),
            GVariantBuilder.array(of: "{sv}", [GVariantBuilder.entry("desktop-entry", GVariantBuilder.string(ApplicationID.id))]),
            GVariantBuilder.int32(-1),
        ])
        return (try? bus.call("org.freedesktop.Notifications", "/org/freedesktop/Notifications", "org.freedesktop.Notifications",
                              "Notify", arguments)) != nil
    }
}
