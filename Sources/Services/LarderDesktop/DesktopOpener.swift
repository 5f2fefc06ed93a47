import CGLib
import LarderGLib
import LarderLocalization

/// Opens files in the desktop's default application for their type, in
/// process, through GIO (what `gio open` does), when there is a display.
public enum DesktopOpener {
    /// Whether a graphical session is there to show what is opened.
    public static func hasDisplay(environment: [String: String]) -> Bool {
        [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
    }

    /// Whether this process's own environment has a graphical session.
    static var processHasDisplay: Bool {
        var environment: [String: String] = [:]
        for name in ["DISPLAY", "WAYLAND_DISPLAY"] { environment[name] = g_getenv(name).map { String(cString: $0) } }
        return hasDisplay(environment: environment)
    }

    /// Opens `path` with the default application; throws GIO's reason
    /// (no application for the type, the application failed to start).
    /// - Parameter activationToken: the XDG activation token (Wayland) or
    ///   startup ID (X11) the launcher was given, passed on to the
    ///   application so that its window is raised; nil when there is none.
    public static func open(_ path: String, activationToken: String? = nil) throws {
        guard let uri = fileURI(ofPath: path) else { throw GLibError(tr("%@ is not an absolute path", path)) }
        // g_app_launch_context_new: transfer full, released after the launch.
        let context = g_app_launch_context_new()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        if let activationToken, !activationToken.isEmpty {
            g_app_launch_context_setenv(context, "XDG_ACTIVATION_TOKEN", activationToken)
            g_app_launch_context_setenv(context, "DESKTOP_STARTUP_ID", activationToken)
        }
        try succeedingGError { g_app_info_launch_default_for_uri(uri, context, $0) }
        // An application GIO starts over D-Bus gets its call from the session
        // bus's queue: flush it, in case this process ends right away.
        if let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) {
            g_dbus_connection_flush_sync(bus, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(bus))
        }
    }
}
