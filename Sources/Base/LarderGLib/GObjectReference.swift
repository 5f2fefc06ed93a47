import CGLib

/// One owned reference to a GObject (a GDBusConnection, a GSettings, a
/// GdkPixbuf…), released when this value goes away.
package final class GObjectReference {
    /// The object; valid while this value lives.
    package let pointer: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns (a "transfer full" return value).
    package init(takingOwnershipOf pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
    }

    /// Takes over a reference the caller owns, given as a typed C pointer.
    package convenience init<T>(takingOwnershipOf pointer: UnsafeMutablePointer<T>) {
        self.init(takingOwnershipOf: UnsafeMutableRawPointer(pointer))
    }

    /// Takes over a reference the caller owns, given as an opaque C pointer.
    package convenience init(takingOwnershipOf pointer: OpaquePointer) {
        self.init(takingOwnershipOf: UnsafeMutableRawPointer(pointer))
    }

    /// The object as an opaque C pointer.
    package var opaque: OpaquePointer { OpaquePointer(pointer) }

    /// The object as a typed C pointer.
    package func typed<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: type)
    }

    deinit {
        g_object_unref(pointer)
    }
}
