import LarderGLib
import Foundation
import LarderStore
import LarderDesktop

/// The `larder-sync.service` systemd user unit, which runs `larder sync
/// --watch` in the background (installed by `make install`): whether it is
/// installed and enabled, and enabling it.
public enum SyncService {
    /// The unit's name.
    public static let unitName = "larder-sync.service"

    /// The command that enables and starts it, for the user to run.
    public static let enableCommand = ["systemctl", "--user", "enable", "--now", unitName]

    /// Where the unit is installed, or nil: the folders the systemd user
    /// manager loads units from (the user's, /etc, the data folders, /usr/local/lib, /usr/lib),
    /// or, as systemd itself does, those `SYSTEMD_UNIT_PATH` names (followed by
    /// the usual ones when it ends with a colon).
    public static func installedUnit(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        unitFolders(environment: environment).map { $0 + "/" + unitName }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The user manager's unit search path, in its order.
    static func unitFolders(environment: [String: String]) -> [String] {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        let usual = [config + "/systemd/user", "/etc/systemd/user", data + "/systemd/user"]
            + dataDirs.map { $0 + "/systemd/user" } + ["/usr/local/lib/systemd/user", "/usr/lib/systemd/user"]
        guard let path = environment["SYSTEMD_UNIT_PATH"], !path.isEmpty else { return usual }
        let named = path.split(separator: ":").map(String.init)
        return path.hasSuffix(":") ? named + usual : named
    }

    /// Whether the user's systemd says the unit is enabled (`systemctl --user
    /// is-enabled`); false when it is not, or when systemctl cannot tell.
    public static func isEnabled() -> Bool {
        guard let systemctl = systemctlPath else { return false }
        return ChildProcess.run([systemctl, "--user", "is-enabled", "--quiet", unitName]) == 0
    }

    /// Runs ``enableCommand``, then restarts the service so that it watches
    /// the store ``pointAt(store:environment:)`` chose; returns systemctl's
    /// exit status, or nil when it could not start.
    public static func enable() -> Int32? {
        guard let systemctl = systemctlPath else { return nil }
        _ = ChildProcess.run([systemctl, "--user", "daemon-reload"])
        let status = ChildProcess.run([systemctl] + enableCommand.dropFirst())
        guard status == 0 else { return status }
        return ChildProcess.run([systemctl, "--user", "restart", unitName])
    }

    /// The drop-in that points the service at a store other than the default
    /// one: `$XDG_CONFIG_HOME/systemd/user/larder-sync.service.d/store.conf`.
    public static func storeDropIn(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        return config + "/systemd/user/\(unitName).d/store.conf"
    }

    /// Points the service at the store `path`: a drop-in setting
    /// `LARDER_STORE` when it is not the default store, none when it is.
    /// - Throws: when the drop-in cannot be written or removed.
    public static func pointAt(store path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let dropIn = storeDropIn(environment: environment)
        var defaultEnvironment = environment
        defaultEnvironment["LARDER_STORE"] = nil
        guard path != StoreLocation.resolve(explicit: nil, environment: defaultEnvironment) else {
            if FileManager.default.fileExists(atPath: dropIn) { try FileManager.default.removeItem(atPath: dropIn) }
            return
        }
        // systemd unquotes "…" with C escapes, and expands % specifiers.
        let quoted = ("LARDER_STORE=" + path).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "%", with: "%%")
        let text = "# Written by larder export --cards --watch-in-background: the store this service watches.\n[Service]\nEnvironment=\"\(quoted)\"\n"
        try FileManager.default.createDirectory(atPath: (dropIn as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: dropIn, atomically: true, encoding: .utf8)
    }

    private static var systemctlPath: String? {
        ["/usr/bin/systemctl", "/bin/systemctl"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
