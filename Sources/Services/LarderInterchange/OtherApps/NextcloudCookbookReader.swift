import Foundation
import LarderGLib
import LarderLocalization
import LarderModel

/// Nextcloud Cookbook's recipes: a folder per recipe holding `recipe.json`
/// (a schema.org Recipe, read by ``JSONLDRecipeReader``) and `full.jpg`, the
/// photo, used when `recipe.json`'s image is a web address or missing; or a
/// zip of such folders.
struct NextcloudCookbookReader: Sendable {
    var maximumPhotoSize: Int
    var now: Date

    /// `true` for the entry or file holding a recipe.
    static func isRecipeEntry(_ path: String) -> Bool {
        ArchiveLayout.name(of: path) == "recipe.json" && !ArchiveLayout.isJunk(path)
    }

    /// One recipe from its `recipe.json` bytes and the bytes of `full.jpg`
    /// beside it, if any; `name` is its path, `FOLDER/recipe.json`.
    func recipe(json data: Data, name: String, photo photoData: Data?) -> Result<ImportedRecipe, ImportError> {
        let json: JSON
        do throws(ImportError) {
            json = try AppRecipeFields.json(data, name)
        } catch {
            return .failure(error)
        }
        // Nextcloud writes the Recipe as the whole file; older versions leave out its @type.
        guard case .object(let object) = json,
              let node = JSONValue.types(of: object).contains("Recipe") || object["@type"] == nil
                ? object : JSONLDRecipeReader.recipeNodes(in: json).first else {
            return .failure(ImportError(.noRecipe, tr("%@ is not a Nextcloud Cookbook recipe (no schema.org Recipe)", name)))
        }
        var warnings: [String] = []
        let fullPhoto = AppRecipeFields.photo(photoData, from: "full.jpg", limit: maximumPhotoSize, warnings: &warnings)
        let inline = RecipeFileReader()
        let reader = JSONLDRecipeReader(
            resolveImage: { reference in
                if reference.lowercased().hasPrefix("data:"), case .photo(let photo) = inline.loadImage(reference, baseDirectory: nil) {
                    return .photo(photo)
                }
                if let fullPhoto { return .photo(fullPhoto) }
                if WebAddress.isWeb(reference) { return .remote(reference) }
                // TRANSLATORS: %1$@ is the photo's reference, %2$@ the recipe's file; full.jpg is a file name.
                return .skipped(tr("photo %@ is not in the export and there is no full.jpg beside %@; left out", reference, name))
            }, documentLanguage: nil, now: now)
        return reader.recipe(from: node).map { imported in
            var imported = imported
            if imported.recipe.photo == nil { imported.recipe.photo = fullPhoto }
            // Nextcloud Cookbook shows a line "## Sauce" as a heading: here, a group or a section.
            if imported.recipe.ingredients.allSatisfy({ $0.group == nil }) {
                imported.recipe.ingredients = HeadingLines.ingredients(imported.recipe.ingredients.map(\.line), style: .markdown)
            }
            if imported.recipe.steps.allSatisfy({ $0.section == nil }) {
                imported.recipe.steps = HeadingLines.steps(imported.recipe.steps.map(\.text), style: .markdown)
            }
            // Without an address or identifier of its own, the recipe is known by Nextcloud's ID, else its folder.
            if imported.recipe.externalID == nil, imported.recipe.sourceURL == nil,
               let id = AppRecipeFields.text(node["id"]) ?? ArchiveLayout.name(of: ArchiveLayout.folder(of: name)).nonEmpty {
                imported.recipe.externalID = "nextcloud:" + id
            }
            imported.warnings += warnings
            return imported
        }
    }

    /// Every recipe of a zip of recipe folders, one folder at a time.
    func recipes(in archive: ZipArchive) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        archive.recipesInFolders(
            isRecipe: Self.isRecipeEntry,
            photoFolder: { ArchiveLayout.name(of: $0) == "full.jpg" ? ArchiveLayout.folder(of: $0) : nil },
            read: { recipe(json: $0, name: $1, photo: $2) })
    }
}
