import CGLib

/// A GDBus connection to a message bus, with the calls Larder makes on it.
package final class DBusConnection {
    private let object: GObjectReference

    /// The `GDBusConnection`; valid while this value lives.
    package var pointer: OpaquePointer { object.opaque }

    /// The session bus (GIO's shared connection); fails when there is none.
    package static func session() throws -> DBusConnection {
        DBusConnection(try withGError { g_bus_get_sync(G_BUS_TYPE_SESSION, nil, $0) })
    }

    /// A connection of our own to the bus at `address` (a private test bus).
    package convenience init(address: String) throws {
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        self.init(try withGError { g_dbus_connection_new_for_address_sync(address, flags, nil, nil, $0) })
    }

    private init(_ connection: OpaquePointer) {
        object = GObjectReference(takingOwnershipOf: connection)
    }

    /// One method call, waiting at most `timeout` milliseconds. `arguments`
    /// (a floating tuple) is consumed. With `autoStart`, the bus starts the
    /// service by D-Bus activation when nobody owns the name.
    package func call(_ service: String, _ path: String, _ interface: String, _ method: String,
                      _ arguments: OpaquePointer? = nil, autoStart: Bool = true, timeout: Int32 = 5000) throws -> GVariantReference {
        GVariantReference(takingOwnershipOf: try withGError { error in
            g_dbus_connection_call_sync(pointer, service, path, interface, method, arguments, nil,
                                        autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout, nil, error)
        })
    }

    /// A call to the bus itself (`org.freedesktop.DBus`).
    package func callBus(_ method: String, _ arguments: OpaquePointer? = nil) throws -> GVariantReference {
        try call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method, arguments, autoStart: false)
    }

    /// Whether someone owns `name` now (nothing is started by asking).
    package func hasOwner(_ name: String) -> Bool {
        (try? callBus("NameHasOwner", GVariantBuilder.tuple([GVariantBuilder.string(name)]))[0].bool) ?? false
    }

    /// The process that owns `name`.
    package func processID(ofOwnerOf name: String) throws -> Int {
        Int(try callBus("GetConnectionUnixProcessID", GVariantBuilder.tuple([GVariantBuilder.string(name)]))[0].uint32)
    }
}
