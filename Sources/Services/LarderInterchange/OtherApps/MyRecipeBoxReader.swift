import Foundation
import LarderLocalization
import LarderModel

/// My Recipe Box's CSV export, a recipe per record, columns read by name
/// (`title`, `description`, times in minutes, `quantity`, `ingredients`,
/// `instructions`, `notes`, `rating`, `categories` and `tags` split at `;`,
/// `video`, `source`, `originalPicture`). Ingredient groups are blocks
/// separated by blank lines, each maybe headed by a line the user typed
/// ("TOFU MARINADE:"). A record with tags has an extra empty field after
/// them, which moves `video`, `source` and `originalPicture` one column on
/// into the header's unnamed last column: a value there says so. My Recipe
/// Box has no IDs: importing again finds each recipe by its address, else
/// its content. The photo is only a web address: not downloaded.
struct MyRecipeBoxReader: Sendable {
    var now: Date

    /// `true` for the header My Recipe Box writes (its first columns, in order).
    static func isHeader(_ line: String) -> Bool {
        line.hasPrefix("title,description,preparationTime,cookingTime,inactiveTime,totalTime,quantity,ingredients,instructions,")
    }

    /// The recipes of one CSV file, named `name` in messages, a record at a time.
    func recipes(csv data: Data, name: String) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        AppCSVFile.recipes(data, name: name, app: "My Recipe Box", headerStart: "title,description,preparationTime", isHeader: Self.isHeader) { row, columns, number in
            recipe(row, columns: columns, number: number, name: name)
        }
    }

    private func recipe(_ row: CSVColumns.Row, columns: CSVColumns, number: Int, name: String) -> Result<ImportedRecipe, ImportError> {
        guard let title = row["title"] else {
            // TRANSLATORS: %1$@ is the recipe's number in the file, %2$@ names the file.
            return .failure(ImportError(.invalidRecipe, tr("recipe %@ of %@ has no title", number, name)))
        }
        var warnings: [String] = []
        var recipe = Recipe(name: String(title.prefix(500)), now: now)
        recipe.summary = row["description"] ?? ""
        recipe.prepMinutes = row.minutes("preparationTime", warnings: &warnings)
        recipe.cookMinutes = row.minutes("cookingTime", warnings: &warnings)
        recipe.totalMinutes = row.minutes("totalTime", warnings: &warnings)
        recipe.yield = row["quantity"].map { RecipeYield(text: String($0.prefix(200))) }
        var ingredients = IngredientGroups()
        for line in (row["ingredients"] ?? "").split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.allSatisfy(\.isWhitespace) { ingredients.endGroup() } else { ingredients.add(String(line)) }
        }
        recipe.ingredients = ingredients.ingredients
        recipe.steps = Array(AppRecipeFields.steps(row["instructions"]).prefix(2_000))
        var notes = AppRecipeFields.lines(row["notes"])
        recipe.rating = AppRecipeFields.rating(row["rating"].map(JSON.string))
        let categories = Self.list(row["categories"])
        recipe.category = categories.first
        recipe.tags = AppRecipeFields.unique(Array(categories.dropFirst()) + Self.list(row["tags"]))
        // A value in the unnamed column after originalPicture: the row is one column on from `tags`.
        let shift = columns.index(of: "").flatMap { row[$0] } != nil ? 1 : 0
        func moved(_ column: String) -> String? { columns.index(of: column).flatMap { row[$0 + shift] } }
        let video = moved("video")
        recipe.sourceURL = moved("source") ?? video
        if let video, recipe.sourceURL != video { notes.append("Video: " + video) }
        recipe.notes = notes.joined(separator: "\n")
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings, photoAddress: moved("originalPicture").flatMap(AppRecipeFields.webAddress)))
    }

    /// Items of a `;`-separated field, trimmed.
    private static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ";").map { $0.trimming(" \t") }.filter { !$0.isEmpty }
    }
}
