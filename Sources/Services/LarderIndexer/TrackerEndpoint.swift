import CGLib
import LarderGLib

/// The file indexer's SPARQL endpoint (libtracker-sparql or TinySPARQL, bus
/// connection, loaded on first use: ``TrackerSparqlLibrary``). Queries are
/// prepared statements: values are bound, never pasted in.
public final class TrackerEndpoint {
    /// A value bound to a `~name` parameter.
    public enum Value {
        case string(String)
        case integer(Int)
    }

    private let library: TrackerSparqlLibrary
    private let connection: GObjectReference

    /// Connects to the platform's miner (D-Bus activation starts it if
    /// needed) on the session bus, or on the bus at `busAddress` (a private one).
    public init(platform: IndexerPlatform = .forClients, busAddress: String? = nil) throws {
        let library = try TrackerSparqlLibrary.loaded.get()
        let bus = try busAddress.map { try DBusConnection(address: $0) }
        connection = GObjectReference(takingOwnershipOf: try withExtendedLifetime(bus) {
            try withGError { library.connectionBusNew(platform.minerService, nil, bus?.pointer, $0) }
        })
        self.library = library
    }

    deinit {
        library.connectionClose(connection.opaque)
    }

    /// Runs `sparql` with `values` bound to its `~name` parameters; every row
    /// as strings (nil for unbound).
    public func rows(_ sparql: String, _ values: [String: Value] = [:]) throws -> [[String?]] {
        let statement = GObjectReference(takingOwnershipOf: try withGError {
            library.queryStatement(connection.opaque, sparql, nil, $0)
        })
        for (name, value) in values {
            switch value {
            case .string(let text): library.bindString(statement.opaque, name, text)
            case .integer(let number): library.bindInteger(statement.opaque, name, gint64(number))
            }
        }
        let cursor = GObjectReference(takingOwnershipOf: try withGError { library.execute(statement.opaque, nil, $0) })
        var rows: [[String?]] = []
        while try checkingGError({ library.cursorNext(cursor.opaque, nil, $0) }) != 0 {
            let columns = library.cursorColumns(cursor.opaque)
            rows.append((0..<columns).map { column in
                library.cursorString(cursor.opaque, column, nil).map { String(cString: $0) }
            })
        }
        return rows
    }
}
