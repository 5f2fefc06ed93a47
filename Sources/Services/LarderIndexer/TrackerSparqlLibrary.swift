import CGLib
import Glibc
import LarderGLib
import LarderLocalization

/// The calls ``TrackerEndpoint`` makes into libtracker-sparql (TinySPARQL from
/// 3.8), found when a command first talks to the indexer instead of linked.
/// Linked, the library and what it brings (ICU's i18n, json-glib, libstemmer)
/// were loaded and bound at every start of `larder`, also for the commands
/// that never use them: 8% of a `larder list` of 1,000 recipes (19.6 → 18.0 ms).
/// The C signatures are those of tracker-sparql.h, the same from Tracker 3.4
/// to TinySPARQL 3.12.
struct TrackerSparqlLibrary {
    typealias ConnectionBusNew = @convention(c) (
        _ service: UnsafePointer<CChar>?, _ objectPath: UnsafePointer<CChar>?, _ bus: OpaquePointer?, _ error: GErrorOut?
    ) -> OpaquePointer?
    typealias ConnectionClose = @convention(c) (_ connection: OpaquePointer?) -> Void
    typealias QueryStatement = @convention(c) (
        _ connection: OpaquePointer?, _ sparql: UnsafePointer<CChar>?, _ cancellable: OpaquePointer?, _ error: GErrorOut?
    ) -> OpaquePointer?
    typealias BindString = @convention(c) (_ statement: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?) -> Void
    typealias BindInteger = @convention(c) (_ statement: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ value: gint64) -> Void
    typealias Execute = @convention(c) (_ statement: OpaquePointer?, _ cancellable: OpaquePointer?, _ error: GErrorOut?) -> OpaquePointer?
    typealias CursorNext = @convention(c) (_ cursor: OpaquePointer?, _ cancellable: OpaquePointer?, _ error: GErrorOut?) -> gboolean
    typealias CursorColumns = @convention(c) (_ cursor: OpaquePointer?) -> gint
    typealias CursorString = @convention(c) (_ cursor: OpaquePointer?, _ column: gint, _ length: UnsafeMutablePointer<glong>?) -> UnsafePointer<CChar>?

    let connectionBusNew: ConnectionBusNew
    let connectionClose: ConnectionClose
    let queryStatement: QueryStatement
    let bindString: BindString
    let bindInteger: BindInteger
    let execute: Execute
    let cursorNext: CursorNext
    let cursorColumns: CursorColumns
    let cursorString: CursorString

    /// Loaded once per process, and never unloaded (GLib types cannot be).
    static let loaded = Result<TrackerSparqlLibrary, any Error> { try load() }

    /// The installed platform's library first, then the other platforms' (any
    /// of them speaks to any miner over D-Bus).
    static func load() throws -> TrackerSparqlLibrary {
        var names = [IndexerPlatform.forClients.sparqlLibrary]
        for platform in IndexerPlatform.known where !names.contains(platform.sparqlLibrary) { names.append(platform.sparqlLibrary) }
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            // TRANSLATORS: %@ lists library file names, joined by " or ".
            throw GLibError(tr("cannot load the file indexer's SPARQL library (%@): install libtinysparql-3.0-0 (Debian 13 and later) or libtracker-sparql-3.0-0 (Debian 12)",
                               names.joined(separator: " or ")))
        }
        func function<F>(_ name: String, as type: F.Type) throws -> F {
            guard let symbol = dlsym(handle, name) else { throw GLibError(tr("the file indexer's SPARQL library has no %@", name)) }
            return unsafeBitCast(symbol, to: type)
        }
        return TrackerSparqlLibrary(
            connectionBusNew: try function("tracker_sparql_connection_bus_new", as: ConnectionBusNew.self),
            connectionClose: try function("tracker_sparql_connection_close", as: ConnectionClose.self),
            queryStatement: try function("tracker_sparql_connection_query_statement", as: QueryStatement.self),
            bindString: try function("tracker_sparql_statement_bind_string", as: BindString.self),
            bindInteger: try function("tracker_sparql_statement_bind_int", as: BindInteger.self),
            execute: try function("tracker_sparql_statement_execute", as: Execute.self),
            cursorNext: try function("tracker_sparql_cursor_next", as: CursorNext.self),
            cursorColumns: try function("tracker_sparql_cursor_get_n_columns", as: CursorColumns.self),
            cursorString: try function("tracker_sparql_cursor_get_string", as: CursorString.self))
    }
}
