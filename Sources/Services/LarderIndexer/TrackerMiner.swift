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
    ///
    /// The control service adds the location to a list the miner follows
    /// (IndexedLocations) while the asking client lives, and announces a
    /// change of that list once idle, only if the list then differs. A client
    /// that exits at once (`larder add`) can be gone before that: the
    /// location is added, removed again, nothing is announced, and the miner
    /// never looks (seen at random in the tests with monitors off). So this
    /// waits, at most 2 s, until the list is announced with the location, unless
    /// another client already holds it there (then nothing would be announced).
    public func indexLocation(_ folder: String) throws {
        let uri = fileURI(ofPath: folder) ?? "file://" + folder
        // IndexLocation's `(s as as)`: the URI, then graphs and flags, both empty (all graphs; no flags).
        let call = {
            let arguments = GVariantBuilder.tuple([GVariantBuilder.string(uri), GVariantBuilder.strings([]), GVariantBuilder.strings([])])
            _ = try self.bus.call(self.platform.controlService, IndexerPlatform.indexPath, IndexerPlatform.indexInterface, "IndexLocation", arguments)
        }
        guard !indexedLocations().contains(uri) else { return try call() }
        _ = try bus.awaitSignal(path: IndexerPlatform.indexedLocationsPath, interface: "org.freedesktop.DBus.Properties",
                                member: "PropertiesChanged", timeout: 2000, matching: { parameters in
            // (s a{sv} as): the interface, then the changed properties.
            guard parameters.count >= 2, parameters[0].string == IndexerPlatform.indexedLocationsInterface else { return false }
            return parameters[1].children.contains { entry in
                entry[0].string == "IndexedLocations" && entry[1].unboxed.strings.contains(uri)
            }
        }, after: call)
    }

    /// The locations the control service lists for the miner now; empty when it does not run.
    private func indexedLocations() -> [String] {
        let arguments = GVariantBuilder.tuple([GVariantBuilder.string(IndexerPlatform.indexedLocationsInterface), GVariantBuilder.string("IndexedLocations")])
        let reply = try? bus.call(platform.controlService, IndexerPlatform.indexedLocationsPath, "org.freedesktop.DBus.Properties", "Get",
                                  arguments, autoStart: false)
        return reply.map { $0[0].unboxed.strings } ?? []
    }

    /// The miner's own status line ("Idle", "Crawling files"…) and progress, 0…1.
    public func progress() throws -> (status: String, progress: Double) {
        let status = try bus.call(platform.minerService, IndexerPlatform.minerPath, IndexerPlatform.minerInterface, "GetStatus", autoStart: false)
        let progress = try bus.call(platform.minerService, IndexerPlatform.minerPath, IndexerPlatform.minerInterface, "GetProgress", autoStart: false)
        return (status[0].string, progress[0].double)
    }
}
