import CTracker

/// A GDBus client of a search provider on a given bus: for tests and
/// benchmarks that time calls without a process start in between.
public final class SearchProviderClient {
    private let bus: OpaquePointer
    private let busName: String
    private let objectPath: String

    /// Connects to the bus at `busAddress` and talks to the provider at
    /// `busName` and `objectPath`; throws when the connection fails.
    public init(busAddress: String, busName: String = ApplicationID.searchProviderBusName,
                objectPath: String = ApplicationID.searchProviderObjectPath) throws {
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        bus = try withGError { g_dbus_connection_new_for_address_sync(busAddress, flags, nil, nil, $0) }
        self.busName = busName
        self.objectPath = objectPath
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(bus))
    }

    /// Calls GetInitialResultSet: the identifiers of the results for `terms`.
    public func initialResultSet(_ terms: [String]) throws -> [String] {
        let reply = try call("GetInitialResultSet", SearchProviderService.stringsTuple(terms))
        defer { g_variant_unref(reply) }
        return SearchProviderService.strings(reply, 0)
    }

    /// Calls GetSubsearchResultSet: the results for `terms` among `previous` results.
    public func subsearchResultSet(_ previous: [String], _ terms: [String]) throws -> [String] {
        var children: [OpaquePointer?] = [SearchProviderService.strv(previous), SearchProviderService.strv(terms)]
        let arguments = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2)! }
        let reply = try call("GetSubsearchResultSet", arguments)
        defer { g_variant_unref(reply) }
        return SearchProviderService.strings(reply, 0)
    }

    /// Each result's metas: the string values by key, and "icon" as GVariant text.
    public func resultMetas(_ identifiers: [String]) throws -> [[String: String]] {
        let reply = try call("GetResultMetas", SearchProviderService.stringsTuple(identifiers))
        defer { g_variant_unref(reply) }
        let array = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(array) }
        return (0..<Int(g_variant_n_children(array))).map { index in
            let dictionary = g_variant_get_child_value(array, gsize(index))!
            defer { g_variant_unref(dictionary) }
            var values: [String: String] = [:]
            for entryIndex in 0..<Int(g_variant_n_children(dictionary)) {
                let entry = g_variant_get_child_value(dictionary, gsize(entryIndex))!
                let key = g_variant_get_child_value(entry, 0)!, boxed = g_variant_get_child_value(entry, 1)!
                let value = g_variant_get_variant(boxed)!
                let isString = String(cString: g_variant_get_type_string(value)) == "s"
                values[String(cString: g_variant_get_string(key, nil))] =
                    isString ? String(cString: g_variant_get_string(value, nil)) : takeString(g_variant_print(value, 1))
                [value, boxed, key, entry].forEach { g_variant_unref($0) }
            }
            return values
        }
    }

    /// The process ID of the provider owning the name (it is started if needed).
    public func providerProcess() throws -> Int {
        var children: [OpaquePointer?] = [g_variant_new_string(busName)]
        let arguments = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 1)! }
        let reply = try withGError { error in
            g_dbus_connection_call_sync(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                        "GetConnectionUnixProcessID", arguments, nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, error)
        }
        defer { g_variant_unref(reply) }
        let pid = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(pid) }
        return Int(g_variant_get_uint32(pid))
    }

    private func call(_ method: String, _ arguments: OpaquePointer) throws -> OpaquePointer {
        try withGError { error in
            g_dbus_connection_call_sync(bus, busName, objectPath, "org.gnome.Shell.SearchProvider2", method, arguments, nil,
                                        G_DBUS_CALL_FLAGS_NONE, 10_000, nil, error)
        }
    }
}
