import Foundation
import GRDB
import LarderModel

extension RecipeStore {
    /// The journal consumer name of the card folder sync.
    public static let cardFolderConsumer = "cards"

    /// The card folder set up with `larder export --cards`, if any.
    public func cardFolder() throws -> String? {
        try reading { db in try String.fetchOne(db, sql: "SELECT path FROM card_folder WHERE id = 1") }
    }

    /// Sets the card folder. Moving to another folder forgets the old records
    /// (the old folder's files stay where they are) and resets the cursor so
    /// that the next sync writes every card.
    public func setCardFolder(_ path: String) throws {
        try writing { db in
            let current = try String.fetchOne(db, sql: "SELECT path FROM card_folder WHERE id = 1")
            guard current != path else { return }
            try db.execute(sql: "INSERT OR REPLACE INTO card_folder (id, path, created) VALUES (1, ?, ?)",
                           arguments: [path, StoreDate.milliseconds(Date())])
            try db.execute(sql: "DELETE FROM card_file")
            try db.execute(sql: "DELETE FROM journal_cursor WHERE consumer = ?", arguments: [Self.cardFolderConsumer])
        }
    }

    /// Every recorded card file, by recipe.
    public func cardFiles() throws -> [UUID: CardFileRecord] {
        try reading { db in
            var records: [UUID: CardFileRecord] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT recipe_uuid, file_name, digest, store_digest FROM card_file") {
                guard let id = UUIDText.uuid(row["recipe_uuid"]) else { continue }
                records[id] = CardFileRecord(recipeID: id, fileName: row["file_name"], digest: row["digest"], storeDigest: row["store_digest"])
            }
            return records
        }
    }

    /// Records what the card folder sync wrote and removed, and moves its cursor, in
    /// one transaction: after a crash the journal replays from the old cursor.
    public func recordCardFiles(written: [CardFileRecord], removed: [UUID], cursor: Int64?) throws {
        try writing { db in
            for id in removed {
                try db.execute(sql: "DELETE FROM card_file WHERE recipe_uuid = ?", arguments: [UUIDText.string(id)])
            }
            for record in written { try Self.recordCardFile(db, record) }
            if let cursor {
                try Self.saveCursor(db, cursor, for: Self.cardFolderConsumer)
                try Self.pruneJournal(db)
            }
        }
    }

    /// Records one card file inside the caller's write transaction.
    static func recordCardFile(_ db: Database, _ record: CardFileRecord) throws {
        // A name freed by another recipe's rename in this batch may be reused.
        // Cached statements: a full export records thousands.
        try db.cachedStatement(sql: "DELETE FROM card_file WHERE file_name = ? AND recipe_uuid <> ?")
            .execute(arguments: [record.fileName, UUIDText.string(record.recipeID)])
        try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO card_file (recipe_uuid, file_name, digest, store_digest, written_at) VALUES (?, ?, ?, ?, ?)
            """).execute(arguments: [UUIDText.string(record.recipeID), record.fileName, record.digest,
                             record.storeDigest == record.digest ? nil : record.storeDigest, StoreDate.milliseconds(Date())])
    }

    /// Runs a write, turning SQLite errors into ``StoreError``.
    func writing<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.write(body) } catch let error as DatabaseError { throw StoreError(error, path: path) }
    }
}

extension RecipeStore {
    /// The recorded card file of one recipe.
    public func cardFile(for recipeID: UUID) throws -> CardFileRecord? {
        try reading { db in
            try Row.fetchOne(db.cachedStatement(sql: "SELECT file_name, digest, store_digest FROM card_file WHERE recipe_uuid = ?"),
                             arguments: [UUIDText.string(recipeID)]).map {
                CardFileRecord(recipeID: recipeID, fileName: $0["file_name"], digest: $0["digest"], storeDigest: $0["store_digest"])
            }
        }
    }

    /// The recorded card files of these recipes, in one read.
    public func cardFiles(for recipeIDs: [UUID]) throws -> [UUID: CardFileRecord] {
        try reading { db in
            var records: [UUID: CardFileRecord] = [:]
            let statement = try db.cachedStatement(sql: "SELECT file_name, digest, store_digest FROM card_file WHERE recipe_uuid = ?")
            for id in recipeIDs {
                if let row = try Row.fetchOne(statement, arguments: [UUIDText.string(id)]) {
                    records[id] = CardFileRecord(recipeID: id, fileName: row["file_name"], digest: row["digest"], storeDigest: row["store_digest"])
                }
            }
            return records
        }
    }

    /// The recipe whose card is recorded under `fileName`, if any.
    public func cardFileOwner(named fileName: String) throws -> UUID? {
        try reading { db in
            try String.fetchOne(db.cachedStatement(sql: "SELECT recipe_uuid FROM card_file WHERE file_name = ?"), arguments: [fileName])
                .flatMap(UUIDText.uuid)
        }
    }

    /// The recipe each of these card file names is recorded for, in one read:
    /// nil for a name recorded for none.
    public func cardFileOwners(named fileNames: [String]) throws -> [String: UUID?] {
        var owners = Dictionary(fileNames.map { ($0, UUID?.none) }, uniquingKeysWith: { first, _ in first })
        // Bounded lists, each one statement (SQLite allows 32,766 parameters).
        for start in stride(from: 0, to: fileNames.count, by: 500) {
            let names = Array(fileNames[start..<min(start + 500, fileNames.count)])
            try reading { db in
                let rows = try Row.fetchAll(db, sql: "SELECT file_name, recipe_uuid FROM card_file WHERE file_name IN (\(databaseQuestionMarks(count: names.count)))",
                                            arguments: StatementArguments(names))
                for row in rows { owners[row["file_name"]] = UUIDText.uuid(row["recipe_uuid"]) }
            }
        }
        return owners
    }
}

extension RecipeStore {
    /// The cached card photo of a recipe, if one was saved.
    public func cardPhoto(for recipeID: UUID) throws -> CardPhotoRecord? {
        try reading { db in
            try Row.fetchOne(db.cachedStatement(sql: """
                SELECT source_digest, media_type, width, height, data FROM card_photo
                WHERE recipe_id = (SELECT id FROM recipe WHERE uuid = ?)
                """), arguments: [UUIDText.string(recipeID)]).map {
                CardPhotoRecord(sourceDigest: $0["source_digest"], mediaType: $0["media_type"], width: $0["width"],
                                height: $0["height"], bytes: [UInt8]($0["data"] as Data))
            }
        }
    }

    /// Saves a recipe's card photo (a cache: it goes with the recipe).
    public func saveCardPhoto(_ photo: CardPhotoRecord, for recipeID: UUID) throws {
        try writing { db in
            try db.execute(sql: """
                INSERT OR REPLACE INTO card_photo (recipe_id, source_digest, media_type, width, height, data)
                SELECT id, ?, ?, ?, ?, ? FROM recipe WHERE uuid = ?
                """, arguments: [photo.sourceDigest, photo.mediaType, photo.width, photo.height, Data(photo.bytes), UUIDText.string(recipeID)])
        }
    }
}
