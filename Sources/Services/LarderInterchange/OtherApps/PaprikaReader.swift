import Foundation
import LarderLocalization
import LarderModel

/// Paprika's recipes: a `.paprikarecipe` file is one recipe as gzipped JSON;
/// a `.paprikarecipes` export is a zip of them. Paprika's `uid` becomes the
/// external ID `paprika:UID`, so that importing the export again updates.
struct PaprikaReader: Sendable {
    /// The largest inflated recipe (its photo travels inside, base64).
    static let maximumRecipeSize = 64 << 20
    /// The name of a recipe left without one in Paprika.
    static let untitled = "Untitled recipe"

    var maximumPhotoSize: Int
    var now: Date

    /// `true` for an entry of an export that holds a recipe.
    static func isRecipeEntry(_ path: String) -> Bool {
        guard path.lowercased().hasSuffix(".paprikarecipe") else { return false }
        // A recipe without a name may have nothing before the extension: no hidden file, but that recipe.
        let isUntitled = path.split(separator: "/").last?.lowercased() == ".paprikarecipe"
        return !ArchiveLayout.isJunk(isUntitled ? ArchiveLayout.folder(of: path) : path)
    }

    /// One gzipped recipe (a `.paprikarecipe` file or entry).
    func recipe(gzipped data: Data, name: String) -> Result<ImportedRecipe, ImportError> {
        do throws(ImportError) {
            let json = try Gzip.decompress(data, limit: Self.maximumRecipeSize)
            return recipe(json: try AppRecipeFields.json(json, name))
        } catch {
            return .failure(ImportError(error.code, "\(name): \(error.message)"))
        }
    }

    /// Every recipe of a `.paprikarecipes` export, one entry at a time.
    func recipes(in archive: ZipArchive) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        var members = archive.members.filter { Self.isRecipeEntry($0.path) }.makeIterator()
        return AnyIterator {
            guard let member = members.next() else { return nil }
            do throws(ImportError) {
                return recipe(gzipped: try archive.contents(of: member), name: member.path)
            } catch {
                return .failure(error)
            }
        }
    }

    /// One recipe's decoded JSON.
    func recipe(json: JSON) -> Result<ImportedRecipe, ImportError> {
        guard case .object(let fields) = json else {
            return .failure(ImportError(.noRecipe, tr("not a Paprika recipe (no JSON object)")))
        }
        // Paprika keeps a recipe whose name was left empty: it comes in untitled, not lost.
        guard fields["name"] != nil else {
            return .failure(ImportError(.invalidRecipe, tr("a Paprika recipe has no name")))
        }
        var warnings: [String] = []
        let given = AppRecipeFields.text(fields["name"])
        if given == nil {
            // TRANSLATORS: %@ is the name the recipe is given ("Untitled recipe", which is not translated).
            warnings.append(tr("the recipe has no name in Paprika; imported as “%@”", Self.untitled))
        }
        let name = given ?? Self.untitled
        var recipe = Recipe(name: String(name.prefix(500)), now: now)
        if let uid = AppRecipeFields.text(fields["uid"]) { recipe.externalID = "paprika:" + uid }
        recipe.summary = AppRecipeFields.text(fields["description"]) ?? ""
        // Paprika shows a line "Sauce:" as a heading: here, a group or a section.
        recipe.ingredients = Array(HeadingLines.ingredients(AppRecipeFields.lines(AppRecipeFields.text(fields["ingredients"])), style: .colon).prefix(2_000))
        recipe.steps = Array(HeadingLines.steps(AppRecipeFields.steps(AppRecipeFields.text(fields["directions"])).map(\.text), style: .colon).prefix(2_000))
        var notes = AppRecipeFields.text(fields["notes"]).map { [$0] } ?? []
        if let nutrition = AppRecipeFields.text(fields["nutritional_info"]) { notes.append("Nutrition: " + nutrition) }
        recipe.notes = notes.joined(separator: "\n\n")
        recipe.prepMinutes = AppRecipeFields.minutes(fields["prep_time"], "prep_time", warnings: &warnings)
        recipe.cookMinutes = AppRecipeFields.minutes(fields["cook_time"], "cook_time", warnings: &warnings)
        recipe.totalMinutes = AppRecipeFields.minutes(fields["total_time"], "total_time", warnings: &warnings)
        recipe.yield = AppRecipeFields.text(fields["servings"]).map { RecipeYield(text: String($0.prefix(200))) }
        recipe.rating = AppRecipeFields.rating(fields["rating"])
        let categories = AppRecipeFields.unique(AppRecipeFields.names(fields["categories"]))
        recipe.category = categories.first
        recipe.tags = Array(categories.dropFirst())
        recipe.sourceURL = AppRecipeFields.text(fields["source_url"])
        // "Source" is a site's name when there is a URL, else who gave the recipe.
        if recipe.sourceURL == nil { recipe.author = AppRecipeFields.text(fields["source"]) }
        if let created = AppRecipeFields.date(fields["created"]) {
            recipe.created = created
            recipe.modified = max(recipe.modified, created)
        }
        // The main photo, else the first of the recipe's further photos (`photos`, each with its `data`).
        var extraPhotos: [JSON] = []
        if case .array(let photos)? = fields["photos"] { extraPhotos = photos.filter { if case .object(let photo) = $0 { photo["data"] != nil } else { false } } }
        let main: (field: String, base64: String)?
        if let base64 = AppRecipeFields.text(fields["photo_data"]) {
            main = ("photo_data", base64)
        } else if case .object(let first)? = extraPhotos.first, let base64 = AppRecipeFields.text(first["data"]) {
            main = ("photos", base64)
            extraPhotos.removeFirst()
        } else {
            main = nil
        }
        if let main {
            if main.base64.utf8.count <= maximumPhotoSize / 3 * 4 + 1024, let data = Data(base64Encoded: main.base64, options: .ignoreUnknownCharacters) {
                recipe.photo = AppRecipeFields.photo(data, from: main.field, limit: maximumPhotoSize, warnings: &warnings)
            } else {
                // TRANSLATORS: %1$@ is the field of Paprika's recipe (photo_data, photos), %2$@ the limit in megabytes.
                warnings.append(tr("%@ is not base64 image data of at most %@ MB; left out", main.field, maximumPhotoSize >> 20))
            }
        }
        // The photo's address, for the importer to fetch, when the export carries no copy.
        let photoAddress = main == nil ? AppRecipeFields.text(fields["image_url"]).flatMap(AppRecipeFields.webAddress) : nil
        if !extraPhotos.isEmpty {
            // TRANSLATORS: photos[] is the field of Paprika's recipe.
            warnings.append(trn("%@ more photo in photos[] not kept: a Larder recipe has one photo",
                                "%@ more photos in photos[] not kept: a Larder recipe has one photo", extraPhotos.count, extraPhotos.count))
        }
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings, photoAddress: photoAddress))
    }
}
