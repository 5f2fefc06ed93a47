import CGLib
import Dispatch
import LarderGLib
import Synchronization

/// A request's total time limit: cancels its GCancellable when the time is up
/// (GLib allows that from any thread), and remembers that it did, so that
/// the cancellation is reported as a time-out.
final class WebDeadline: Sendable {
    private let state = Mutex(State.waiting)

    private enum State { case waiting, fired, disarmed }

    /// Starts the clock; the timer keeps its own reference to `cancellable`
    /// until it fires, so the cancellable outlives any request it cancels.
    init(seconds: Double, cancelling cancellable: GObjectReference) {
        let timer = Timer(cancellable)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            self.state.withLock { state in
                guard case .waiting = state else { return }
                state = .fired
                g_cancellable_cancel(timer.cancellable.typed(GCancellable.self))
            }
        }
    }

    /// What the timer holds: the GCancellable's reference, passed across threads
    /// (GLib allows cancelling from any thread).
    private final class Timer: @unchecked Sendable {
        let cancellable: GObjectReference
        init(_ cancellable: GObjectReference) { self.cancellable = cancellable }
    }

    /// Whether the time ran out before ``disarm()``.
    var fired: Bool { state.withLock { if case .fired = $0 { true } else { false } } }

    /// Stops the clock: the request is over, and its cancellable may go.
    func disarm() {
        state.withLock { state in if case .waiting = state { state = .disarmed } }
    }
}
