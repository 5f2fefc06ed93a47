import Foundation
import LarderLocalization
import LarderModel

/// Plan to Eat's export: a zip holding one CSV (or that CSV unpacked), a
/// recipe per record, its columns read by name from the header (`Title`,
/// `Course`, `Cuisine`, `Main Ingredient`, `Description`, `Source`, `Url`,
/// times in minutes, `Servings`, `Yield`, `Ingredients`, `Directions`,
/// `Tags`, `Rating`, `Public Url`, `Photo Url`, `Created At`...). An
/// ingredient line `, NAME` heads a group. The number at the end of the
/// recipe's `Public Url` becomes the external ID `plantoeat:NUMBER`, so that
/// importing again updates. The photo is only a web address: not downloaded.
struct PlanToEatReader: Sendable {
    var now: Date

    /// `true` for the header Plan to Eat writes (its first columns, in order).
    static func isHeader(_ line: String) -> Bool {
        line.hasPrefix("Title,Course,Cuisine,Main Ingredient,Description,Source,Url,Url Host,")
    }

    /// The recipes of one CSV file, named `name` in messages, a record at a time.
    func recipes(csv data: Data, name: String) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        AppCSVFile.recipes(data, name: name, app: "Plan to Eat", headerStart: "Title,Course,Cuisine,Main Ingredient", isHeader: Self.isHeader) { row, _, number in
            recipe(row, number: number, name: name)
        }
    }

    private func recipe(_ row: CSVColumns.Row, number: Int, name: String) -> Result<ImportedRecipe, ImportError> {
        guard let title = row["Title"] else {
            // TRANSLATORS: %1$@ is the recipe's number in the file, %2$@ names the file; "Title" is the CSV's column.
            return .failure(ImportError(.invalidRecipe, tr("recipe %@ of %@ has no Title", number, name)))
        }
        var warnings: [String] = []
        var recipe = Recipe(name: String(title.prefix(500)), now: now)
        recipe.category = row["Course"]
        recipe.cuisine = row["Cuisine"]
        var tags = (row["Tags"] ?? "").split(separator: ",").map { $0.trimming(" \t") }.filter { !$0.isEmpty }
        if let main = row["Main Ingredient"] { tags.append(main) }
        recipe.tags = AppRecipeFields.unique(tags)
        recipe.summary = row["Description"] ?? ""
        recipe.author = row["Source"]
        recipe.sourceURL = row["Url"]
        recipe.prepMinutes = row.minutes("Prep Time", warnings: &warnings)
        recipe.cookMinutes = row.minutes("Cook Time", warnings: &warnings)
        recipe.totalMinutes = row.minutes("Total Time", warnings: &warnings)
        let servings = row["Servings"].flatMap { Int($0) }.flatMap { $0 > 0 && $0 < 100_000 ? $0 : nil }
        if let text = row["Yield"] ?? row["Servings"] {
            recipe.yield = RecipeYield(text: String(text.prefix(200)), servings: servings)
        }
        var ingredients = IngredientGroups()
        for line in (row["Ingredients"] ?? "").split(whereSeparator: \.isNewline) {
            // ", Dough": Plan to Eat's group heading (an ingredient with only a note).
            if line.hasPrefix(", ") || line == "," {
                ingredients.heading(String(line.dropFirst()))
            } else {
                ingredients.add(String(line), typedHeadings: false)
            }
        }
        recipe.ingredients = ingredients.ingredients
        recipe.steps = Array(AppRecipeFields.steps(row["Directions"]).prefix(2_000))
        recipe.rating = AppRecipeFields.rating(row["Rating"].map(JSON.string))
        if let page = row["Public Url"] {
            let id = page.split(separator: "/").last.map { $0.prefix { $0.isASCII && $0.isNumber } } ?? ""
            recipe.externalID = "plantoeat:" + (id.isEmpty ? page : String(id))
        }
        let photoAddress = row["Photo Url"].flatMap(AppRecipeFields.webAddress)
        if let created = AppRecipeFields.date(row["Created At"].map(JSON.string)) {
            recipe.created = created
            recipe.modified = max(AppRecipeFields.date(row["Updated At"].map(JSON.string)) ?? created, created)
        }
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings, photoAddress: photoAddress))
    }
}
