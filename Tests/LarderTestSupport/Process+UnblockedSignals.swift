import Foundation

extension Process {
    /// Starts the process as a shell would: with no signal blocked.
    ///
    /// Swift Testing runs tests on libdispatch's worker threads, which block
    /// most signals, and a child inherits the signal mask of the thread that
    /// starts it. A dbus-daemon started so never hears an activated service
    /// exit (its SIGCHLD stays blocked): a failed activation, such as Debian
    /// sid's session stub for org.freedesktop.systemd1 (`Exec=/bin/false`),
    /// which LocalSearch 3.12 asks for as it starts, then hangs until the
    /// caller's 25 s D-Bus timeout. Such a daemon also ignores SIGTERM.
    public func runWithNoSignalBlocked() throws {
        var none = sigset_t()
        sigemptyset(&none)
        var previous = sigset_t()
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try run()
    }
}
