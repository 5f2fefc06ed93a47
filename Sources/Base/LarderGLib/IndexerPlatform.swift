import Glibc

/// What differs between the desktop file indexers Larder supports: where each
/// keeps its programs, rules and failure records, the names it answers to on
/// D-Bus, and its command-line tools. This table is the one place that names
/// them; everything else asks ``current``.
///
/// GNOME renamed tracker-miners to LocalSearch and Tracker's SPARQL library
/// to TinySPARQL in 3.8 (Debian 13); the GSettings schema, the miner's object
/// paths and IndexLocation stayed the same. LocalSearch 3.12 (GNOME 51,
/// Debian sid) serves the index from a process of its own and no longer falls
/// back to the next extract rule when a module cannot load: there Larder's
/// module must load, or cards are not indexed at all.
public struct IndexerPlatform: Sendable, Equatable {
    /// A short name for messages ("Tracker 3.4").
    public private(set) var name: String
    /// The desktop and system Larder was tested with it on, for `larder index platform`.
    public private(set) var shippedWith: String
    /// The Debian release that ships it (14: testing and unstable), for
    /// building a package there, where the indexer need not be installed.
    public private(set) var debianRelease: Int
    /// The file miner daemon; its presence identifies the platform.
    public let minerProgram: String
    /// The SPARQL endpoint's own process, where the miner does not serve the
    /// index itself (LocalSearch 3.11 and later); its presence tells the
    /// newer LocalSearch from 3.8, whose other programs have the same names.
    public private(set) var endpointProgram: String?
    /// The extractor daemon, which also runs one extraction with `--file`.
    public let extractorProgram: String
    /// The folder of extract rules it reads (`TRACKER_EXTRACTOR_RULES_DIR` overrides it).
    public let rulesFolder: String
    /// The shared library of its SPARQL client, as binaries link it.
    public let sparqlLibrary: String
    /// The bus name of the miner and its SPARQL endpoint.
    public let minerService: String
    /// The bus name of the control service that takes IndexLocation.
    public let controlService: String
    /// The command-line tool with `search` and `status` (tracker3, localsearch).
    public let searchTool: String
    /// The system folders the extractor may read when the miner confines it
    /// (LocalSearch 3.8's Landlock: the library folders under /usr/lib and
    /// /usr/share), besides the index roots and the miner's `LD_LIBRARY_PATH`;
    /// nil when it may read anything (Tracker 3.4). A module, a rules folder or
    /// a MIME database elsewhere is invisible to a confined extractor.
    public let extractorReadableFolders: [String]?
    /// How the extractor module asks for the identifier the miner gave the
    /// file's information element (resolved at run time: one module serves all).
    public let contentIdentifierCall: ContentIdentifierCall
    /// Whether the extractor tries the next rule for a type when a rule's
    /// module cannot load, so that Larder's second rule (the stock text
    /// module) still indexes the cards' text. LocalSearch 3.12 uses only the
    /// first matching rule with a module: there Larder's module must load.
    public private(set) var triesNextRuleWhenModuleFails: Bool

    /// A C function of the extractor process that returns the `urn:fileid:…`
    /// identifier of the file being extracted, newly allocated.
    public enum ContentIdentifierCall: Sendable, Equatable {
        /// `gchar *NAME(TrackerExtractInfo *info, const gchar *suffix)`, libtracker-extract.
        case fromExtractInfo(symbol: String)
        /// `gchar *NAME(GFile *file, GFileInfo *info, const gchar *suffix)`, libtracker-miner.
        case fromFile(symbol: String)
    }

    /// The miner's object path and interface (status, progress), on both platforms.
    public static let minerPath = "/org/freedesktop/Tracker3/Miner/Files"
    /// The miner's status interface.
    public static let minerInterface = "org.freedesktop.Tracker3.Miner"
    /// IndexLocation's object path, on both platforms.
    public static let indexPath = "/org/freedesktop/Tracker3/Miner/Files/Index"
    /// IndexLocation's interface.
    public static let indexInterface = "org.freedesktop.Tracker3.Miner.Files.Index"
    /// The control service's list of the locations clients asked to index
    /// (property IndexedLocations), which the miner follows, on both platforms.
    public static let indexedLocationsPath = "/org/freedesktop/Tracker3/Miner/Files/Proxy"
    /// Its interface.
    public static let indexedLocationsInterface = "org.freedesktop.Tracker3.Miner.Files.Proxy"
    /// The GSettings schema of the miner's configuration, on both platforms.
    public static let settingsSchema = "org.freedesktop.Tracker3.Miner.Files"
    /// Where both record files the extractor failed on, below `$XDG_CACHE_HOME`
    /// (LocalSearch 3.8 kept Tracker's cache folder).
    public static let failuresFolder = "tracker3/files/errors"
    /// Where Larder's extractor module is installed, on both: LocalSearch 3.8's
    /// Landlock sandbox lets its extractor load libraries only from the
    /// library folders under /usr/lib (not /usr/local/lib, whatever PREFIX is);
    /// Tracker 3.4 loads a module from anywhere.
    public static let moduleFolder = "/usr/lib/larder"
    /// Where the card's MIME type is installed, on both: LocalSearch 3.8's
    /// extractor guesses each file's type itself, and its sandbox reads only
    /// /usr/share, so a type under /usr/local/share would be invisible to it
    /// (cards would be indexed as plain Markdown).
    public static let mimeFolder = "/usr/share/mime"

