import Foundation
import LarderLocalization
import LarderModel

/// Chowdown's recipes: a Jekyll site (GitHub's "Download ZIP" of it, or the
/// folder) keeping one recipe per `_recipes/NAME.md`, Markdown with YAML
/// front matter (``ChowdownFrontMatter``): `title`, `image` (a file in the
/// site's `images/`), `tags` (one comma-separated text), `ingredients` and
/// `directions` (lists), and `components`, the titles of sub-recipes in
/// `_components/` whose ingredients and directions the recipe's page shows
/// after its own: each becomes an ingredient group and a method section
/// named after it. The body is the recipe's introduction. Chowdown has no
/// recipe IDs; importing again finds each recipe by its content.
struct ChowdownReader: Sendable {
    /// The largest recipe or component file read (a recipe is a few kB).
    static let maximumFileSize = 4 << 20
    /// Component files read per site, at most.
    static let maximumComponents = 10_000

    var maximumPhotoSize: Int
    var now: Date

    /// `true` for a recipe's file: `_recipes/NAME.md` (or `.markdown`), at any depth.
    static func isRecipeEntry(_ path: String) -> Bool {
        let name = ArchiveLayout.name(of: path).lowercased()
        guard name.hasSuffix(".md") || name.hasSuffix(".markdown"), !ArchiveLayout.isJunk(path) else { return false }
        return ArchiveLayout.name(of: ArchiveLayout.folder(of: path)) == "_recipes"
    }

    /// The site's top folder for a recipe's file: the parent of its `_recipes/`.
    static func site(ofRecipe path: String) -> String {
        ArchiveLayout.folder(of: ArchiveLayout.folder(of: path))
    }

    /// `true` when `data` is a Chowdown recipe file: front matter with a
    /// `title` and `layout: recipe`, `ingredients`, `directions` or `components`.
    static func looksLikeRecipe(_ data: Data) -> Bool {
        guard data.starts(with: Array("---".utf8)) else { return false }
        // The front matter is near the top; a few kB say whether it is a recipe's.
        let head = String(decoding: data.prefix(16_384), as: UTF8.self)
        guard let matter = ChowdownFrontMatter(head), matter.text("title") != nil else { return false }
        return matter.text("layout") == "recipe" || ["ingredients", "directions", "components"].contains { matter[$0] != nil }
    }

