import CGLib
import CTracker
import LarderGLib

/// The file indexer's SPARQL endpoint (libtracker-sparql or TinySPARQL, bus
/// connection). Queries are prepared statements: values are bound, never pasted in.
public final class TrackerEndpoint {
    /// A value bound to a `~name` parameter.
    public enum Value {
        case string(String)
        case integer(Int)
    }

    private let connection: GObjectReference

    /// Connects to the platform's miner (D-Bus activation starts it if
    /// needed) on the session bus, or on the bus at `busAddress` (a private one).
    public init(platform: IndexerPlatform = .forClients, busAddress: String? = nil) throws {
        let bus = try busAddress.map { try DBusConnection(address: $0) }
        connection = GObjectReference(takingOwnershipOf: try withExtendedLifetime(bus) {
            try withGError { tracker_sparql_connection_bus_new(platform.minerService, nil, bus?.pointer, $0) }
        })
    }

    deinit {
        tracker_sparql_connection_close(connection.typed())
    }

    /// Runs `sparql` with `values` bound to its `~name` parameters; every row
    /// as strings (nil for unbound).
    public func rows(_ sparql: String, _ values: [String: Value] = [:]) throws -> [[String?]] {
        let statement = GObjectReference(takingOwnershipOf: try withGError {
            tracker_sparql_connection_query_statement(connection.typed(), sparql, nil, $0)
        })
        for (name, value) in values {
            switch value {
            case .string(let text): tracker_sparql_statement_bind_string(statement.typed(), name, text)
            case .integer(let number): tracker_sparql_statement_bind_int(statement.typed(), name, gint64(number))
            }
        }
        let cursor = GObjectReference(takingOwnershipOf: try withGError { tracker_sparql_statement_execute(statement.typed(), nil, $0) })
        var rows: [[String?]] = []
        while try checkingGError({ tracker_sparql_cursor_next(cursor.typed(), nil, $0) }) != 0 {
            let columns = tracker_sparql_cursor_get_n_columns(cursor.typed())
            rows.append((0..<columns).map { column in
                tracker_sparql_cursor_get_string(cursor.typed(), column, nil).map { String(cString: $0) }
            })
        }
        return rows
    }
}
