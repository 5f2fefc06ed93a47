import Foundation
import GRDB
import Synchronization
import LarderLocalization
import LarderModel

/// The recipe store: one SQLite file in WAL mode, one writer and concurrent
/// readers (in this process and others), a versioned schema, a change journal
/// and a full-text index.
///
/// Open it with an explicit path (``StoreLocation`` finds the default one).
/// Every method is safe to call from any thread.
public final class RecipeStore: Sendable {
    /// How the store is opened.
    public enum Mode: Sendable {
        /// Creates the store if needed and upgrades its schema.
        case readWrite
        /// Never writes; fails if the store is missing or needs an upgrade.
        case readOnly
    }

    /// The store file's path.
    public let path: String
    /// The store's identity, part of the ``ObjectURI`` of every recipe created here.
    public let storeID: UUID

    let pool: DatabasePool
    let observers = Mutex<[Int: @Sendable (ChangeSet) -> Void]>([:])
    let nextObserverID = Atomic<Int>(0)

    /// Opens (and in `.readWrite` mode creates or upgrades) the store at `path`.
    ///
    /// A new store's folder is made with mode 0700 and its file with 0600
    /// (SQLite gives the WAL and shared-memory files the same mode).
    /// - Throws: ``StoreError`` — `.notAStore` for a file that is not a Larder
    ///   store, `.newerSchema` for a store made by a newer Larder (left untouched),
    ///   `.access` when the file cannot be created or opened.
    /// - Parameter maximumReaders: concurrent read connections (each has its
    ///   own page cache): 1 for a single-threaded, memory-minded reader.
    /// - Parameter pageCacheKilobytes: each connection's page cache, in
    ///   kilobytes; `nil` keeps SQLite's 2,000.
    public init(path: String, mode: Mode = .readWrite, maximumReaders: Int = 5, pageCacheKilobytes: Int? = nil) throws {
        self.path = path
        if mode == .readWrite { try StoreFile.prepare(path: path) }
        guard FileManager.default.fileExists(atPath: path) else {
            throw StoreError(.access, tr("No store here yet; import or add a recipe first"), path: path)
        }
        // A store opened for writing is inspected on a connection of its own
        // before anything writes: a foreign or newer file must stay untouched,
        // and opening the pool for writing may write (GRDB starts the log of a
        // closed store with a write). Opened read-only, nothing writes, so the
        // pool's reader inspects it: a connection and a schema parse fewer
        // (2% of a cold `larder list`'s instructions).
        let needsMigration = mode == .readWrite ? try Self.inspectAlone(path: path) : false

        var configuration = Configuration()
        configuration.readonly = (mode == .readOnly)
        configuration.busyMode = .timeout(30)
        configuration.label = "larder"
        configuration.maximumReaderCount = max(1, maximumReaders)
        configuration.prepareDatabase { db in
            // WAL + NORMAL: a commit never corrupts; a power cut may lose only the last ones.
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA synchronous = NORMAL") }
            try SearchRanking.register(in: db)
            if let pageCacheKilobytes { try db.execute(sql: "PRAGMA cache_size = \(-max(1, pageCacheKilobytes))") }
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            if needsMigration { try StoreSchema.migrator.migrate(pool) }
            let id = try pool.read { db in
                if mode == .readOnly, try Self.inspect(db, path: path) {
                    throw StoreError(.needsUpgrade, tr("The store needs an upgrade; run any larder command once to upgrade it"), path: path)
                }
                return try String.fetchOne(db, sql: "SELECT value FROM store_info WHERE key = 'store_id'")
            }
            guard let id, let uuid = UUIDText.uuid(id) else {
                throw StoreError(.notAStore, tr("The store has no identity; it is damaged"), path: path)
            }
            storeID = uuid
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    /// ``inspect(_:path:)`` on a read-only connection of its own, closed before returning.
    private static func inspectAlone(path: String) throws -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(30)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try inspect(db, path: path) }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
    }

    /// Checks that the database is empty or a Larder store this code can
    /// read; returns whether it needs migrating. Only reads.
    private static func inspect(_ db: Database, path: String) throws -> Bool {
        let tables = try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if tables.isEmpty { return true }
        guard tables.contains("store_info"), tables.contains("grdb_migrations") else {
            throw StoreError(.notAStore, tr("This file is an SQLite database but not a Larder store; choose another path"), path: path)
        }
        let migrator = StoreSchema.migrator
        if try migrator.hasBeenSuperseded(db) {
            let applied = try migrator.appliedMigrations(db).joined(separator: ", ")
            // TRANSLATORS: the first %@ names the store's schema versions, the second is
            // the newest schema version this Larder understands.
            throw StoreError(.newerSchema, tr("This store was written by a newer version of Larder (schema %@); this version understands up to schema v%@. Upgrade Larder; the store was not modified", applied, StoreSchema.currentVersion),
                             path: path)
        }
        return try !migrator.hasCompletedMigrations(db)
    }

    /// The URI that names `recipe` on every machine: its home store (this
    /// one, unless it came from another) and its identity.
    public func objectURI(for recipe: Recipe) -> ObjectURI {
        ObjectURI(recipeID: recipe.id, homeStoreID: recipe.homeStoreID, heldBy: storeID)
    }

    /// The URI that names the recipe `summary` shows, as ``objectURI(for:)-(Recipe)`` does.
    public func objectURI(for summary: RecipeSummary) -> ObjectURI {
        ObjectURI(recipeID: summary.id, homeStoreID: summary.homeStoreID, heldBy: storeID)
    }

    /// The recipe an object URI names, if this store has it. A recipe's
    /// identity is its recipe ID alone; the URI's store part names where it
    /// was created, which may be another machine's store.
    public func recipe(at uri: ObjectURI, includingPhoto: Bool = true) throws -> Recipe? {
        try recipe(id: uri.recipeID, includingPhoto: includingPhoto)
    }

    /// Frees what SQLite keeps cached for every connection (a long-lived
    /// process after a large piece of work: the pages read stay cached otherwise).
    public func releaseMemory() {
        pool.releaseMemory()
    }

    /// Closes every connection; the store cannot be used afterwards.
    public func close() throws {
        try pool.close()
    }
}

extension StoreError {
    /// Wraps an SQLite error in words a user can act on.
    init(_ error: DatabaseError, path: String) {
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            self.init(.notAStore, tr("This file is not a Larder store (not an SQLite database, or damaged)"), path: path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH:
            // TRANSLATORS: %@ is the reason from SQLite (in English) or "permission denied".
            self.init(.access, tr("Cannot open the store: %@", error.message ?? tr("permission denied")), path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self.init(.database, tr("The store stayed busy for 30 s (another larder is writing); try again"), path: path)
        case .SQLITE_FULL:
            self.init(.access, tr("The disk is full; free some space and try again"), path: path)
        default:
            // TRANSLATORS: %@ is SQLite's message (in English) or its error code.
            self.init(.database, tr("Store error: %@", error.message ?? "\(error.resultCode)"), path: path)
        }
    }
}
