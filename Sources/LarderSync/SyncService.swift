import Foundation
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
    /// manager loads units from (the user's, /etc, the data folders, /usr/local/lib, /usr/lib).
    public static func installedUnit(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        let folders = [config + "/systemd/user", "/etc/systemd/user", data + "/systemd/user"]
            + dataDirs.map { $0 + "/systemd/user" } + ["/usr/local/lib/systemd/user", "/usr/lib/systemd/user"]
        return folders.map { $0 + "/" + unitName }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether the user's systemd says the unit is enabled (`systemctl --user
    /// is-enabled`); false when it is not, or when systemctl cannot tell.
    public static func isEnabled() -> Bool {
        guard let systemctl = systemctlPath else { return false }
        return ChildProcess.run([systemctl, "--user", "is-enabled", "--quiet", unitName]) == 0
    }

    /// Runs ``enableCommand``; returns systemctl's exit status, or nil when it could not start.
    public static func enable() -> Int32? {
        guard let systemctl = systemctlPath else { return nil }
        return ChildProcess.run([systemctl] + enableCommand.dropFirst())
    }

    private static var systemctlPath: String? {
        ["/usr/bin/systemctl", "/bin/systemctl"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
