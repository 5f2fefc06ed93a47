import Foundation
import LarderLocalization
import LarderModel

/// Mealie's export from before version 1: a folder (or zip) with a folder
/// per recipe, `SLUG/SLUG.json` beside `SLUG/images/original.webp`. The slug
/// becomes the external ID `mealie:SLUG`, so that importing again updates.
/// Mealie's backups since version 1 are ``MealieBackupReader``'s.
struct MealieReader: Sendable {
    var maximumPhotoSize: Int
    var now: Date

    /// The photo beside a recipe's JSON, relative to the recipe's folder.
    static let photoPath = "images/original.webp"

    /// `true` for a recipe's JSON: `SLUG/SLUG.json`.
    static func isRecipeEntry(_ path: String) -> Bool {
        let name = ArchiveLayout.name(of: path)
        guard name.lowercased().hasSuffix(".json"), !ArchiveLayout.isJunk(path) else { return false }
        return ArchiveLayout.name(of: ArchiveLayout.folder(of: path)) + ".json" == name
    }

    /// `true` when `json` has the shape of a Mealie recipe.
    static func looksLikeRecipe(_ json: JSON) -> Bool {
        guard case .object(let fields) = json else { return false }
        return fields["slug"] != nil && (fields["recipe_ingredient"] != nil || fields["recipe_instructions"] != nil)
    }

    /// One recipe from its JSON bytes and its photo's, if any.
    func recipe(json data: Data, name: String, photo: Data?) -> Result<ImportedRecipe, ImportError> {
        do throws(ImportError) {
            let json = try AppRecipeFields.json(data, name)
            guard Self.looksLikeRecipe(json), case .object(let fields) = json else {
                // TRANSLATORS: "slug" is the field of Mealie's recipe JSON.
                throw ImportError(.noRecipe, tr("%@ is not a Mealie recipe (no slug and ingredients)", name))
            }
            return recipe(fields, photo: photo)
        } catch {
            return .failure(error)
        }
    }

    /// Every recipe of a zipped export, one folder at a time.
    func recipes(in archive: ZipArchive) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        archive.recipesInFolders(
            isRecipe: Self.isRecipeEntry,
            photoFolder: { $0.hasSuffix("/" + Self.photoPath) ? String($0.dropLast(Self.photoPath.count + 1)) : nil },
            read: { recipe(json: $0, name: $1, photo: $2) })
    }

    private func recipe(_ fields: [String: JSON], photo: Data?) -> Result<ImportedRecipe, ImportError> {
        guard let name = AppRecipeFields.text(fields["name"]) else {
            return .failure(ImportError(.invalidRecipe, tr("a Mealie recipe has no name")))
        }
        var warnings: [String] = []
        var recipe = Recipe(name: String(name.prefix(500)), now: now)
        if let slug = AppRecipeFields.text(fields["slug"]) { recipe.externalID = "mealie:" + slug }
        recipe.summary = AppRecipeFields.text(fields["description"]) ?? ""
        let categories = AppRecipeFields.unique(AppRecipeFields.names(fields["recipe_category"]))
        recipe.category = categories.first
        recipe.tags = AppRecipeFields.unique(AppRecipeFields.names(fields["tags"]) + categories.dropFirst())
        recipe.rating = AppRecipeFields.rating(fields["rating"])
        recipe.yield = AppRecipeFields.text(fields["recipe_yield"]).map { RecipeYield(text: String($0.prefix(200))) }
        recipe.prepMinutes = AppRecipeFields.minutes(fields["prep_time"], "prep_time", warnings: &warnings)
        recipe.cookMinutes = AppRecipeFields.minutes(fields["perform_time"] ?? fields["cook_time"], "perform_time", warnings: &warnings)
        recipe.totalMinutes = AppRecipeFields.minutes(fields["total_time"], "total_time", warnings: &warnings)
        if case .array(let lines)? = fields["recipe_ingredient"] {
            recipe.ingredients = Self.grouped(lines.prefix(2_000).map { line in
                guard case .object(let ingredient) = line else { return ([:], AppRecipeFields.text(line)) }
                return (ingredient, Self.ingredientLine(ingredient, unit: AppRecipeFields.name(ingredient["unit"]), food: AppRecipeFields.name(ingredient["food"])))
            })
        }
        recipe.steps = Self.steps(fields["recipe_instructions"])
        recipe.notes = Self.notes(fields["notes"])
        recipe.sourceURL = AppRecipeFields.text(fields["org_url"])
        if let added = AppRecipeFields.date(fields["date_added"]) { recipe.created = added }
        recipe.modified = max(AppRecipeFields.date(fields["date_updated"]) ?? recipe.created, recipe.created)
        recipe.photo = AppRecipeFields.photo(photo, from: Self.photoPath, limit: maximumPhotoSize, warnings: &warnings)
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings))
    }

    // MARK: - Shared with the backup reader

    /// Ingredient lines in their sections: an ingredient with a `title` starts
    /// a section that its lines and the following ones belong to, as Mealie
    /// shows them. A titled ingredient without a line still starts its section.
    static func grouped(_ ingredients: [(fields: [String: JSON], line: String?)]) -> [Ingredient] {
        var group: String?
        return ingredients.compactMap { ingredient in
            if let title = AppRecipeFields.text(ingredient.fields["title"]) { group = title }
            return ingredient.line.map { Ingredient(line: $0, group: group) }
        }
    }

    /// An ingredient as Mealie shows it: the text as first written when kept;
    /// else amount, unit, food and note when it has a food or unit; else its note.
    static func ingredientLine(_ ingredient: [String: JSON], unit: String?, food: String?) -> String? {
        if let original = AppRecipeFields.text(ingredient["original_text"]) { return original }
        let note = AppRecipeFields.text(ingredient["note"])
        guard unit != nil || food != nil, ingredient["disable_amount"] != .bool(true) else { return note }
        let amount = AppRecipeFields.number(ingredient["quantity"]).flatMap { $0 > 0 ? AppRecipeFields.quantity($0) : nil }
        let line = [amount, unit, food].compactMap { $0 }.joined(separator: " ")
        return [line, note].compactMap { $0?.nonEmpty }.joined(separator: ", ").nonEmpty
    }

    /// Steps from instructions (`title` starts a section, `text` is the step).
    static func steps(_ value: JSON?) -> [MethodStep] {
        guard case .array(let instructions)? = value else { return [] }
        var section: String?
        var steps: [MethodStep] = []
        for instruction in instructions.prefix(2_000) {
            guard case .object(let fields) = instruction else {
                steps += AppRecipeFields.steps(AppRecipeFields.text(instruction), section: section)
                continue
            }
            if let title = AppRecipeFields.text(fields["title"]) { section = title }
            if let text = AppRecipeFields.text(fields["text"]) { steps.append(MethodStep(text, section: section)) }
        }
        return steps
    }

    /// Notes (`title` and `text` each) as one text.
    static func notes(_ value: JSON?) -> String {
        guard case .array(let notes)? = value else { return AppRecipeFields.text(value) ?? "" }
        return notes.compactMap { note -> String? in
            guard case .object(let fields) = note else { return AppRecipeFields.text(note) }
            return [AppRecipeFields.text(fields["title"]), AppRecipeFields.text(fields["text"])].compactMap { $0 }.joined(separator: "\n").nonEmpty
        }.joined(separator: "\n\n")
    }
}
