import GRDBSQLite

/// One prepared statement of the bare loop: values bound by type with the
/// sqlite3 C API, then stepped and reset.
struct BareRow {
    private let statement: OpaquePointer
    private var next: Int32 = 1
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ statement: OpaquePointer) { self.statement = statement }

    mutating func bind(_ value: String?) {
        if let value { sqlite3_bind_text(statement, next, value, -1, Self.transient) } else { sqlite3_bind_null(statement, next) }
        next += 1
    }

    mutating func bind(_ value: Int?) {
        if let value { sqlite3_bind_int64(statement, next, Int64(value)) } else { sqlite3_bind_null(statement, next) }
        next += 1
    }

    mutating func bind(_ value: Double?) {
        if let value { sqlite3_bind_double(statement, next, value) } else { sqlite3_bind_null(statement, next) }
        next += 1
    }

    mutating func run() throws {
        next = 1
        guard sqlite3_step(statement) == SQLITE_DONE else {
            throw BenchError(String(cString: sqlite3_errmsg(sqlite3_db_handle(statement))))
        }
        sqlite3_reset(statement)
    }
}
