import Foundation
import LarderLocalization

/// Tells the exports of other recipe apps apart and reads them with their
/// reader: zip archives by what they hold, a gzip file as one Paprika
/// recipe, a recipe's JSON in a folder of its own (Nextcloud Cookbook,
/// Mealie) with the photo beside it, an HTML export (Copy Me That, Recipe
/// Keeper) or a CSV export (Plan to Eat, My Recipe Box) by its first bytes,
/// and a Chowdown site by its `_recipes` folder.
struct OtherAppReader: Sendable {
    var maximumPhotoSize: Int
    var now: Date

    /// The largest HTML or CSV export read from an archive (a few thousand recipes).
    static let maximumDocumentSize = 256 << 20

    /// The layouts of the exports Larder reads.
    enum Layout: Sendable, CaseIterable {
        case paprika, nextcloudCookbook, mealie, mealieBackup, tandoor
        case chowdown, copyMeThat, recipeKeeper, planToEat, myRecipeBox

        /// What an export of this layout is, in words for the user.
        var formatName: String {
            switch self {
            case .paprika: return "Paprika export"
            case .nextcloudCookbook: return "Nextcloud Cookbook export"
            case .mealie: return "Mealie export"
            case .mealieBackup: return "Mealie backup"
            case .tandoor: return "Tandoor export"
            case .chowdown: return "Chowdown site"
            case .copyMeThat: return "Copy Me That export"
            case .recipeKeeper: return "Recipe Keeper export"
            case .planToEat: return "Plan to Eat export"
            case .myRecipeBox: return "My Recipe Box export"
            }
        }
    }

    /// The layout of an archive, from its entries' names and, where two apps
    /// name theirs alike, the first bytes of the entry that tells them apart;
    /// `nil` when no app's.
    static func layout(of archive: ZipArchive) -> Layout? {
        let paths = archive.members.lazy.map(\.path).filter { !ArchiveLayout.isJunk($0) }
        if paths.contains(where: PaprikaReader.isRecipeEntry) { return .paprika }
        if MealieBackupReader.database(in: paths) != nil { return .mealieBackup }
        if paths.contains("recipe.json") {
            // One recipe alone: Tandoor names its photo image.EXT, Nextcloud full.jpg.
            return paths.contains { $0.hasPrefix("image") } ? .tandoor : .nextcloudCookbook
        }
        // Before Mealie's SLUG/SLUG.json: a whole Jekyll site holds other JSON files.
        if paths.contains(where: ChowdownReader.isRecipeEntry) { return .chowdown }
        if paths.contains(where: NextcloudCookbookReader.isRecipeEntry) { return .nextcloudCookbook }
        if paths.contains(where: MealieReader.isRecipeEntry) { return .mealie }
        if let layout = documentLayout(in: archive) { return layout }
        if paths.contains(where: { !$0.contains("/") && $0.lowercased().hasSuffix(".zip") }) { return .tandoor }
        return nil
    }

    /// The layout of an export that is one document in a zip: `recipes.html`
    /// (at the top or in one folder) whose first bytes are Copy Me That's or
    /// Recipe Keeper's, or only CSV files whose header is Plan to Eat's or My Recipe Box's.
    private static func documentLayout(in archive: ZipArchive) -> Layout? {
        let members = archive.members.filter { !ArchiveLayout.isJunk($0.path) }
        if let page = members.first(where: isExportPage) {
            guard let head = try? archive.contents(of: page) else { return nil }
            return pageLayout(head)
        }
        if !members.isEmpty, members.allSatisfy({ $0.path.lowercased().hasSuffix(".csv") }),
           let head = try? archive.contents(of: members[0]) {
            return csvLayout(head)
        }
        return nil
    }

    /// `true` for the entry holding an HTML export: `recipes.html`, at the top or one folder down.
    private static func isExportPage(_ member: ZipArchive.Member) -> Bool {
        ArchiveLayout.name(of: member.path) == "recipes.html" && member.path.split(separator: "/").count <= 2
    }

    /// The HTML export a page's first bytes show (Copy Me That, Recipe Keeper), or `nil`.
    static func pageLayout(_ head: some Collection<UInt8>) -> Layout? {
        if CopyMeThatReader.isExport(head) { return .copyMeThat }
        if RecipeKeeperReader.isExport(head) { return .recipeKeeper }
        return nil
    }

    /// The CSV export a file's header shows (Plan to Eat, My Recipe Box), or `nil`.
    static func csvLayout(_ head: some Collection<UInt8>) -> Layout? {
        let header = CSVRecords.firstLine(of: head)
        if PlanToEatReader.isHeader(header) { return .planToEat }
        if MyRecipeBoxReader.isHeader(header) { return .myRecipeBox }
        return nil
    }

