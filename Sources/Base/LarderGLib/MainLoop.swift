import CGLib
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A GLib main loop on the default main context: file monitors, timers and
/// Unix signals are dispatched from ``run(quittingOn:)`` on the calling thread.
package final class MainLoop {
    private let loop: OpaquePointer
    private var signalSources: [guint] = []
    /// The signal that ended ``run(quittingOn:)``, if one did.
    package private(set) var endingSignal: Int32?

    /// A loop on the default main context (`g_main_loop_new(NULL, FALSE)`).
    package init() {
        loop = g_main_loop_new(nil, 0)
    }

    deinit {
        g_main_loop_unref(loop)
    }

    /// Dispatches events until ``quit()``, or until one of `signals` arrives
    /// (through `g_unix_signal_add`, so the handler runs in the loop, not in
    /// signal context).
    package func run(quittingOn signals: [Int32] = []) {
        for signal in signals {
            let box = Unmanaged.passRetained(SignalBox(loop: self, signal: signal)).toOpaque()
            signalSources.append(g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { context in
                guard let context else { return 0 }
                let box = Unmanaged<SignalBox>.fromOpaque(context).takeUnretainedValue()
                box.loop?.endingSignal = box.signal
                box.loop?.quit()
                return 1  // G_SOURCE_CONTINUE: removed after run
            }, box, { context in
                guard let context else { return }
                Unmanaged<SignalBox>.fromOpaque(context).release()
            }))
        }
        // A parent may have left these signals blocked (a test runner's threads, a
        // shell's job): unblocked on this thread, so the sources above get them.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        g_main_loop_run(loop)
        signalSources.forEach { g_source_remove($0) }
        signalSources = []
    }

    /// Makes ``run(quittingOn:)`` return once the current callback is done.
    package func quit() {
        g_main_loop_quit(loop)
    }
}

/// A signal source's context: which signal, and the loop it ends.
private final class SignalBox {
    weak var loop: MainLoop?
    let signal: Int32

    init(loop: MainLoop, signal: Int32) {
        self.loop = loop
        self.signal = signal
    }
}

/// A one-shot timer on the default main context: calls its closure once
/// after a delay, unless cancelled first. Going away cancels it.
package final class MainLoopTimer {
    private var sourceID: guint = 0
    private let handler: () -> Void

    /// Calls `handler` from the main loop after `milliseconds`.
    package init(milliseconds: UInt32, _ handler: @escaping () -> Void) {
        self.handler = handler
        sourceID = g_timeout_add(milliseconds, { context in
            guard let context else { return 0 }
            let timer = Unmanaged<MainLoopTimer>.fromOpaque(context).takeUnretainedValue()
            timer.sourceID = 0
            timer.handler()
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// True until the timer fires or is cancelled.
    package var isPending: Bool { sourceID != 0 }

    /// Stops the timer if it has not fired yet.
    package func cancel() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }

    deinit {
        cancel()
    }
}
