import CTracker

/// `org.gnome.Shell.SearchProvider2` on the session bus, through GDBus: owns
/// the bus name, exports the object, answers from a ``SearchProviderBackend``,
/// and returns from ``run()`` after `idleSeconds` without a call (D-Bus
/// activation starts it again on the next search).
public final class SearchProviderService {
    /// The interface, as data/dbus/org.gnome.Shell.SearchProvider2.xml has it (a test compares them).
    public static let introspectionXML = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <!-- GNOME Shell's search provider interface, version 2 (gnome-shell 43). -->
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>

        """

    private let backend: SearchProviderBackend
    private let busName: String
    private let objectPath: String
    private let idleSeconds: UInt32
    private var loop: OpaquePointer?
    private var idleSource: guint = 0
    /// Why run() returned, for the log.
    public private(set) var stopReason = ""

    /// A service answering from `backend` under `busName` and `objectPath`;
    /// ``run()`` returns after `idleSeconds` seconds without a call.
    public init(backend: SearchProviderBackend, busName: String = ApplicationID.searchProviderBusName,
                objectPath: String = ApplicationID.searchProviderObjectPath, idleSeconds: UInt32 = 60) {
        self.backend = backend
        self.busName = busName
        self.objectPath = objectPath
        self.idleSeconds = idleSeconds
    }

    /// Serves until idle for `idleSeconds`, or until the name is lost.
    public func run() throws {
        let bus = try withGError { g_bus_get_sync(G_BUS_TYPE_SESSION, nil, $0) }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        let node = try withGError { g_dbus_node_info_new_for_xml(Self.introspectionXML, $0) }
        defer { g_dbus_node_info_unref(node) }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, context in
            guard let method, let parameters, let invocation, let context else { return }
            let service = Unmanaged<SearchProviderService>.fromOpaque(context).takeUnretainedValue()
            service.handle(String(cString: method), parameters, invocation)
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let registration = try withGError { error -> guint? in
            let id = g_dbus_connection_register_object(bus, objectPath, node.pointee.interfaces[0], &vtable, context, nil, error)
            return id == 0 ? nil : id
        }
        defer { g_dbus_connection_unregister_object(bus, registration) }

        // Own the name only once the object answers, so the first call finds it.
        let reply = try withGError { error in
            g_dbus_connection_call_sync(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                                        requestNameArguments(busName, flags: 4 /* DO_NOT_QUEUE */), nil,
                                        G_DBUS_CALL_FLAGS_NONE, 5000, nil, error)
        }
        let code = g_variant_get_child_value(reply, 0)!
        let result = g_variant_get_uint32(code)
        g_variant_unref(code)
        g_variant_unref(reply)
        guard result == 1 || result == 4 else {  // PRIMARY_OWNER or ALREADY_OWNER
            throw DesktopError("another search provider already owns \(busName)")
        }
        loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop); loop = nil }
        // A lost name (another instance took over, the bus went away) ends the service.
        let lost = g_dbus_connection_signal_subscribe(bus, "org.freedesktop.DBus", "org.freedesktop.DBus", "NameLost", "/org/freedesktop/DBus",
                                                      busName, G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, _, _, context in
            guard let context else { return }
            let service = Unmanaged<SearchProviderService>.fromOpaque(context).takeUnretainedValue()
            service.stop("lost the bus name")
        }, context, nil)
        defer { g_dbus_connection_signal_unsubscribe(bus, lost) }
        // When the session bus goes away, so does the provider. (GDBus's
        // exit-on-close raises SIGTERM, which a parent may have set to be ignored.)
        let closed: @convention(c) (gpointer?, gboolean, gpointer?, gpointer?) -> Void = { _, _, _, context in
            guard let context else { return }
            Unmanaged<SearchProviderService>.fromOpaque(context).takeUnretainedValue().stop("the session bus closed")
        }
        g_dbus_connection_set_exit_on_close(bus, 0)
        let closedHandler = g_signal_connect_data(UnsafeMutableRawPointer(bus), "closed", unsafeBitCast(closed, to: GCallback.self),
                                                  context, nil, GConnectFlags(rawValue: 0))
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(bus), closedHandler) }
        restartIdleTimer()
        g_main_loop_run(loop)
        if g_dbus_connection_is_closed(bus) == 0 { g_dbus_connection_flush_sync(bus, nil, nil) }
    }

    private func stop(_ reason: String) {
        stopReason = reason
        if let loop { g_main_loop_quit(loop) }
    }

    private func restartIdleTimer() {
        if idleSource != 0 { g_source_remove(idleSource) }
        idleSource = g_timeout_add_seconds(idleSeconds, { context in
            guard let context else { return 0 }
            let service = Unmanaged<SearchProviderService>.fromOpaque(context).takeUnretainedValue()
            service.idleSource = 0
            service.stop("idle for \(service.idleSeconds) s")
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    private func handle(_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        restartIdleTimer()
        let reply: OpaquePointer?
        switch method {
        case "GetInitialResultSet":
            reply = Self.stringsTuple(backend.initialResults(for: Self.strings(parameters, 0)))
        case "GetSubsearchResultSet":
            reply = Self.stringsTuple(backend.subsearchResults(narrowing: Self.strings(parameters, 0), for: Self.strings(parameters, 1)))
        case "GetResultMetas":
            reply = Self.metasTuple(backend.metas(for: Self.strings(parameters, 0)))
        case "ActivateResult":
            let identifier = g_variant_get_child_value(parameters, 0)!
            defer { g_variant_unref(identifier) }
            backend.activate(String(cString: g_variant_get_string(identifier, nil)), terms: Self.strings(parameters, 1),
                             timestamp: Self.uint32(parameters, 2))
            reply = nil
        case "LaunchSearch":
            backend.launchSearch(for: Self.strings(parameters, 0), timestamp: Self.uint32(parameters, 1))
            reply = nil
        default:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no method \(method)")
            return
        }
        g_dbus_method_invocation_return_value(invocation, reply)  // takes the floating reply; nil: ()
    }

    /// The `as` at `index` of a tuple.
    static func strings(_ tuple: OpaquePointer, _ index: Int) -> [String] {
        let child = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(child) }
        var count: gsize = 0
        guard let items = g_variant_get_strv(child, &count) else { return [] }
        defer { g_free(items) }  // the strings themselves belong to the variant
        return (0..<Int(count)).compactMap { items[$0].map { String(cString: $0) } }
    }

    static func uint32(_ tuple: OpaquePointer, _ index: Int) -> UInt32 {
        let child = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(child) }
        return g_variant_get_uint32(child)
    }

    /// `(as)`, floating.
    static func stringsTuple(_ strings: [String]) -> OpaquePointer {
        var children: [OpaquePointer?] = [strv(strings)]
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 1) }
    }

    static func strv(_ strings: [String]) -> OpaquePointer {
        var pointers = strings.map { UnsafePointer(strdup($0)) } + [nil]
        defer { pointers.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        return g_variant_new_strv(&pointers, gssize(strings.count))
    }

    /// `(aa{sv})`, floating.
    static func metasTuple(_ metas: [SearchResultMeta]) -> OpaquePointer {
        let dictionaryType = g_variant_type_new("a{sv}")
        defer { g_variant_type_free(dictionaryType) }
        var dictionaries: [OpaquePointer?] = metas.map(dictionary)
        let array = dictionaries.withUnsafeMutableBufferPointer { g_variant_new_array(dictionaryType, $0.baseAddress, gsize($0.count)) }
        var children: [OpaquePointer?] = [array]
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 1) }
    }

    private static func dictionary(_ meta: SearchResultMeta) -> OpaquePointer? {
        var entries: [OpaquePointer?] = []
        func add(_ key: String, _ value: OpaquePointer) {
            entries.append(g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value)))
        }
        add("id", g_variant_new_string(meta.id))
        add("name", g_variant_new_string(meta.name))
        add("description", g_variant_new_string(meta.description))
        add("clipboardText", g_variant_new_string(meta.clipboardText))
        if let path = meta.iconFile, let file = g_file_new_for_path(path) {
            let icon = g_file_icon_new(file)
            if let serialized = g_icon_serialize(icon) {  // not floating: ours to unref after use
                add("icon", serialized)
                g_variant_unref(serialized)
            }
            g_object_unref(UnsafeMutableRawPointer(icon))
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        let entryType = g_variant_type_new("{sv}")
        defer { g_variant_type_free(entryType) }
        return entries.withUnsafeMutableBufferPointer { g_variant_new_array(entryType, $0.baseAddress, gsize($0.count)) }
    }
}

/// RequestName's `(su)`, floating.
private func requestNameArguments(_ name: String, flags: UInt32) -> OpaquePointer {
    var children: [OpaquePointer?] = [g_variant_new_string(name), g_variant_new_uint32(flags)]
    return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
}
