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
        let flags = LARDER_G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CLIENT
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
                                        autoStart ? LARDER_G_DBUS_CALL_FLAGS_NONE : LARDER_G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout, nil, error)
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

    /// Runs `action` (a call), then waits until a signal on `path` with
    /// `interface` and `member` arrives for which `matching` is true, or
    /// `timeout` milliseconds pass; returns whether it arrived. The signal is
    /// subscribed to before `action`, so none is missed, and is dispatched on
    /// a main context of its own: this works inside another main loop too.
    package func awaitSignal(path: String, interface: String, member: String, timeout: UInt32,
                             matching: @escaping (GVariantReference) -> Bool, after action: () throws -> Void) throws -> Bool {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
        }
        let state = Unmanaged.passRetained(SignalWait(matching: matching))
        // Any sender: the bus matches a well-known name by its owner, and the owner may start only now.
        let subscription = g_dbus_connection_signal_subscribe(pointer, nil, interface, member, path, nil, LARDER_G_DBUS_SIGNAL_FLAGS_NONE,
                                                               { _, _, _, _, _, parameters, context in
            guard let context, let parameters else { return }
            let wait = Unmanaged<SignalWait>.fromOpaque(context).takeUnretainedValue()
            if wait.matching(GVariantReference(takingOwnershipOf: g_variant_ref(parameters))) { wait.arrived = true }
        }, state.toOpaque(), { context in
            guard let context else { return }
            Unmanaged<SignalWait>.fromOpaque(context).release()
        })
        defer { g_dbus_connection_signal_unsubscribe(pointer, subscription) }
        try action()
        let timer = g_timeout_source_new(timeout)
        g_source_set_callback(timer, { context in
            guard let context else { return 0 }
            Unmanaged<SignalWait>.fromOpaque(context).takeUnretainedValue().timedOut = true
            return 0  // G_SOURCE_REMOVE
        }, state.toOpaque(), nil)
        g_source_attach(timer, context)
        defer {
            g_source_destroy(timer)
            g_source_unref(timer)
        }
        let wait = state.takeUnretainedValue()
        while !wait.arrived && !wait.timedOut { g_main_context_iteration(context, 1) }
        return wait.arrived
    }
}

/// What ``DBusConnection/awaitSignal(path:interface:member:timeout:matching:after:)`` waits for.
private final class SignalWait {
    let matching: (GVariantReference) -> Bool
    var arrived = false
    var timedOut = false

    init(matching: @escaping (GVariantReference) -> Bool) {
        self.matching = matching
    }
}
