import CGLib

/// A GIO file monitor on one directory (inotify on Linux: no polling while
/// the directory exists), reporting each change of its entries to a Swift
/// closure on the thread-default main context. It owns its `GFileMonitor`:
/// going away cancels the monitor and drops the closure.
package final class FileMonitor {
    /// What happened, as GIO's `GFileMonitorEvent` says it.
    package enum Kind: Sendable, Equatable {
        /// The entry's content changed (rate-limited by GIO).
        case changed
        /// GIO's hint that a series of changes ended (the writer closed the file).
        case changesDone
        /// The entry was removed.
        case deleted
        /// The entry was created.
        case created
        /// The entry's metadata (mode, times) changed.
        case attributeChanged
        /// The entry was renamed within the directory (`otherName` is the new name).
        case renamed
        /// The entry was moved in from elsewhere.
        case movedIn
        /// The entry was moved out of the directory.
        case movedOut
        /// The file system is about to be unmounted, or was.
        case unmounted
        /// Any other event GIO may add.
        case other
    }

    /// One change in the monitored directory.
    package struct Event: Sendable, Equatable {
        /// What happened.
        package var kind: Kind
        /// The entry's name in the directory (the directory's own name when `isDirectoryItself`).
        package var name: String
        /// For `.renamed`, the new name; for moves, the other side's name when GIO knows it.
        package var otherName: String?
        /// True when the event is about the monitored directory itself (removed, moved away).
        package var isDirectoryItself: Bool
    }

    /// The directory watched.
    package let path: String
    private let monitor: GObjectReference
    private let directory: GObjectReference
    private var handlerID: gulong = 0

    /// Starts watching the directory at `path`; `handler` is called on the
    /// main context for every event until this monitor goes away.
    ///
    /// `G_FILE_MONITOR_WATCH_MOVES` is set, so a rename over an entry (how
    /// editors save) arrives as one `.renamed` or `.movedIn` event naming
    /// both sides. `rateLimitMilliseconds` is GIO's limit on `.changed`
    /// events per file (GIO's default is 800 ms).
    ///
    /// - Throws: ``GLibError`` when GIO cannot monitor the path
    ///   (`g_file_monitor_directory`).
    package init(directory path: String, rateLimitMilliseconds: Int32 = 100, _ handler: @escaping (Event) -> Void) throws {
        self.path = path
        // g_file_new_for_path: transfer full, never NULL.
        directory = GObjectReference(takingOwnershipOf: g_file_new_for_path(path))
        let file = directory.opaque
        // g_file_monitor_directory: transfer full.
        monitor = GObjectReference(takingOwnershipOf: try withGError { error in
            g_file_monitor_directory(file, LARDER_G_FILE_MONITOR_WATCH_MOVES, nil, error)
        })
        g_file_monitor_set_rate_limit(monitor.typed(GFileMonitor.self), rateLimitMilliseconds)
        let box = Unmanaged.passRetained(HandlerBox(handler: handler, directory: directory)).toOpaque()
        let changed: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void = {
            _, file, other, event, context in
            guard let file, let context else { return }
            let box = Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue()
            box.deliver(file: file, other: other, event: event)
        }
        // The closure's box is released by GLib when the handler is disconnected.
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { context, _ in
            guard let context else { return }
            Unmanaged<HandlerBox>.fromOpaque(context).release()
        }
        handlerID = g_signal_connect_data(monitor.pointer, "changed", unsafeBitCast(changed, to: GCallback.self),
                                          box, release, GConnectFlags(rawValue: 0))
    }

    deinit {
        g_signal_handler_disconnect(monitor.pointer, handlerID)
        g_file_monitor_cancel(monitor.typed(GFileMonitor.self))
    }
}

/// The Swift closure behind a monitor's "changed" handler, and the event's decoding.
private final class HandlerBox {
    let handler: (FileMonitor.Event) -> Void
    let directory: GObjectReference

    init(handler: @escaping (FileMonitor.Event) -> Void, directory: GObjectReference) {
        self.handler = handler
        self.directory = directory
    }

    func deliver(file: OpaquePointer, other: OpaquePointer?, event: GFileMonitorEvent) {
        let kind: FileMonitor.Kind
        switch event {
        case G_FILE_MONITOR_EVENT_CHANGED: kind = .changed
        case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT: kind = .changesDone
        case G_FILE_MONITOR_EVENT_DELETED: kind = .deleted
        case G_FILE_MONITOR_EVENT_CREATED: kind = .created
        case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED: kind = .attributeChanged
        case G_FILE_MONITOR_EVENT_RENAMED: kind = .renamed
        case G_FILE_MONITOR_EVENT_MOVED_IN: kind = .movedIn
        case G_FILE_MONITOR_EVENT_MOVED_OUT: kind = .movedOut
        case G_FILE_MONITOR_EVENT_PRE_UNMOUNT, G_FILE_MONITOR_EVENT_UNMOUNTED: kind = .unmounted
        default: kind = .other
        }
        let itself = g_file_equal(file, directory.opaque) != 0
        handler(FileMonitor.Event(kind: kind, name: Self.baseName(file) ?? "", otherName: other.flatMap(Self.baseName),
                                  isDirectoryItself: itself))
    }

    /// g_file_get_basename: transfer full, freed at once.
    private static func baseName(_ file: OpaquePointer) -> String? {
        guard let name = g_file_get_basename(file) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