    /// The recipes of an app's zip export; `name` names it in messages.
    func document(archive: ZipArchive, name: String) -> Result<RecipeDocument, ImportError> {
        guard let layout = Self.layout(of: archive) else {
            return .failure(ImportError(.notRecipeFile, tr("a zip archive, but not an export Larder reads (Paprika, Nextcloud Cookbook, Mealie, Tandoor, Chowdown, Copy Me That, Recipe Keeper, Plan to Eat or My Recipe Box)")))
        }
        let photoLimit = maximumPhotoSize, now = now
        let recipes: @Sendable () -> AnyIterator<Result<ImportedRecipe, ImportError>>
        switch layout {
        case .paprika: recipes = { PaprikaReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .nextcloudCookbook: recipes = { NextcloudCookbookReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .mealie: recipes = { MealieReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .mealieBackup: recipes = { MealieBackupReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .tandoor: recipes = { TandoorReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive, name: name) }
        case .chowdown: recipes = { ChowdownReader(maximumPhotoSize: photoLimit, now: now).recipes(in: archive) }
        case .copyMeThat, .recipeKeeper, .planToEat, .myRecipeBox: recipes = { documentRecipes(in: archive, layout: layout) }
        }
        return .success(RecipeDocument(source: .generated(recipes), format: layout.formatName))
    }

    /// The recipes of the HTML or CSV documents of a zipped export, one document at a time.
    private func documentRecipes(in archive: ZipArchive, layout: Layout) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        let members = archive.members.filter { !ArchiveLayout.isJunk($0.path) }
        let documents: [ZipArchive.Member]
        switch layout {
        case .copyMeThat, .recipeKeeper:
            // Every page of the export's folder that is the app's (Mealie reads them all; the app writes one).
            let folder = members.first(where: Self.isExportPage).map { ArchiveLayout.folder(of: $0.path) } ?? ""
            documents = members.filter { $0.path.lowercased().hasSuffix(".html") && ArchiveLayout.folder(of: $0.path) == folder }
        default:
            documents = members.filter { $0.path.lowercased().hasSuffix(".csv") }
        }
        let files = AppFiles(archive: archive)
        var pending = documents.makeIterator()
        var current: AnyIterator<Result<ImportedRecipe, ImportError>>?
        return AnyIterator {
            while true {
                if let next = current?.next() { return next }
                guard let member = pending.next() else { return nil }
                let data: Data
                do throws(ImportError) {
                    guard member.size <= Self.maximumDocumentSize else {
                        // TRANSLATORS: %1$@ names the file, %2$@ is its size in bytes, %3$@ the limit in megabytes.
                        throw ImportError(.tooLarge, tr("%@ has %@ bytes; more than %@ MB is refused", member.path, member.size, Self.maximumDocumentSize >> 20))
                    }
                    data = try archive.contents(of: member)
                } catch {
                    current = AnyIterator([.failure(error)].makeIterator())
                    continue
                }
                // A page of the folder that is not the app's (an index page beside it) is no recipe file.
                if layout == .copyMeThat || layout == .recipeKeeper, Self.pageLayout(data.prefix(8192)) != layout { continue }
                current = document(data, layout: layout, name: member.path, files: files, folder: ArchiveLayout.folder(of: member.path))
            }
        }
    }

    /// The recipes of one HTML or CSV export document; photos from `files`, relative to `folder`.
    func document(_ data: Data, layout: Layout, name: String, files: AppFiles?, folder: String) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        let results: Result<[Result<ImportedRecipe, ImportError>], ImportError>
        switch layout {
        case .planToEat: return PlanToEatReader(now: now).recipes(csv: data, name: name)
        case .myRecipeBox: return MyRecipeBoxReader(now: now).recipes(csv: data, name: name)
        case .recipeKeeper:
            results = RecipeKeeperReader(maximumPhotoSize: maximumPhotoSize, now: now).recipes(html: data, name: name, files: files, folder: folder)
        default:
            results = CopyMeThatReader(maximumPhotoSize: maximumPhotoSize, now: now).recipes(html: data, name: name, files: files, folder: folder)
        }
        switch results {
        case .success(let recipes): return AnyIterator(recipes.makeIterator())
        case .failure(let error): return AnyIterator([.failure(error)].makeIterator())
        }
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
        if MealieReader.isRecipeEntry(path), let json = try? AppRecipeFields.json(data, name), MealieReader.looksLikeRecipe(json) {
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