    /// Every recipe of a zipped site, one file at a time.
    func recipes(in archive: ZipArchive) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        let entries = archive.members.map(\.path).filter(Self.isRecipeEntry)
        return recipes(entries, files: AppFiles(archive: archive))
    }

    /// Every recipe of the site unpacked in `folder` (the folder holding `_recipes/`).
    func recipes(inSite folder: String) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        let files = AppFiles(folder: folder)
        return recipes(files.files(in: "_recipes").filter(Self.isRecipeEntry), files: files)
    }

    /// One recipe file read on its own, at `path` (its photo and components
    /// from the site around it when it sits in a `_recipes` folder).
    func recipe(file data: Data, path: String) -> Result<ImportedRecipe, ImportError> {
        let folder = (path as NSString).deletingLastPathComponent
        let site = (folder as NSString).lastPathComponent == "_recipes" ? (folder as NSString).deletingLastPathComponent : folder
        var components = ComponentIndex(site: "", files: AppFiles(folder: site))
        return recipe(String(decoding: data, as: UTF8.self), path: (path as NSString).lastPathComponent, site: "",
                      files: AppFiles(folder: site), components: &components)
    }

    private func recipes(_ entries: [String], files: AppFiles) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        var remaining = entries.makeIterator()
        // Each site's components, read once when a recipe first needs them.
        var indexes: [String: ComponentIndex] = [:]
        return AnyIterator {
            guard let path = remaining.next() else { return nil }
            do throws(ImportError) {
                guard let text = try files.text(of: path, limit: Self.maximumFileSize) else {
                    throw ImportError(.unreadable, tr("%@ is missing", path))
                }
                let site = Self.site(ofRecipe: path)
                var index = indexes[site] ?? ComponentIndex(site: site, files: files)
                defer { indexes[site] = index }
                return recipe(text, path: path, site: site, files: files, components: &index)
            } catch {
                return .failure(ImportError(error.code, "\(path): \(error.message)"))
            }
        }
    }

    /// One recipe from its file's text; `site` is its site's folder among `files`.
    private func recipe(_ text: String, path: String, site: String, files: AppFiles,
                        components: inout ComponentIndex) -> Result<ImportedRecipe, ImportError> {
        guard let matter = ChowdownFrontMatter(text) else {
            return .failure(ImportError(.noRecipe, tr("%@ is not a Chowdown recipe (no front matter between --- lines)", path)))
        }
        guard let name = matter.text("title") else {
            return .failure(ImportError(.invalidRecipe, tr("%@ is a Chowdown recipe without a title", path)))
        }
        var warnings: [String] = []
        var photoAddress: String?
        var recipe = Recipe(name: String(name.prefix(500)), now: now)
        recipe.summary = matter.body.replacingAll("\r\n", with: "\n").trimming(" \t\r\n")
        let tags = matter["tags"].map { value -> [String] in
            guard case .text(let text) = value else { return value.texts }
            return text.split(separator: ",").map(String.init)
        } ?? []
        recipe.tags = AppRecipeFields.unique(tags.map { $0.trimming(" \t") }.filter { !$0.isEmpty })
        var ingredients = IngredientGroups()
        for line in matter["ingredients"]?.texts ?? [] { ingredients.add(line) }
        var steps = (matter["directions"]?.texts ?? []).map { MethodStep(JSONLDRecipeReader.withoutNumbering($0)) }
        for title in matter["components"]?.texts ?? [] {
            guard let component = components.component(titled: title, warnings: &warnings) else {
                ingredients.endGroup()
                ingredients.add(title, typedHeadings: false)
                // TRANSLATORS: %@ is a component's title; _components is the name of the site's folder.
                warnings.append(tr("component “%@” is not in the site’s _components; its title is kept as an ingredient", title.prefix(80)))
                continue
            }
            ingredients.heading(title)
            for line in component["ingredients"]?.texts ?? [] { ingredients.add(line, typedHeadings: false) }
            steps += (component["directions"]?.texts ?? []).map { MethodStep(JSONLDRecipeReader.withoutNumbering($0), section: title) }
        }
        recipe.ingredients = ingredients.ingredients
        recipe.steps = Array(steps.filter { !$0.text.isEmpty }.prefix(2_000))
        // Tandoor's Chowdown export adds these; Chowdown's own recipes have none.
        recipe.sourceURL = matter.text("url")
        recipe.yield = matter.text("yield").map { RecipeYield(text: String($0.prefix(200))) }
        recipe.prepMinutes = AppRecipeFields.minutes(matter.text("prep_time").map(JSON.string), "prep_time", warnings: &warnings)
        recipe.cookMinutes = AppRecipeFields.minutes(matter.text("waiting_time").map(JSON.string), "waiting_time", warnings: &warnings)
        if let image = matter.text("image") {
            recipe.photo = files.photo(image, in: ArchiveLayout.join(site, "images"), limit: maximumPhotoSize, warnings: &warnings, webAddress: &photoAddress)
        }
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings, photoAddress: photoAddress))
    }

    /// A site's components by title, read from `_components/` the first time one is asked for.
    private struct ComponentIndex {
        let site: String
        let files: AppFiles
        private var byTitle: [String: ChowdownFrontMatter]?

        init(site: String, files: AppFiles) {
            self.site = site
            self.files = files
        }

        mutating func component(titled title: String, warnings: inout [String]) -> ChowdownFrontMatter? {
            if byTitle == nil {
                var index: [String: ChowdownFrontMatter] = [:]
                let paths = files.files(in: ArchiveLayout.join(site, "_components")).filter {
                    let name = $0.lowercased()
                    return name.hasSuffix(".md") || name.hasSuffix(".markdown")
                }
                for path in paths.prefix(ChowdownReader.maximumComponents) {
                    do throws(ImportError) {
                        if let text = try files.text(of: path, limit: ChowdownReader.maximumFileSize),
                           let matter = ChowdownFrontMatter(text), let name = matter.text("title"), index[name] == nil {
                            index[name] = matter
                        }
                    } catch {
                        // TRANSLATORS: %1$@ is a file's path, %2$@ the reason.
                        warnings.append(tr("component %@ left out: %@", path, error.message))
                    }
                }
                byTitle = index
            }
            return byTitle?[title.trimming(" \t")]
        }
    }
}
