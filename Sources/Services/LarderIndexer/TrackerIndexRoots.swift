import CGLib
import LarderGLib
import LarderLocalization

/// Which folders the file miner indexes: its GSettings (the same schema for
/// Tracker 3.4 and LocalSearch 3.8), read and changed through GIO (so the
/// user's real backend, dconf, or whatever GSETTINGS_BACKEND names).
public final class TrackerIndexRoots {
    /// How a folder stands with the miner's configuration.
    public enum Coverage: Equatable, Sendable {
        /// Indexed, with its subfolders, because of this recursive root (as configured, and resolved).
        case covered(root: String, configured: String)
        /// Below a root, but a folder on the way is hidden or matches an ignored-directories pattern.
        case ignored(root: String, folder: String)
        /// No recursive root contains it.
        case notCovered
    }

    /// The recursive roots as configured (`&DOCUMENTS`, `$HOME/x`, `/abs`).
    public private(set) var configured: [String]
    /// Basename patterns of folders the miner never enters.
    public let ignoredPatterns: [String]
    /// Whether the miner watches its roots (inotify) and so sees changes by itself.
    public let monitorsEnabled: Bool
    private let settings: GObjectReference

    /// Reads the settings; fails with an installation hint when the miner's
    /// schema is not installed.
    public init() throws {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, IndexerPlatform.settingsSchema, 1) else {
            // TRANSLATORS: %@ is a GSettings schema's name; `apt-get install tracker-miner-fs` is a command.
            throw GLibError(tr("the desktop's file indexer is not installed (GSettings schema %@ is missing): apt-get install tracker-miner-fs", IndexerPlatform.settingsSchema))
        }
        defer { g_settings_schema_unref(schema) }
        settings = GObjectReference(takingOwnershipOf: g_settings_new_full(schema, nil, nil))
        configured = takeStrings(g_settings_get_strv(settings.typed(), "index-recursive-directories"))
        ignoredPatterns = takeStrings(g_settings_get_strv(settings.typed(), "ignored-directories"))
        monitorsEnabled = g_settings_get_boolean(settings.typed(), "enable-monitors") != 0
    }

    /// The recursive roots as absolute paths, the way the miner resolves them.
    public var resolved: [(configured: String, path: String)] {
        configured.compactMap { name in Self.resolve(name).map { (name, $0) } }
    }

    /// Whether the miner indexes `folder` (an absolute path).
    public func coverage(of folder: String) -> Coverage {
        let target = UserFolder.normalized(folder)
        for (name, root) in resolved {
            let root = UserFolder.normalized(root)
            guard target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else { continue }
            let below = target.dropFirst(root.count).split(separator: "/")
            for component in below where component.hasPrefix(".") || ignoredPatterns.contains(where: { Self.matches($0, String(component)) }) {
                return .ignored(root: root, folder: String(component))
            }
            return .covered(root: root, configured: name)
        }
        return .notCovered
    }

    /// Adds `folder` as a recursive root and writes it through to the backend
    /// (the running miner picks it up from its settings).
    public func addRecursiveRoot(_ folder: String) throws {
        let roots = configured + [folder]
        let written = withCStrings(roots) { vector in
            vector.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: roots.count + 1) {
                g_settings_set_strv(settings.typed(), "index-recursive-directories", $0)
            }
        }
        guard written != 0 else { throw GLibError(tr("the setting index-recursive-directories is not writable here")) }
        // dconf writes through its D-Bus service; a failed write is reverted
        // after the sync, so read the value back before saying it is saved.
        g_settings_sync()
        let saved = takeStrings(g_settings_get_strv(settings.typed(), "index-recursive-directories"))
        guard saved.contains(folder) else {
            // TRANSLATORS: index-recursive-directories is a setting's name.
            throw GLibError(tr("could not save the indexer's index-recursive-directories (dconf needs a D-Bus session; run this inside your desktop session)"))
        }
        configured = saved
    }

    /// `&DOCUMENTS` and the other XDG names, `$HOME` and `~`, as Tracker expands them.
    static func resolve(_ name: String) -> String? {
        let special: [String: GUserDirectory] = [
            "&DESKTOP": G_USER_DIRECTORY_DESKTOP, "&DOCUMENTS": G_USER_DIRECTORY_DOCUMENTS,
            "&DOWNLOAD": G_USER_DIRECTORY_DOWNLOAD, "&MUSIC": G_USER_DIRECTORY_MUSIC,
            "&PICTURES": G_USER_DIRECTORY_PICTURES, "&PUBLIC_SHARE": G_USER_DIRECTORY_PUBLIC_SHARE,
            "&TEMPLATES": G_USER_DIRECTORY_TEMPLATES, "&VIDEOS": G_USER_DIRECTORY_VIDEOS,
        ]
        let home = UserFolder.home
        // An XDG folder that is not set up resolves to nothing, or to the
        // home folder itself; Tracker skips both.
        if let directory = special[name] { return UserFolder.special(directory) }
        if name == "$HOME" || name == "~" { return home }
        if name.hasPrefix("$HOME/") { return home + name.dropFirst(5) }
        if name.hasPrefix("~/") { return home + name.dropFirst(1) }
        return name.hasPrefix("/") ? name : nil
    }

    /// GLib's glob (`*` and `?`), as the miner uses for ignored-directories.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        g_pattern_match_simple(pattern, name) != 0
    }
}
