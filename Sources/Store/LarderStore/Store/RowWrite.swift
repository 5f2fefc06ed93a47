import Foundation
import GRDB
import GRDBSQLite

/// One statement that writes a row, prepared and kept by GRDB, its values
/// bound with the sqlite3 C API. Through GRDB each value became an
/// existential, then a `DatabaseValue`, was counted and checked, then bound:
/// a tenth of an import's instructions (callgrind, 5,000 recipes), for the
/// few kinds of value the store writes.
///
/// Only for INSERT, UPDATE and DELETE inside a transaction GRDB opened: the
/// statement runs without GRDB's per-statement hooks (its observation, which
/// the store does not use, and its transaction-date bookkeeping, which a
/// statement inside a transaction does not move). Bind every parameter, in
/// order, then ``run()``. `larder-bench`'s bare loop binds its rows with it
/// too, on statements of its own: both sides of that comparison bind alike.
package struct RowWrite {
    /// What keeps the statement prepared: GRDB's `Statement`, or nil when the caller owns it.
    private let owner: Statement?
    private let handle: SQLiteStatement
    private var next: Int32 = 1

    /// The statement for `sql` GRDB keeps prepared on the connection.
    init(_ db: Database, sql: String) throws {
        self.init(try db.cachedStatement(sql: sql))
    }

    init(_ statement: Statement) {
        owner = statement
        handle = statement.sqliteStatement
    }

    /// A statement the caller prepared with the sqlite3 C API and finalizes after the last run.
    package init(_ handle: SQLiteStatement) {
        owner = nil
        self.handle = handle
    }

    package mutating func bind(_ value: String?) {
        if let value {
            // SQLITE_TRANSIENT: SQLite copies the text before the call returns.
            sqlite3_bind_text(handle, next, value, -1, Self.transient)
        } else {
            sqlite3_bind_null(handle, next)
        }
        next += 1
    }

    package mutating func bind(_ value: Int64?) {
        if let value { sqlite3_bind_int64(handle, next, value) } else { sqlite3_bind_null(handle, next) }
        next += 1
    }

    package mutating func bind(_ value: Int?) {
        bind(value.map(Int64.init))
    }

    package mutating func bind(_ value: Double?) {
        if let value { sqlite3_bind_double(handle, next, value) } else { sqlite3_bind_null(handle, next) }
        next += 1
    }

    package mutating func bind(_ value: Data?) {
        if let value, !value.isEmpty {
            value.withUnsafeBytes { bytes in _ = sqlite3_bind_blob(handle, next, bytes.baseAddress, Int32(bytes.count), Self.transient) }
        } else if value != nil {
            sqlite3_bind_zeroblob(handle, next, 0)  // a null pointer would bind NULL
        } else {
            sqlite3_bind_null(handle, next)
        }
        next += 1
    }

    /// Runs the statement with the values bound since the last run.
    /// - Throws: `DatabaseError` with SQLite's code and message (a constraint, a full disk).
    package mutating func run() throws {
        precondition(next - 1 == sqlite3_bind_parameter_count(handle), "every parameter of \(sql) is bound")
        next = 1
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(handle)))
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
        }
        sqlite3_reset(handle)
    }

    private var sql: String { owner?.sql ?? String(cString: sqlite3_sql(handle)) }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
