import CTracker

/// The running tracker-miner-fs-3 on the session bus, reached through GDBus.
public final class TrackerMiner {
    private let bus: OpaquePointer

    /// Connects to the session bus; fails when there is none.
    public init() throws {
        bus = try withGError { g_bus_get_sync(G_BUS_TYPE_SESSION, nil, $0) }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(bus))
    }

    /// True when the miner owns its name now (it is not started by asking).
    public var isRunning: Bool {
        guard let reply = try? call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                                    tuple([g_variant_new_string(TrackerNames.minerService)]), autoStart: false) else { return false }
        defer { g_variant_unref(reply) }
        let answer = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(answer) }
        return g_variant_get_boolean(answer) != 0
    }

    /// Asks the miner to (re)index `folder` now: new, changed and deleted
    /// files in it. The folder must be inside an index root; for a folder
    /// outside, Tracker would index it only while this process lives.
    public func indexLocation(_ folder: String) throws {
        let uri = takeString(g_filename_to_uri(folder, nil, nil)) ?? "file://" + folder
        let reply = try call(TrackerNames.controlService, TrackerNames.indexPath, TrackerNames.indexInterface, "IndexLocation",
                             indexLocationArguments(uri), autoStart: true)
        g_variant_unref(reply)
    }

    /// The miner's own status line ("Idle", "Crawling files"…) and progress, 0…1.
    public func progress() throws -> (status: String, progress: Double) {
        let statusReply = try call(TrackerNames.minerService, TrackerNames.minerPath, TrackerNames.minerInterface, "GetStatus", nil, autoStart: false)
        defer { g_variant_unref(statusReply) }
        let progressReply = try call(TrackerNames.minerService, TrackerNames.minerPath, TrackerNames.minerInterface, "GetProgress", nil, autoStart: false)
        defer { g_variant_unref(progressReply) }
        let status = g_variant_get_child_value(statusReply, 0)!
        defer { g_variant_unref(status) }
        let progress = g_variant_get_child_value(progressReply, 0)!
        defer { g_variant_unref(progress) }
        return (String(cString: g_variant_get_string(status, nil)), g_variant_get_double(progress))
    }

    /// One method call, waiting at most 5 s. `arguments` is consumed (floating).
    private func call(_ service: String, _ path: String, _ interface: String, _ method: String,
                      _ arguments: OpaquePointer?, autoStart: Bool) throws -> OpaquePointer {
        try withGError { error in
            g_dbus_connection_call_sync(bus, service, path, interface, method, arguments, nil,
                                        autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, 5000, nil, error)
        }
    }
}

/// IndexLocation's `(s as as)`: the URI, then graphs and flags, both empty
/// (all graphs; 3.4 defines no flags).
private func indexLocationArguments(_ uri: String) -> OpaquePointer {
    var none: UnsafePointer<gchar>? = nil
    return tuple([g_variant_new_string(uri), g_variant_new_strv(&none, 0), g_variant_new_strv(&none, 0)])
}

/// A tuple of floating GVariants, itself floating (a method call's arguments).
private func tuple(_ children: [OpaquePointer?]) -> OpaquePointer {
    var children = children
    return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
}
