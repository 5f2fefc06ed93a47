import LarderGLib

/// The running file miner (tracker-miner-fs-3 or localsearch-3) on the
/// session bus, reached through GDBus by the names its platform uses.
public final class TrackerMiner {
    private let bus: DBusConnection
    private let platform: IndexerPlatform

    /// Connects to the session bus; fails when there is none.
    public init(platform: IndexerPlatform = .forClients) throws {
        bus = try DBusConnection.session()
        self.platform = platform
    }

    /// True when the miner owns its name now (it is not started by asking).
    public var isRunning: Bool {
        bus.hasOwner(platform.minerService)
    }

    /// Asks the miner to (re)index `folder` now: new, changed and deleted
    /// files in it. The folder must be inside an index root; for a folder
    /// outside, the miner would index it only while this process lives.
    public func indexLocation(_ folder: String) throws {
        // IndexLocation's `(s as as)`: the URI, then graphs and flags, both empty (all graphs; no flags).
        let arguments = GVariantBuilder.tuple([GVariantBuilder.string(fileURI(ofPath: folder) ?? "file://" + folder), GVariantBuilder.strings([]), GVariantBuilder.strings([])])
        _ = try bus.call(platform.controlService, IndexerPlatform.indexPath, IndexerPlatform.indexInterface, "IndexLocation", arguments)
    }

    /// The miner's own status line ("Idle", "Crawling files"…) and progress, 0…1.
    public func progress() throws -> (status: String, progress: Double) {
        let status = try bus.call(platform.minerService, IndexerPlatform.minerPath, IndexerPlatform.minerInterface, "GetStatus", autoStart: false)
        let progress = try bus.call(platform.minerService, IndexerPlatform.minerPath, IndexerPlatform.minerInterface, "GetProgress", autoStart: false)
        return (status[0].string, progress[0].double)
    }
}
