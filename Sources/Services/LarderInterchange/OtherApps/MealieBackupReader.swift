import Foundation
import LarderLocalization
import LarderModel

/// Mealie's backup archive since version 1: a zip holding `database.json`
/// (the database's tables: recipes, their ingredients, instructions, notes,
/// categories and tags, units and foods) and `data/recipes/ID/images/original.webp`,
/// at the top or in one folder (a backup unpacked and zipped again).
/// The recipe's ID becomes the external ID `mealie:ID`, so that restoring the
/// same backup again updates.
struct MealieBackupReader: Sendable {
    var maximumPhotoSize: Int
    var now: Date

    /// The entry holding the tables.
    static let databaseEntry = "database.json"

    /// The `database.json` entry, at the top or one folder down; `nil` when none.
    static func database(in paths: some Sequence<String>) -> String? {
        paths.first { path in
            ArchiveLayout.name(of: path) == databaseEntry && !ArchiveLayout.isJunk(path)
                && !ArchiveLayout.folder(of: path).contains("/")
        }
    }
    /// The largest `database.json` read.
    static let maximumDatabaseSize = 512 << 20

    /// Every recipe of the backup; the tables are read first, then the recipes
    /// are made (and their photos read) one at a time.
    func recipes(in archive: ZipArchive) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        guard let path = Self.database(in: archive.members.map(\.path)), let member = archive.members.first(where: { $0.path == path }) else {
            return AnyIterator([.failure(ImportError(.noRecipe, tr("the Mealie backup has no database.json")))].makeIterator())
        }
        let tables: Tables
        do throws(ImportError) {
            guard member.size <= Self.maximumDatabaseSize else {
                // TRANSLATORS: %1$@ is the file's size in bytes, %2$@ the limit in megabytes.
                throw ImportError(.tooLarge, tr("database.json has %@ bytes; more than %@ MB is refused", member.size, Self.maximumDatabaseSize >> 20))
            }
            let data = try archive.contents(of: member)
            guard case .object(let database) = try AppRecipeFields.json(data, Self.databaseEntry, limit: Self.maximumDatabaseSize) else {
                throw ImportError(.noRecipe, tr("database.json is not Mealie's tables (no JSON object)"))
            }
            tables = Tables(database)
        } catch {
            return AnyIterator([.failure(error)].makeIterator())
        }
        var photos: [String: ZipArchive.Member] = [:]
        let recipesFolder = ArchiveLayout.join(ArchiveLayout.folder(of: path), "data/recipes/")
        for member in archive.members where member.path.hasPrefix(recipesFolder) && member.path.hasSuffix("/images/original.webp") {
            photos[ArchiveLayout.folder(of: ArchiveLayout.folder(of: String(member.path.dropFirst(recipesFolder.count))))] = member
        }
        var rows = tables.recipes.makeIterator()
        var produced = false
        return AnyIterator {
            guard let row = rows.next() else {
                if produced { return nil }
                produced = true
                return .failure(ImportError(.noRecipe, tr("the Mealie backup holds no recipe")))
            }
            produced = true
            let id = AppRecipeFields.text(row["id"]) ?? ""
            var photo: Data?
            var photoFailure: String?
            if let member = photos[id] {
                do throws(ImportError) { photo = try archive.contents(of: member) } catch { photoFailure = error.message }
            }
            return recipe(row, id: id, tables: tables, photo: photo).map { imported in
                var imported = imported
                if let photoFailure { imported.warnings.append(tr("photo left out: %@", photoFailure)) }
                return imported
            }
        }
    }

    /// The tables a recipe is made from, indexed by recipe ID.
    private struct Tables {
        var recipes: [[String: JSON]] = []
        var ingredients: [String: [[String: JSON]]] = [:]
        var instructions: [String: [[String: JSON]]] = [:]
        var notes: [String: [JSON]] = [:]
        var categories: [String: [String]] = [:]
        var tags: [String: [String]] = [:]
        var units: [String: String] = [:]
        var foods: [String: String] = [:]

        init(_ database: [String: JSON]) {
            func rows(_ table: String) -> [[String: JSON]] {
                guard case .array(let rows)? = database[table] else { return [] }
                return rows.compactMap { if case .object(let row) = $0 { return row } else { return nil } }
            }
            func names(_ table: String) -> [String: String] {
                var names: [String: String] = [:]
                for row in rows(table) {
                    if let id = AppRecipeFields.text(row["id"]), let name = AppRecipeFields.text(row["name"]) { names[id] = name }
                }
                return names
            }
            func byRecipe(_ table: String) -> [String: [[String: JSON]]] {
                var grouped: [String: [[String: JSON]]] = [:]
                for row in rows(table) {
                    if let recipe = AppRecipeFields.text(row["recipe_id"]) { grouped[recipe, default: []].append(row) }
                }
                // Stable, so rows without a position keep the table's order.
                return grouped.mapValues { rows in
                    rows.enumerated().sorted { (AppRecipeFields.number($0.element["position"]) ?? 0, $0.offset) < (AppRecipeFields.number($1.element["position"]) ?? 0, $1.offset) }.map(\.element)
                }
            }
            func links(_ table: String, _ key: String, _ names: [String: String]) -> [String: [String]] {
                var linked: [String: [String]] = [:]
                for row in rows(table) {
                    if let recipe = AppRecipeFields.text(row["recipe_id"]), let id = AppRecipeFields.text(row[key]), let name = names[id] {
                        linked[recipe, default: []].append(name)
                    }
                }
                return linked
            }
            recipes = rows("recipes")
            ingredients = byRecipe("recipes_ingredients")
            instructions = byRecipe("recipe_instructions")
            notes = byRecipe("notes").mapValues { $0.map(JSON.object) }
            categories = links("recipes_to_categories", "category_id", names("categories"))
            tags = links("recipes_to_tags", "tag_id", names("tags"))
            units = names("ingredient_units")
            foods = names("ingredient_foods")
        }
    }

    private func recipe(_ row: [String: JSON], id: String, tables: Tables, photo: Data?) -> Result<ImportedRecipe, ImportError> {
        guard let name = AppRecipeFields.text(row["name"]) else {
            return .failure(ImportError(.invalidRecipe, tr("a Mealie recipe has no name")))
        }
        var warnings: [String] = []
        var recipe = Recipe(name: String(name.prefix(500)), now: now)
        if !id.isEmpty { recipe.externalID = "mealie:" + id }
        recipe.summary = AppRecipeFields.text(row["description"]) ?? ""
        let categories = AppRecipeFields.unique(tables.categories[id] ?? [])
        recipe.category = categories.first
        recipe.tags = AppRecipeFields.unique((tables.tags[id] ?? []) + categories.dropFirst())
        recipe.cuisine = AppRecipeFields.text(row["recipeCuisine"])
        recipe.rating = AppRecipeFields.rating(row["rating"])
        let yield = AppRecipeFields.text(row["recipe_yield"])
        let servings = AppRecipeFields.number(row["recipe_servings"]).flatMap { $0 >= 1 && $0 < 100_000 ? Int($0) : nil }
        if yield != nil || servings != nil {
            recipe.yield = RecipeYield(text: String((yield ?? servings.map { "\($0)" } ?? "").prefix(200)), servings: servings)
        }
        recipe.prepMinutes = AppRecipeFields.minutes(row["prep_time"], "prep_time", warnings: &warnings)
        recipe.cookMinutes = AppRecipeFields.minutes(row["perform_time"] ?? row["cook_time"], "perform_time", warnings: &warnings)
        recipe.totalMinutes = AppRecipeFields.minutes(row["total_time"], "total_time", warnings: &warnings)
        recipe.ingredients = MealieReader.grouped((tables.ingredients[id] ?? []).prefix(2_000).map { ingredient in
            (ingredient, MealieReader.ingredientLine(ingredient, unit: AppRecipeFields.text(ingredient["unit_id"]).flatMap { tables.units[$0] },
                                                     food: AppRecipeFields.text(ingredient["food_id"]).flatMap { tables.foods[$0] }))
        })
        recipe.steps = MealieReader.steps(.array((tables.instructions[id] ?? []).map(JSON.object)))
        recipe.notes = MealieReader.notes(.array(tables.notes[id] ?? []))
        recipe.sourceURL = AppRecipeFields.text(row["org_url"])
        recipe.lastCooked = AppRecipeFields.date(row["last_made"])
        if let created = AppRecipeFields.date(row["created_at"]) ?? AppRecipeFields.date(row["date_added"]) { recipe.created = created }
        recipe.modified = max(AppRecipeFields.date(row["update_at"]) ?? AppRecipeFields.date(row["date_updated"]) ?? recipe.created, recipe.created)
        recipe.photo = AppRecipeFields.photo(photo, from: "data/recipes/\(id)/images/original.webp", limit: maximumPhotoSize, warnings: &warnings)
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings))
    }
}
