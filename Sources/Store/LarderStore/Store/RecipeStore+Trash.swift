import Foundation
import GRDB
import LarderLocalization
import LarderModel

extension RecipeStore {
    /// Days a deleted recipe stays in the trash before it is gone for good.
    public static let trashDays = 30

    /// The recipes in the trash, most recently deleted first.
    public func trash() throws -> [TrashedRecipe] {
        try reading { db in
            try Row.fetchAll(db, sql: "SELECT recipe_uuid, name, reason, deleted_at FROM trash ORDER BY deleted_at DESC, name").compactMap { row in
                guard let id = UUIDText.uuid(row["recipe_uuid"]) else { return nil }
                return TrashedRecipe(id: id, name: row["name"], reason: TrashedRecipe.Reason(rawValue: row["reason"]) ?? .deleted,
                                     deletedAt: StoreDate.date(row["deleted_at"]))
            }
        }
    }

    /// Puts the recipe in the trash back in the store, with its identity and
    /// every field as it was deleted, and removes it from the trash; one
    /// transaction, with a journal entry, so the card folder gets its card back.
    /// - Throws: ``StoreError`` when the trash has no such recipe, or the
    ///   store has a recipe with its identity again.
    @discardableResult
    public func restore(_ id: UUID, now: Date = Date()) throws -> Recipe {
        var changes = ChangeSet()
        let recipe: Recipe
        do {
            recipe = try writing { db in
                guard let data = try Data.fetchOne(db, sql: "SELECT recipe FROM trash WHERE recipe_uuid = ?", arguments: [UUIDText.string(id)]) else {
                    throw StoreError(.invalidRecipe, tr("The trash has no recipe %@", UUIDText.string(id)))
                }
                let recipe = try JSONDecoder().decode(Recipe.self, from: data)
                guard try Self.rowID(db, uuid: id) == nil else {
                    throw StoreError(.invalidRecipe, tr("“%@” is in the store already; it stays in the trash", recipe.name))
                }
                let outcome = try Self.write(recipe, matching: .byID, now: StoreDate.normalized(now), storeID: storeID, in: db)
                try db.execute(sql: "DELETE FROM trash WHERE recipe_uuid = ?", arguments: [UUIDText.string(id)])
                changes = try Self.journal([.success(outcome)], in: db)
                try Self.pruneJournal(db)
                return recipe
            }
        } catch is DecodingError {
            throw StoreError(.database, tr("The trashed recipe %@ cannot be read back", UUIDText.string(id)))
        }
        notifyObservers(changes)
        return recipe
    }

    /// Moves the recipe `id` into the trash, inside the caller's write transaction.
    static func moveToTrash(_ db: Database, id: UUID, reason: TrashedRecipe.Reason, now: Date) throws {
        guard let recipe = try fetchRecipe(db, uuid: id, includingPhoto: true) else { return }
        let data = try JSONEncoder().encode(recipe)
        try db.execute(
            sql: "INSERT OR REPLACE INTO trash (recipe_uuid, name, reason, deleted_at, recipe) VALUES (?, ?, ?, ?, ?)",
            arguments: [UUIDText.string(id), recipe.name, reason.rawValue, StoreDate.milliseconds(now), data])
    }

    /// Forgets what was trashed more than ``trashDays`` days before `now`.
    static func emptyOldTrash(_ db: Database, now: Date) throws {
        let limit = now.addingTimeInterval(-Double(trashDays) * 86_400)
        try db.execute(sql: "DELETE FROM trash WHERE deleted_at < ?", arguments: [StoreDate.milliseconds(limit)])
    }
}
