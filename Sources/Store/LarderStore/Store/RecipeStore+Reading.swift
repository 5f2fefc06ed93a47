import Foundation
import GRDB
import LarderModel

extension RecipeStore {
    /// The recipe with this identity, or `nil`.
    /// - Parameter includingPhoto: read the photo bytes too (they may be large).
    public func recipe(id: UUID, includingPhoto: Bool = true) throws -> Recipe? {
        try reading { db in try Self.fetchRecipe(db, uuid: id, includingPhoto: includingPhoto) }
    }

    /// The recipes with these identities that exist, in one read (for work
    /// over many recipes: a read per recipe costs a transaction each).
    public func recipes(ids: [UUID], includingPhoto: Bool = true) throws -> [UUID: Recipe] {
        try reading { db in
            var recipes: [UUID: Recipe] = [:]
            for id in ids {
                recipes[id] = try Self.fetchRecipe(db, uuid: id, includingPhoto: includingPhoto)
            }
            return recipes
        }
    }

    /// Every recipe's summary, sorted.
    public func summaries(sortedBy order: SummaryOrder = .name, limit: Int? = nil) throws -> [RecipeSummary] {
        try reading { db in
            var sql = "\(Self.summarySelect) ORDER BY \(order.sql)"
            if let limit { sql += " LIMIT \(max(0, limit))" }
            // A cursor's rows read each value straight from the statement; fetchAll would copy every row first.
            return try Array(Row.fetchCursor(db, sql: sql).map(Self.summary(from:)))
        }
    }

    /// Every recipe's identity, in ``summaries(sortedBy:limit:)``'s order by
    /// name, without reading the rest of each summary.
    public func recipeIDs() throws -> [UUID] {
        try reading { db in
            try String.fetchAll(db, sql: "SELECT uuid FROM recipe ORDER BY \(SummaryOrder.name.sql)").compactMap(UUIDText.uuid)
        }
    }

    /// How many recipes the store holds.
    public func count() throws -> Int {
        try reading { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recipe") ?? 0 }
    }

    /// The identities of recipes whose name equals `name`, ignoring case.
    public func recipeIDs(named name: String) throws -> [UUID] {
        try reading { db in
            try String.fetchAll(db, sql: "SELECT uuid FROM recipe WHERE name = ? COLLATE NOCASE ORDER BY name", arguments: [name])
                .compactMap(UUIDText.uuid)
        }
    }

    /// The identities that start with `prefix` (hex digits, as `larder list` shows them).
    public func recipeIDs(withPrefix prefix: String) throws -> [UUID] {
        let hex = prefix.lowercased()
        guard !hex.isEmpty, hex.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return [] }
        return try reading { db in
            try String.fetchAll(db, sql: "SELECT uuid FROM recipe WHERE uuid >= ? AND uuid < ? ORDER BY uuid LIMIT 20",
                                arguments: [hex, hex + "\u{7F}"])
                .compactMap(UUIDText.uuid)
        }
    }

    /// Sort orders for ``summaries(sortedBy:limit:)``.
    public enum SummaryOrder: String, Sendable, CaseIterable {
        case name, modified, created, cooked, rating

        var sql: String {
            switch self {
            case .name: return "name COLLATE NOCASE, uuid"
            case .modified: return "modified DESC, uuid"
            case .created: return "created DESC, uuid"
            case .cooked: return "last_cooked IS NULL, last_cooked DESC, name COLLATE NOCASE"
            case .rating: return "rating IS NULL, rating DESC, name COLLATE NOCASE"
            }
        }
    }

    // MARK: - Internals shared with writing and search

