import CGLib
import Foundation
import LarderGLib
import LarderTestSupport

/// Plasma's clipboard as the provider sees it: `org.kde.klipper` answering
/// `setClipboardContents` on the test's bus, from a thread and main context of
/// its own (the test's thread is waiting in its call to the provider meanwhile).
final class KlipperStandIn {
    /// What the stand-in has been given, in order.
    var contents: [String] { state.lock.withLock { state.received } }
    private let state = State()

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var received: [String] = []
        var failure: (any Error)?
        var loop: OpaquePointer?
        let ready = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
    }

    private static let introspectionXML = """
        <node><interface name="org.kde.klipper.klipper">
          <method name="setClipboardContents"><arg type="s" name="s" direction="in"/></method>
        </interface></node>
        """

    init(busAddress: String) throws {
        let state = self.state
        Thread { Self.serve(busAddress, state) }.start()
        state.ready.wait()
        if let failure = state.failure { throw failure }
    }

    deinit {
        state.lock.withLock { if let loop = state.loop { g_main_loop_quit(loop) } }
        state.finished.wait()
    }

    private static func serve(_ busAddress: String, _ state: State) {
        defer { state.finished.signal() }
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context); g_main_context_unref(context) }
        do {
            let bus = try DBusConnection(address: busAddress)
            let node = try withGError { g_dbus_node_info_new_for_xml(introspectionXML, $0) }
            defer { g_dbus_node_info_unref(node) }
            var vtable = GDBusInterfaceVTable()
            vtable.method_call = { _, _, _, _, _, parameters, invocation, context in
                guard let parameters, let invocation, let context else { return }
                let state = Unmanaged<State>.fromOpaque(context).takeUnretainedValue()
                let text = GVariantReference(sinking: parameters)[0].string
                state.lock.withLock { state.received.append(text) }
                g_dbus_method_invocation_return_value(invocation, nil)
            }
            // Calls to the object come to the main context of this thread, the one registering it.
            let registration = try withGError { error -> guint? in
                let id = g_dbus_connection_register_object(bus.pointer, "/klipper", node.pointee.interfaces[0], &vtable,
                                                           Unmanaged.passUnretained(state).toOpaque(), nil, error)
                return id == 0 ? nil : id
            }
            defer { g_dbus_connection_unregister_object(bus.pointer, registration) }
            guard try bus.callBus("RequestName", GVariantBuilder.tuple([GVariantBuilder.string("org.kde.klipper"), GVariantBuilder.uint32(4)]))[0].uint32 == 1 else {
                throw TestFailure("org.kde.klipper is taken on the test's bus")
            }
            let loop = g_main_loop_new(context, 0)
            defer { g_main_loop_unref(loop) }
            state.lock.withLock { state.loop = loop }
            state.ready.signal()
            g_main_loop_run(loop)
        } catch {
            state.failure = error
            state.ready.signal()
        }
    }
}