    /// Whether the extractor can read `path`: always, unless the miner
    /// confines it; then when it is inside a readable system folder or a folder
    /// of `libraryPath` (the miner's LD_LIBRARY_PATH).
    public func extractorCanRead(_ path: String, libraryPath: String? = getenv("LD_LIBRARY_PATH").map { String(cString: $0) }) -> Bool {
        guard let readable = extractorReadableFolders else { return true }
        let folders = readable + (libraryPath ?? "").split(separator: ":").map(String.init)
        return folders.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// Debian 12, GNOME 43: tracker-miners 3.4 and libtracker-sparql 3.4.
    public static let tracker3_4 = IndexerPlatform(
        name: "Tracker 3.4",
        shippedWith: "GNOME 43 (Debian 12)",
        debianRelease: 12,
        minerProgram: "/usr/libexec/tracker-miner-fs-3",
        endpointProgram: nil,
        extractorProgram: "/usr/libexec/tracker-extract-3",
        rulesFolder: "/usr/share/tracker3-miners/extract-rules",
        sparqlLibrary: "libtracker-sparql-3.0.so.0",
        minerService: "org.freedesktop.Tracker3.Miner.Files",
        controlService: "org.freedesktop.Tracker3.Miner.Files.Control",
        searchTool: "tracker3",
        extractorReadableFolders: nil,
        contentIdentifierCall: .fromFile(symbol: "tracker_file_get_content_identifier"),
        triesNextRuleWhenModuleFails: true)

    /// Debian 13, GNOME 48: LocalSearch 3.8 and TinySPARQL 3.8.
    public static let localSearch3_8 = IndexerPlatform(
        name: "LocalSearch 3.8",
        shippedWith: "GNOME 48 (Debian 13)",
        debianRelease: 13,
        minerProgram: "/usr/libexec/localsearch-3",
        endpointProgram: nil,
        extractorProgram: "/usr/libexec/localsearch-extractor-3",
        rulesFolder: "/usr/share/localsearch3/extract-rules",
        sparqlLibrary: "libtinysparql-3.0.so.0",
        minerService: "org.freedesktop.LocalSearch3",
        controlService: "org.freedesktop.LocalSearch3.Control",
        searchTool: "localsearch",
        extractorReadableFolders: ["/usr/lib", "/usr/share"],
        contentIdentifierCall: .fromExtractInfo(symbol: "tracker_extract_info_get_content_id"),
        triesNextRuleWhenModuleFails: true)

    /// Debian sid, GNOME 51: LocalSearch 3.12 and TinySPARQL 3.12 (GNOME 50's
    /// LocalSearch 3.11, in Ubuntu 26.04, has the same programs and folders).
    /// It keeps 3.8's programs, folders, bus names and sandbox (its Landlock
    /// rules still allow /usr/lib and /usr/share); only what 3.12 changed is set here.
    public static let localSearch3_12: IndexerPlatform = {
        var platform = localSearch3_8
        platform.name = "LocalSearch 3.12"
        platform.shippedWith = "GNOME 51 (Debian sid)"
        platform.debianRelease = 14
        platform.endpointProgram = "/usr/libexec/localsearch-endpoint-3"
        platform.triesNextRuleWhenModuleFails = false
        return platform
    }()

    /// Every platform Larder knows, newest first.
    public static let known = [localSearch3_12, localSearch3_8, tracker3_4]

    /// The installed platform: the first whose miner (and endpoint) programs exist, or nil
    /// when none of them is installed (or a version Larder does not know is).
    /// `LARDER_INDEXER_ROOT`, when set, is a folder the programs are looked
    /// for under instead of / (a test's way to meet an unknown indexer).
    public static let current: IndexerPlatform? = {
        let root = getenv("LARDER_INDEXER_ROOT").map { String(cString: $0) } ?? ""
        return known.first { platform in
            ([platform.minerProgram] + [platform.endpointProgram].compactMap { $0 }).allSatisfy { access(root + $0, X_OK) == 0 }
        }
    }()

    /// The platform Debian `release` ships (12, 13, or 14 for testing and
    /// unstable), whatever is installed here: a package built for that
    /// release takes its folders from here, never from the build machine.
    public static func shipped(inDebian release: Int) -> IndexerPlatform? {
        known.first { $0.debianRelease == release }
    }

    /// The platform a client talks to: the installed one, or, when none is
    /// recognised, Tracker 3.4's names, which LocalSearch still answers to.
    public static var forClients: IndexerPlatform { current ?? tracker3_4 }

    /// The rules folder in force: `TRACKER_EXTRACTOR_RULES_DIR` when set, as
    /// both versions honour it, else the platform's own.
    public var activeRulesFolder: String {
        getenv("TRACKER_EXTRACTOR_RULES_DIR").map { String(cString: $0) } ?? rulesFolder
    }

    /// What a person reads when no known indexer is installed.
    public static var notInstalledMessage: String {
        "no file indexer Larder knows is installed (looked for " + known.map { "\($0.name) at \($0.minerProgram)" }.joined(separator: ", ")
            + "): cards stay plain files; install tracker-miner-fs and tracker-extract (Debian's package names for both)"
    }
}
