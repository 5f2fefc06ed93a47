import CGLib
import Foundation
import LarderGLib

/// A desktop service as a program sees it, on a test's bus: owns `name`,
/// serves one interface at `path`, records each call (its method and its
/// arguments, as GVariant text) and answers it with what `reply` makes, from
/// a thread and main context of its own (the test's thread may be waiting in
/// a call to another process meanwhile).
public final class DBusServiceStandIn: @unchecked Sendable {
    /// The calls received so far, in order.
    public var calls: [(method: String, arguments: GVariantText)] { state.lock.withLock { state.received } }
    private let state: State

    /// The arguments of a call, as `g_variant_print` writes them.
    public typealias GVariantText = String

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var received: [(method: String, arguments: GVariantText)] = []
        var failure: (any Error)?
        var loop: OpaquePointer?
        let ready = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        /// The reply to a method: a floating tuple, or nil for an empty one.
        let reply: @Sendable (String) -> OpaquePointer?
        init(reply: @escaping @Sendable (String) -> OpaquePointer?) { self.reply = reply }
    }

    /// Starts serving `interfaceXML` (a `<node>` with one interface) as `name` at `path`.
    public init(busAddress: String, name: String, path: String, interfaceXML: String,
                reply: @escaping @Sendable (String) -> OpaquePointer? = { _ in nil }) throws {
        let state = State(reply: reply)
        self.state = state
        Thread { Self.serve(busAddress, name: name, path: path, xml: interfaceXML, state) }.start()
        state.ready.wait()
        if let failure = state.failure { throw failure }
    }

    deinit {
        state.lock.withLock { if let loop = state.loop { g_main_loop_quit(loop) } }
        state.finished.wait()
    }

    private static func serve(_ busAddress: String, name: String, path: String, xml: String, _ state: State) {
        defer { state.finished.signal() }
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context); g_main_context_unref(context) }
        do {
            let bus = try DBusConnection(address: busAddress)
            let node = try withGError { g_dbus_node_info_new_for_xml(xml, $0) }
            defer { g_dbus_node_info_unref(node) }
            var vtable = GDBusInterfaceVTable()
            vtable.method_call = { _, _, _, _, method, parameters, invocation, context in
                guard let method, let parameters, let invocation, let context else { return }
                let state = Unmanaged<State>.fromOpaque(context).takeUnretainedValue()
                let name = String(cString: method)
                let text = GVariantReference(sinking: parameters).text
                state.lock.withLock { state.received.append((name, text)) }
                g_dbus_method_invocation_return_value(invocation, state.reply(name))
            }
            // Calls to the object come to the main context of this thread, the one registering it.
            let registration = try withGError { error -> guint? in
                let id = g_dbus_connection_register_object(bus.pointer, path, node.pointee.interfaces[0], &vtable,
                                                           Unmanaged.passUnretained(state).toOpaque(), nil, error)
                return id == 0 ? nil : id
            }
            defer { g_dbus_connection_unregister_object(bus.pointer, registration) }
            guard try bus.callBus("RequestName", GVariantBuilder.tuple([GVariantBuilder.string(name), GVariantBuilder.uint32(4)]))[0].uint32 == 1 else {
                throw TestFailure("\(name) is taken on the test's bus")
            }
            let loop = g_main_loop_new(context, 0)
            defer { g_main_loop_unref(loop) }
            state.lock.withLock { state.loop = loop }
            // Ready once the loop runs: a quit that came before would be lost, and deinit would wait for ever.
            let idle = g_idle_source_new()
            g_source_set_callback(idle, { context in
                Unmanaged<State>.fromOpaque(context!).takeUnretainedValue().ready.signal()
                return 0
            }, Unmanaged.passUnretained(state).toOpaque(), nil)
            g_source_attach(idle, context)
            g_source_unref(idle)
            g_main_loop_run(loop)
        } catch {
            state.failure = error
            state.ready.signal()
        }
    }
}
