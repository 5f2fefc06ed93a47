import CGLib
import LarderGLib

/// Puts text on the desktop's clipboard from a process that has no window:
/// Plasma's clipboard (Klipper's D-Bus interface, which plasmashell serves),
/// else wl-copy on Wayland, else xclip or xsel on X11, when installed.
public enum Clipboard {
    /// Copies `text`; returns the route that took it ("klipper", "wl-copy"…).
    /// Throws, saying what was tried, when none did.
    public static func copy(_ text: String) throws -> String {
        var tried: [String] = []
        do {
            // Not started by asking: a clipboard nobody runs is no clipboard.
            _ = try DBusConnection.session().call("org.kde.klipper", "/klipper", "org.kde.klipper.klipper", "setClipboardContents",
                                                  GVariantBuilder.tuple([GVariantBuilder.string(text)]), autoStart: false)
            return "klipper"
        } catch {
            tried.append("klipper: \(error)")
        }
        var tools: [[String]] = []
        if hasVariable("WAYLAND_DISPLAY") { tools.append(["wl-copy"]) }
        if hasVariable("DISPLAY") { tools += [["xclip", "-selection", "clipboard"], ["xsel", "--clipboard", "--input"]] }
        for tool in tools {
            guard let program = takeString(g_find_program_in_path(tool[0])) else {
                tried.append("\(tool[0]): not installed")
                continue
            }
            do {
                try ChildProcess.run([program] + tool.dropFirst(), input: text)
                return tool[0]
            } catch {
                tried.append("\(tool[0]): \(error)")
            }
        }
        if tools.isEmpty { tried.append("no WAYLAND_DISPLAY or DISPLAY for wl-copy, xclip or xsel") }
        throw GLibError("no clipboard took the text (" + tried.joined(separator: "; ") + ")")
    }

    private static func hasVariable(_ name: String) -> Bool {
        guard let value = g_getenv(name) else { return false }
        return value.pointee != 0
    }
}
