import Foundation

/// Where the store file lives: `--store PATH`, else `$LARDER_STORE`, else
/// `$XDG_DATA_HOME/larder/larder.sqlite` (`~/.local/share/larder/larder.sqlite`).
/// The store lives with the user's data, not among their documents.
public enum StoreLocation {
    /// The store path to use, given an explicit path (from `--store`) and the environment.
    public static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment["LARDER_STORE"], !fromEnvironment.isEmpty { return fromEnvironment }
        return defaultDirectory(environment: environment) + "/larder.sqlite"
    }

    /// `$XDG_DATA_HOME/larder`, with the XDG fallback to `~/.local/share`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/larder"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/larder"
    }

    /// `$XDG_CACHE_HOME/larder` (`~/.cache/larder`): pages, icons, anything made again at will.
    public static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return cacheHome + "/larder"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.cache/larder"
    }
}
