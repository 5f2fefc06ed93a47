import CGLib
import LarderGLib

/// `org.gnome.Shell.SearchProvider2` on the session bus, through GDBus: owns
/// the bus name, exports the object, answers from a ``SearchProviderBackend``,
/// and returns from ``run()`` after `idleSeconds` without a call (D-Bus
/// activation starts it again on the next search). Given a ``KRunnerBackend``,
/// it also exports KRunner's `org.kde.krunner1` (``KRunnerInterface``) at its
/// own object path under the same name, so one process answers both desktops.
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
    private let krunner: KRunnerBackend?
    private let busName: String
    private let objectPath: String
    private let krunnerObjectPath: String
    private let idleSeconds: UInt32
    private var loop: OpaquePointer?
    private var idleSource: guint = 0
    /// Why run() returned, for the log.
    public private(set) var stopReason = ""

    /// A service answering from `backend` under `busName` and `objectPath`,
    /// and from `krunner`, when given, at `krunnerObjectPath`; ``run()`` returns
    /// after `idleSeconds` seconds without a call to either.
    public init(backend: SearchProviderBackend, krunner: KRunnerBackend? = nil, busName: String = ApplicationID.searchProviderBusName,
                objectPath: String = ApplicationID.searchProviderObjectPath,
                krunnerObjectPath: String = ApplicationID.krunnerObjectPath, idleSeconds: UInt32 = 60) {
        self.backend = backend
        self.krunner = krunner
        self.busName = busName
        self.objectPath = objectPath
        self.krunnerObjectPath = krunnerObjectPath
        self.idleSeconds = idleSeconds
    }

    /// Serves until idle for `idleSeconds`, or until the name is lost.
    public func run() throws {
        let connection = try DBusConnection.session()
        let bus = connection.pointer
        defer { withExtendedLifetime(connection) {} }  // `bus` is used until the end
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, interface, method, parameters, invocation, context in
            guard let interface, let method, let parameters, let invocation, let context else { return }
            let service = Unmanaged<SearchProviderService>.fromOpaque(context).takeUnretainedValue()
            service.handle(String(cString: interface), String(cString: method), GVariantReference(sinking: parameters), invocation)
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        // One object per interface; the callback tells them apart by the interface name.
        var objects = [(objectPath, Self.introspectionXML)]
        if krunner != nil { objects.append((krunnerObjectPath, KRunnerInterface.introspectionXML)) }
        var registrations: [guint] = []
        defer { registrations.forEach { g_dbus_connection_unregister_object(bus, $0) } }
        for (path, xml) in objects {
            let node = try withGError { g_dbus_node_info_new_for_xml(xml, $0) }
            defer { g_dbus_node_info_unref(node) }  // the registration keeps its own reference to the interface
            registrations.append(try withGError { error -> guint? in
                let id = g_dbus_connection_register_object(bus, path, node.pointee.interfaces[0], &vtable, context, nil, error)
                return id == 0 ? nil : id
            })
        }

        // Own the name only once the object answers, so the first call finds it.
        let result = try connection.callBus("RequestName", GVariantBuilder.tuple([
            GVariantBuilder.string(busName), GVariantBuilder.uint32(4 /* DO_NOT_QUEUE */),
        ]))[0].uint32
        guard result == 1 || result == 4 else {  // PRIMARY_OWNER or ALREADY_OWNER
            throw GLibError("another search provider already owns \(busName)")
        }
        loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop); loop = nil }
        // A lost name (another instance took over, the bus went away) ends the service.
        let lost = g_dbus_connection_signal_subscribe(bus, "org.freedesktop.DBus", "org.freedesktop.DBus", "NameLost", "/org/freedesktop/DBus",
                                                      busName, LARDER_G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, _, _, context in
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

    private func handle(_ interface: String, _ method: String, _ parameters: GVariantReference, _ invocation: OpaquePointer) {
        restartIdleTimer()
        if interface == KRunnerInterface.name, let krunner {
            KRunnerInterface.handle(method, parameters, invocation, backend: krunner)
            return
        }
        let reply: OpaquePointer?
        switch method {
        case "GetInitialResultSet":
            reply = Self.stringsTuple(backend.initialResults(for: parameters[0].strings))
        case "GetSubsearchResultSet":
            reply = Self.stringsTuple(backend.subsearchResults(narrowing: parameters[0].strings, for: parameters[1].strings))
        case "GetResultMetas":
            reply = GVariantBuilder.tuple([GVariantBuilder.array(of: "a{sv}", backend.metas(for: parameters[0].strings).map(Self.dictionary))])
        case "ActivateResult":
            backend.activate(parameters[0].string, terms: parameters[1].strings, timestamp: parameters[2].uint32)
            reply = nil
        case "LaunchSearch":
            backend.launchSearch(for: parameters[0].strings, timestamp: parameters[1].uint32)
            reply = nil
        default:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no method \(method)")
            return
        }
        g_dbus_method_invocation_return_value(invocation, reply)  // takes the floating reply; nil: ()
    }

    /// `(as)`, floating.
    private static func stringsTuple(_ strings: [String]) -> OpaquePointer {
        GVariantBuilder.tuple([GVariantBuilder.strings(strings)])
    }

    /// One result's `a{sv}`, floating.
    private static func dictionary(_ meta: SearchResultMeta) -> OpaquePointer? {
        var entries = [
            GVariantBuilder.entry("id", GVariantBuilder.string(meta.id)),
            GVariantBuilder.entry("name", GVariantBuilder.string(meta.name)),
            GVariantBuilder.entry("description", GVariantBuilder.string(meta.description)),
            GVariantBuilder.entry("clipboardText", GVariantBuilder.string(meta.clipboardText)),
        ]
        if let path = meta.iconFile, let icon = GVariantBuilder.fileIcon(path: path) {
            entries.append(GVariantBuilder.entry("icon", icon))
        }
        return GVariantBuilder.array(of: "{sv}", entries)
    }
}
