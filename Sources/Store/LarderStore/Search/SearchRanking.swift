import GRDB
import GRDBSQLite

/// `larder_rank(table, weight...)`: an FTS5 ranking function, bm25 without
/// its collection-wide term rarity. FTS5's own bm25 counts, for every query
/// term, the recipes that contain it, on its first call: a pass over every
/// match (3 ms for a word in all of 100,000 recipes), whatever LIMIT the
/// query has. This one reads only the current row (its term counts per
/// column and its length), so ranking the bounded candidate set costs the
/// same at any collection size. With every term AND-ed, each candidate has
/// every term; rarity would only weigh one term against another.
///
/// Lower is better, as with bm25. The weights are per column, in column
/// order (1 for a missing one).
enum SearchRanking {
    /// The SQL name of the function.
    static let functionName = "larder_rank"

    /// Registers the function on one connection (each of the pool's).
    static func register(in db: Database) throws {
        guard let connection = db.sqliteConnection else { return }
        var api: UnsafeMutablePointer<fts5_api>?
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(connection, "SELECT fts5(?1)", -1, &statement, nil)
        guard prepared == SQLITE_OK else {
            // A file that is no database (or a damaged one) may fail here first,
            // as the connection's first statement (SQLite 3.53, Debian sid): its
            // own error, so that the store says what the file is.
            let message = String(cString: sqlite3_errmsg(connection))
            if message.contains("no such function") {
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "FTS5 is not available")
            }
            throw DatabaseError(resultCode: ResultCode(rawValue: prepared), message: message)
        }
        defer { sqlite3_finalize(statement) }
        // SQLite hands the fts5_api out only through a pointer bound with this type name.
        withUnsafeMutablePointer(to: &api) { slot in
            "fts5_api_ptr".withCString { type in
                _ = sqlite3_bind_pointer(statement, 1, slot, type, nil)
                _ = sqlite3_step(statement)
            }
        }
        guard let api, api.pointee.iVersion >= 2, let create = api.pointee.xCreateFunction else {
            throw DatabaseError(resultCode: .SQLITE_ERROR, message: "FTS5 has no extension API")
        }
        let code = create(api, functionName, nil, rank, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot register \(functionName)")
        }
    }

    /// bm25's constants, as FTS5 uses them.
    fileprivate static let k1 = 1.2, b = 0.75
}

/// The function itself: a C callback, so no Swift error may leave it.
private func rank(_ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
                  _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
    guard let api, let fts else { return }
    let x = api.pointee
    guard let instanceCount = x.xInstCount, let instance = x.xInst, let phraseCount = x.xPhraseCount,
          let columnSize = x.xColumnSize else {
        sqlite3_result_error_code(context, SQLITE_ERROR)
        return
    }
    var instances: Int32 = 0, length: Int32 = 0
    var code = instanceCount(fts, &instances)
    if code == SQLITE_OK { code = columnSize(fts, -1, &length) }
    guard code == SQLITE_OK, let averageLength = averageDocumentLength(x, fts, &code) else {
        sqlite3_result_error_code(context, code == SQLITE_OK ? SQLITE_ERROR : code)
        return
    }
    let phrases = Int(max(0, phraseCount(fts)))
    let score = withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, phrases)) { frequencies -> Double? in
        frequencies.initialize(repeating: 0)
        for index in 0..<instances {
            var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
            guard instance(fts, index, &phrase, &column, &offset) == SQLITE_OK else { return nil }
            let weight = column < argumentCount ? arguments.map { sqlite3_value_double($0[Int(column)]) } ?? 1 : 1
            if Int(phrase) < phrases { frequencies[Int(phrase)] += weight }
        }
        let norm = SearchRanking.k1 * (1 - SearchRanking.b + SearchRanking.b * Double(length) / averageLength)
        return frequencies.reduce(0) { $0 + $1 * (SearchRanking.k1 + 1) / ($1 + norm) }
    }
    guard let score else {
        sqlite3_result_error_code(context, SQLITE_ERROR)
        return
    }
    sqlite3_result_double(context, -score)
}

/// The table's average document length in tokens, read once per query:
/// FTS5 reads its totals record again at every xRowCount and
/// xColumnTotalSize, which made two thirds of each row's ranking (a
/// third of a search's instructions). It is kept in the function's
/// auxiliary data, which FTS5 frees when the query ends; the totals
/// cannot change within one query (one read transaction).
private func averageDocumentLength(_ x: Fts5ExtensionApi, _ fts: OpaquePointer, _ code: inout Int32) -> Double? {
    if let saved = x.xGetAuxdata?(fts, 0) { return saved.load(as: Double.self) }
    guard let rowCount = x.xRowCount, let totalSize = x.xColumnTotalSize else { return nil }
    var rows: Int64 = 0, tokens: Int64 = 0
    code = rowCount(fts, &rows)
    if code == SQLITE_OK { code = totalSize(fts, -1, &tokens) }
    guard code == SQLITE_OK else { return nil }
    let average = rows > 0 ? max(1, Double(tokens) / Double(rows)) : 1
    // Not kept when there is no memory or slot: the next row reads the totals again.
    if let slot = sqlite3_malloc(Int32(MemoryLayout<Double>.size)), let keep = x.xSetAuxdata {
        slot.storeBytes(of: average, as: Double.self)
        _ = keep(fts, slot, sqlite3_free)  // on failure FTS5 itself frees the slot
    }
    return average
}