    /// Runs a read, turning SQLite errors into ``StoreError``.
    func reading<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.read(body) } catch let error as DatabaseError { throw StoreError(error, path: path) }
    }

    static let summarySelect = "SELECT \(SummaryColumn.selectList) FROM recipe"

    /// The summary in `row`, whose first columns are ``SummaryColumn``'s.
    static func summary(from row: Row) -> RecipeSummary {
        func value<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ column: SummaryColumn) -> Value {
            row[column.rawValue]
        }
        let total: Int? = value(.totalMinutes)
        let prep: Int? = value(.prepMinutes)
        let cook: Int? = value(.cookMinutes)
        return RecipeSummary(
            id: UUIDText.uuid(value(.uuid)) ?? UUID(),
            name: value(.name),
            category: value(.category),
            cuisine: value(.cuisine),
            totalMinutes: total ?? ((prep == nil && cook == nil) ? nil : (prep ?? 0) + (cook ?? 0)),
            yieldText: value(.yieldText),
            servings: value(.servings),
            language: value(.language),
            rating: value(.rating),
            lastCooked: (value(.lastCooked) as Int64?).map(StoreDate.date),
            modified: StoreDate.date(value(.modified)),
            hasPhoto: value(.hasPhoto),
            homeStoreID: (value(.homeStore) as String?).flatMap(UUIDText.uuid))
    }

    static func rowID(_ db: Database, uuid: UUID) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM recipe WHERE uuid = ?"), arguments: [UUIDText.string(uuid)])
    }

    static func fetchRecipe(_ db: Database, uuid: UUID, includingPhoto: Bool) throws -> Recipe? {
        // Cached statements: exports and lookups read thousands of recipes.
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM recipe WHERE uuid = ?"), arguments: [UUIDText.string(uuid)]) else {
            return nil
        }
        let rowID: Int64 = row["id"]
        var recipe = Recipe(id: uuid, name: row["name"], now: StoreDate.date(row["created"]))
        recipe.summary = row["summary"]
        if let text: String = row["yield_text"] {
            recipe.yield = RecipeYield(text: text, servings: row["servings"])
            if (row["servings"] as Int?) == nil { recipe.yield?.servings = nil }
        }
        recipe.category = row["category"]
        recipe.cuisine = row["cuisine"]
        recipe.prepMinutes = row["prep_minutes"]
        recipe.cookMinutes = row["cook_minutes"]
        recipe.totalMinutes = row["total_minutes"]
        recipe.notes = row["notes"]
        recipe.sourceURL = row["source_url"]
        recipe.author = row["author"]
        recipe.language = row["language"]
        recipe.rating = row["rating"]
        recipe.lastCooked = (row["last_cooked"] as Int64?).map(StoreDate.date)
        recipe.modified = StoreDate.date(row["modified"])
        recipe.externalID = row["external_id"]
        recipe.homeStoreID = (row["home_store"] as String?).flatMap(UUIDText.uuid)
        recipe.tags = try String.fetchAll(db.cachedStatement(sql: "SELECT tag FROM recipe_tag WHERE recipe_id = ? ORDER BY position"), arguments: [rowID])
        recipe.ingredients = try Row.fetchAll(db.cachedStatement(sql: "SELECT line, quantity, unit, item, note, group_name FROM ingredient WHERE recipe_id = ? ORDER BY position"), arguments: [rowID])
            .map { Ingredient(line: $0["line"], quantity: $0["quantity"], unit: $0["unit"], item: $0["item"], note: $0["note"], group: $0["group_name"]) }
        recipe.steps = try Row.fetchAll(db.cachedStatement(sql: "SELECT section, text FROM method_step WHERE recipe_id = ? ORDER BY position"), arguments: [rowID])
            .map { MethodStep($0["text"], section: $0["section"]) }
        if includingPhoto, let photo = try Row.fetchOne(db.cachedStatement(sql: "SELECT media_type, width, height, data FROM photo WHERE recipe_id = ?"), arguments: [rowID]) {
            recipe.photo = Photo(data: photo["data"], mediaType: photo["media_type"], width: photo["width"], height: photo["height"])
        }
        return recipe
    }
}
