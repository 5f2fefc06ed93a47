import CTracker

/// The file indexer's SPARQL endpoint (libtracker-sparql, bus connection).
/// Queries are prepared statements: values are bound, never pasted in.
public final class TrackerEndpoint {
    /// A value bound to a `~name` parameter.
    public enum Value {
        case string(String)
        case integer(Int)
    }

    private let connection: OpaquePointer

    /// Connects to tracker-miner-fs-3 (D-Bus activation starts it if needed)
    /// on the session bus, or on the bus at `busAddress` (a private one).
    public init(service: String = TrackerNames.minerService, busAddress: String? = nil) throws {
        var bus: OpaquePointer?
        if let busAddress {
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            bus = try withGError { g_dbus_connection_new_for_address_sync(busAddress, flags, nil, nil, $0) }
        }
        defer { if let bus { g_object_unref(UnsafeMutableRawPointer(bus)) } }
        connection = OpaquePointer(try withGError { tracker_sparql_connection_bus_new(service, nil, bus, $0) })
    }

    deinit {
        tracker_sparql_connection_close(UnsafeMutablePointer(connection))
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Runs `sparql` with `values` bound to its `~name` parameters; every row
    /// as strings (nil for unbound).
    public func rows(_ sparql: String, _ values: [String: Value] = [:]) throws -> [[String?]] {
        let statement = try withGError { tracker_sparql_connection_query_statement(UnsafeMutablePointer(connection), sparql, nil, $0) }
        defer { g_object_unref(statement) }
        for (name, value) in values {
            switch value {
            case .string(let text): tracker_sparql_statement_bind_string(statement, name, text)
            case .integer(let number): tracker_sparql_statement_bind_int(statement, name, gint64(number))
            }
        }
        let cursor = try withGError { tracker_sparql_statement_execute(statement, nil, $0) }
        defer { g_object_unref(cursor) }
        var rows: [[String?]] = []
        while try checkingGError({ tracker_sparql_cursor_next(cursor, nil, $0) }) != 0 {
            let columns = tracker_sparql_cursor_get_n_columns(cursor)
            rows.append((0..<columns).map { column in
                tracker_sparql_cursor_get_string(cursor, column, nil).map { String(cString: $0) }
            })
        }
        return rows
    }
}
