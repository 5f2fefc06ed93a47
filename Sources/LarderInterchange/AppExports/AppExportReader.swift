import Foundation

/// Tells the exports of other recipe apps apart and reads them with their
/// reader: zip archives by what they hold, a gzip file as one Paprika
/// recipe, and a recipe's JSON in a folder of its own (Nextcloud Cookbook,
/// Mealie) with the photo beside it.
struct AppExportReader: Sendable {
    var maximumPhotoSize: Int
    var now: Date

    /// The layouts of the exports Larder reads.
    enum Layout: Sendable {
        case paprika, nextcloudCookbook, mealie, mealieBackup, tandoor

        /// What an export of this layout is, in words for the user.
        var formatName: String {
            switch self {
            case .paprika: return "Paprika export"
            case .nextcloudCookbook: return "Nextcloud Cookbook export"
            case .mealie: return "Mealie export"
            case .mealieBackup: return "Mealie backup"
            case .tandoor: return "Tandoor export"
            }
        }
    }

    /// The layout of an archive, from its entries' names alone; `nil` when no app's.
    static func layout(of archive: ZipArchive) -> Layout? {
        let paths = archive.members.lazy.map(\.path).filter { !ArchiveLayout.isJunk($0) }
        if paths.contains(where: PaprikaReader.isRecipeEntry) { return .paprika }
        if MealieBackupReader.database(in: paths) != nil { return .mealieBackup }
        if paths.contains("recipe.json") {
            // One recipe alone: Tandoor names its photo image.EXT, Nextcloud full.jpg.
            return paths.contains { $0.hasPrefix("image") } ? .tandoor : .nextcloudCookbook
        }
        if paths.contains(where: NextcloudCookbookReader.isRecipeEntry) { return .nextcloudCookbook }
        if paths.contains(where: MealieReader.isRecipeEntry) { return .mealie }
        if paths.contains(where: { !$0.contains("/") && $0.lowercased().hasSuffix(".zip") }) { return .tandoor }
        return nil
    }

    /// The recipes of an app's zip export; `name` names it in messages.
    func document(archive: ZipArchive, name: String) -> Result<RecipeDocument, ImportError> {
        guard let layout = Self.layout(of: archive) else {
            return .failure(ImportError(.notRecipeFile, "a zip archive, but not an export Larder reads (Paprika, Nextcloud Cookbook, Mealie or Tandoor)"))
        }
        let photoLimit = maximumPhotoSize, now = now
        let recipes: @Sendable () -> AnyIterator<Result<ImportedRecipe, ImportError>>
        switch layout {
        case .paprika: recipes = { PaprikaReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .nextcloudCookbook: recipes = { NextcloudCookbookReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .mealie: recipes = { MealieReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .mealieBackup: recipes = { MealieBackupReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .tandoor: recipes = { TandoorReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive, name: name) }
        }
        return .success(RecipeDocument(source: .generated(recipes), format: layout.formatName))
    }

    /// One Paprika recipe (`.paprikarecipe`, gzipped JSON).
    func document(gzipped data: Data, name: String) -> Result<RecipeDocument, ImportError> {
        let recipe = PaprikaReader(maximumPhotoSize: maximumPhotoSize, now: now).recipe(gzipped: data, name: name)
        return .success(RecipeDocument(source: .recipes([recipe]), format: "Paprika recipe"))
    }

    /// A recipe's JSON in a recipe folder of an unpacked export — Nextcloud
    /// Cookbook's `NAME/recipe.json` beside `full.jpg`, Mealie's `SLUG/SLUG.json`
    /// beside `images/original.webp` — read with that photo; `nil` for any other file.
    func document(recipeFile path: String, data: Data) -> Result<RecipeDocument, ImportError>? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let beside = { (relative: String) -> Data? in
            let photo = folder.isEmpty ? relative : folder + "/" + relative
            guard let size = (try? FileManager.default.attributesOfItem(atPath: photo))?[.size] as? Int,
                  size <= maximumPhotoSize else { return nil }
            return FileManager.default.contents(atPath: photo)
        }
        // One look beside the file, never a listing of its folder: a folder of many recipes stays linear.
        if name == "recipe.json", FileManager.default.fileExists(atPath: folder.isEmpty ? "full.jpg" : folder + "/full.jpg") {
            let reader = NextcloudCookbookReader(maximumPhotoSize: maximumPhotoSize, now: now)
            let named = ArchiveLayout.join((folder as NSString).lastPathComponent, name)
            let recipe = reader.recipe(json: data, name: named, photo: beside("full.jpg"))
            return .success(RecipeDocument(source: .recipes([recipe]), format: Layout.nextcloudCookbook.formatName))
        }
        if MealieReader.isRecipeEntry(path), let json = try? ExportFields.json(data, name), MealieReader.looksLikeRecipe(json) {
            let reader = MealieReader(maximumPhotoSize: maximumPhotoSize, now: now)
            let recipe = reader.recipe(json: data, name: name, photo: beside(MealieReader.photoPath))
            return .success(RecipeDocument(source: .recipes([recipe]), format: Layout.mealie.formatName))
        }
        return nil
    }

    /// `true` when a folder holding `files` is a recipe folder of an
    /// unpacked export (its photos belong to its recipe), named `folderName`.
    static func isRecipeFolder(files: [String], folderName: String) -> Bool {
        (files.contains("recipe.json") && files.contains("full.jpg")) || (files.contains(folderName + ".json") && files.contains("images"))
    }
}
