import Foundation
import LarderCard
import LarderLocalization
import LarderModel

/// Reads recipes from files: schema.org JSON-LD (`.json`, `.jsonld`), saved
/// web pages (`.html`, `.htm`: JSON-LD, microdata or RDFa, in any declared
/// encoding; see ``SavedPage``), Larder's own recipe cards (`.recipe.md`),
/// which restore recipes with their identity, other apps' exports (Paprika,
/// Nextcloud Cookbook, Mealie, Tandoor, Chowdown, Copy Me That, Recipe Keeper,
/// Plan to Eat, My Recipe Box; see ``OtherAppReader``) and other
/// programs' text formats (Cooklang, Meal-Master, MasterCook; `TextFormats/`).
/// The reader is chosen by content where the name does not say. Photos named
/// by a relative path, a `file:` URL or a `data:` URL are loaded; web URLs are
/// not downloaded. Any input is safe: the worst case is a clear error.
public struct RecipeFileReader: Sendable {
    /// Files larger than this are refused unread.
    public var maximumFileSize = 64 << 20
    /// Photos larger than this are left out.
    public var maximumPhotoSize = 32 << 20
    /// Zip archives (apps' exports) larger than this are refused unread;
    /// they are read an entry at a time, within ``ZipArchive/Limits``.
    public var maximumArchiveSize = 8 << 30

    /// A reader with the default size limits.
    public init() {}

    /// The kinds of file the reader understands, by name.
    public enum Kind: Sendable {
        case json, html, card
        /// A web page saved as one file (MHTML: `.mhtml`, `.mht`).
        case mhtml
        /// Text formats of other recipe programs (`TextFormats/`).
        case cooklang, mealMaster, masterCookText, masterCookXML
        /// Paprika's `.paprikarecipes` (a zip) or `.paprikarecipe` (one gzipped recipe).
        case paprika
        /// Nextcloud Cookbook's recipe folders, zipped.
        case nextcloudCookbook
        /// Mealie's export (before version 1) or backup (since), zipped.
        case mealie
        /// Tandoor's export: a zip of per-recipe zips.
        case tandoor
        /// A Chowdown site (zipped, or its folder) or one of its `_recipes/*.md`.
        case chowdown
        /// Copy Me That's HTML export (zipped, or its `recipes.html`).
        case copyMeThat
        /// Recipe Keeper's HTML export (zipped, or its `recipes.html`).
        case recipeKeeper
        /// Plan to Eat's CSV export (zipped, or the CSV).
        case planToEat
        /// My Recipe Box's CSV export.
        case myRecipeBox
        /// A CSV file, whose header says which app's export it is.
        case csv
        /// A zip archive, whose entries say which app's export it is.
        case zip

        /// The kind a file name's extension says, or `nil`.
        public init?(fileName: String) {
            if fileName.lowercased().hasSuffix(".recipe.md") { self = .card; return }
            switch (fileName as NSString).pathExtension.lowercased() {
            case "json", "jsonld": self = .json
            case "html", "htm", "xhtml": self = .html
            case "mhtml", "mht": self = .mhtml
            case "cook": self = .cooklang
            case "mmf", "mm": self = .mealMaster
            case "mxp": self = .masterCookText
            case "mx2": self = .masterCookXML
            case "paprikarecipes", "paprikarecipe": self = .paprika
            case "zip": self = .zip
            case "csv": self = .csv
            default: return nil
            }
        }

        /// What a file of this kind is, in words for the user.
        public var formatName: String {
            switch self {
            case .json: return "schema.org JSON-LD"
            case .html: return "saved web page, schema.org JSON-LD"
            case .mhtml: return "saved single-file web page (MHTML), schema.org JSON-LD"
            case .card: return "Larder recipe card"
            case .cooklang: return "Cooklang"
            case .mealMaster: return "Meal-Master"
            case .masterCookText: return "MasterCook text export"
            case .masterCookXML: return "MasterCook XML"
            case .paprika: return OtherAppReader.Layout.paprika.formatName
            case .nextcloudCookbook: return OtherAppReader.Layout.nextcloudCookbook.formatName
            case .mealie: return OtherAppReader.Layout.mealie.formatName
            case .tandoor: return OtherAppReader.Layout.tandoor.formatName
            case .chowdown: return OtherAppReader.Layout.chowdown.formatName
            case .copyMeThat: return OtherAppReader.Layout.copyMeThat.formatName
            case .recipeKeeper: return OtherAppReader.Layout.recipeKeeper.formatName
            case .planToEat: return OtherAppReader.Layout.planToEat.formatName
            case .myRecipeBox: return OtherAppReader.Layout.myRecipeBox.formatName
            case .zip: return "zip archive"
            case .csv: return "CSV file"
            }
        }

        /// The kind of an app's export of `layout`.
        init(_ layout: OtherAppReader.Layout) {
            switch layout {
            case .paprika: self = .paprika
            case .nextcloudCookbook: self = .nextcloudCookbook
            case .mealie, .mealieBackup: self = .mealie
            case .tandoor: self = .tandoor
            case .chowdown: self = .chowdown
            case .copyMeThat: self = .copyMeThat
            case .recipeKeeper: self = .recipeKeeper
            case .planToEat: self = .planToEat
            case .myRecipeBox: self = .myRecipeBox
            }
        }

        /// The app whose export this kind is, when it names one.
        var layout: OtherAppReader.Layout? {
            OtherAppReader.Layout.allCases.first { Self($0) == self && $0 != .mealieBackup }
        }

        /// Sniffs content with no telling name: a zip archive is looked into
        /// (its entries say whose export it is), gzip data is a Paprika
        /// recipe, a CSV header or a page's first bytes may be an app's
        /// export, front matter with a title a Chowdown recipe, markup starts with `<`.
        public init(sniffingData data: Data) {
            if ZipArchive.hasSignature(data) {
                self = (try? ZipArchive(data: data)).flatMap(OtherAppReader.layout(of:)).map(Self.init) ?? .zip
                return
            }
            if Gzip.hasSignature(data) { self = .paprika; return }
            if data.starts(with: Array("---\nlarder-card:".utf8)) { self = .card; return }
            if let layout = OtherAppReader.csvLayout(data.prefix(4096)) { self = Self(layout); return }
            if ChowdownReader.looksLikeRecipe(data) { self = .chowdown; return }
            if MHTMLArchive.hasSignature(data) { self = .mhtml; return }
            if let kind = Self.sniffingTextFormat(data) { self = kind; return }
            let first = data.prefix(1024).first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            guard first == UInt8(ascii: "<") else { self = .json; return }
            self = OtherAppReader.pageLayout(data.prefix(8192)).map(Self.init) ?? .html
        }
    }

    /// Reads one file. The kind comes from its extension, else from its content.
    public func read(path: String, now: Date = Date()) -> Result<RecipeDocument, ImportError> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else {
            return .failure(ImportError(.unreadable, tr("cannot read the file (missing or no permission)")))
        }
        if (attributes[.type] as? FileAttributeType) == .typeDirectory, Self.isChowdownSite(path) {
            let reader = ChowdownReader(maximumPhotoSize: maximumPhotoSize, now: now)
            return .success(RecipeDocument(source: .generated({ reader.recipes(inSite: path) }), format: Kind.chowdown.formatName))
        }
        guard (attributes[.type] as? FileAttributeType) == .typeRegular else {
            return .failure(ImportError(.unreadable, tr("not a regular file")))
        }
        let size = attributes[.size] as? Int ?? 0
        // An archive is read an entry at a time, never whole.
        if Self.startsAsZip(path) {
            guard size <= maximumArchiveSize else {
                // TRANSLATORS: %1$@ is the archive's size in bytes, %2$@ the limit in gigabytes.
                return .failure(ImportError(.tooLarge, tr("the archive has %@ bytes; archives larger than %@ GB are refused", size, maximumArchiveSize >> 30)))
            }
            do throws(ImportError) {
                return otherApps(now: now).document(archive: try ZipArchive(path: path), name: (path as NSString).lastPathComponent)
            } catch {
                return .failure(error)
            }
        }
        if size > maximumFileSize {
            // TRANSLATORS: %1$@ is the file's size in bytes, %2$@ the limit in megabytes.
            return .failure(ImportError(.tooLarge, tr("the file has %@ bytes; recipe files larger than %@ MB are refused", size, maximumFileSize >> 20)))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ImportError(.unreadable, tr("cannot read the file")))
        }
        let kind = Kind(fileName: path) ?? Kind(sniffingData: data)
        if kind == .json, let document = otherApps(now: now).document(recipeFile: path, data: data) {
            return document
        }
        if kind == .chowdown, !ZipArchive.hasSignature(data) {
            let recipe = ChowdownReader(maximumPhotoSize: maximumPhotoSize, now: now).recipe(file: data, path: path)
            return .success(RecipeDocument(source: .recipes([recipe]), format: "Chowdown recipe"))
        }
        if kind == .card {
            let file = HandWrittenFile(name: (path as NSString).lastPathComponent, time: attributes[.modificationDate] as? Date ?? now)
            return .success(RecipeDocument(source: .recipes([Self.readCard(data, now: now, handWritten: file)]), format: kind.formatName, carriesLarderIdentity: true))
        }
        if kind.isTextFormat {
            return readTextFormat(data, kind: kind, fileName: (path as NSString).lastPathComponent, now: now)
        }
        let folder = (path as NSString).deletingLastPathComponent
        var pageFilesFolder: String?
        if kind == .html {
            // Browsers save a page "complete" as NAME.html beside NAME_files/.
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + "_files"
            pageFilesFolder = folder.isEmpty ? name : folder + "/" + name
        }
        return read(data: data, kind: kind, baseDirectory: folder, pageFilesFolder: pageFilesFolder, now: now)
    }

    /// Reads recipes from bytes (standard input, or a file already read).
    /// - Parameter baseDirectory: where relative photo paths are resolved; `nil` loads none.
    /// - Parameter pageFilesFolder: for a page saved "complete" by a browser, its
    ///   `NAME_files` folder, where a photo named by a web URL is looked for.
    public func read(data: Data, kind: Kind, baseDirectory: String?, pageFilesFolder: String? = nil,
                     now: Date = Date()) -> Result<RecipeDocument, ImportError> {
        guard data.count <= maximumFileSize else {
            // TRANSLATORS: %1$@ is the input's size in bytes, %2$@ the limit in megabytes.
            return .failure(ImportError(.tooLarge, tr("the input has %@ bytes; more than %@ MB is refused", data.count, maximumFileSize >> 20)))
        }
        var reader = JSONLDRecipeReader(
            resolveImage: { loadImage($0, baseDirectory: baseDirectory, pageFilesFolder: pageFilesFolder) }, documentLanguage: nil, now: now)
        // An export that is one document rather than a zip (a CSV, recipes.html, a Chowdown recipe).
        if [.chowdown, .copyMeThat, .recipeKeeper, .planToEat, .myRecipeBox, .csv].contains(kind), !ZipArchive.hasSignature(data) {
            return readExportDocument(data, kind: kind, baseDirectory: baseDirectory, now: now)
        }
        switch kind {
        case .paprika, .nextcloudCookbook, .mealie, .tandoor, .zip, .chowdown, .copyMeThat, .recipeKeeper, .planToEat, .myRecipeBox, .csv:
            if Gzip.hasSignature(data) {
                // TRANSLATORS: names a recipe read from standard input where messages name a file ("%@: the gzip data is truncated or damaged").
                return otherApps(now: now).document(gzipped: data, name: tr("the recipe"))
            }
            guard ZipArchive.hasSignature(data) else {
                // TRANSLATORS: %@ is the kind of file named, for example "Paprika export" or "zip archive".
                return .failure(ImportError(.notRecipeFile, tr("not a zip archive or gzip data, as a %@ is", kind.formatName)))
            }
            do throws(ImportError) {
                // TRANSLATORS: names an archive read from standard input where messages name a file ("%@ has no recipe.json").
                return otherApps(now: now).document(archive: try ZipArchive(data: data), name: tr("the archive"))
            } catch {
                return .failure(error)
            }
        case .card:
            return .success(RecipeDocument(source: .recipes([Self.readCard(data, now: now)]), format: kind.formatName, carriesLarderIdentity: true))
        case .cooklang, .mealMaster, .masterCookText, .masterCookXML:
            return readTextFormat(data, kind: kind, fileName: nil, now: now)
        case .json:
            return readJSON([UInt8](data), reader: reader, format: kind.formatName)
        case .html:
            // Copy Me That and Recipe Keeper export their recipes as a page of their own markup.
            if OtherAppReader.pageLayout(data.prefix(8192)) != nil {
                return readExportDocument(data, kind: kind, baseDirectory: baseDirectory, now: now)
            }
            return readPage([UInt8](data), reader: reader, format: kind.formatName)
        case .mhtml:
            let archive: MHTMLArchive
            do { archive = try MHTMLArchive(bytes: [UInt8](data)) } catch { return .failure(error) }
            // The page's photo is one of the archive's parts, named by the address it came from.
            let maximumPhotoSize = maximumPhotoSize
            reader.resolveImage = { reference in
                if let part = archive.resource(at: reference), part.body.count <= maximumPhotoSize, let photo = Photo(data: Data(part.body)) {
                    return .photo(photo)
                }
                return loadImage(reference, baseDirectory: baseDirectory)
            }
            return readPage(archive.pageBytes, reader: reader, format: kind.formatName, address: archive.address)
        }
    }

    /// The recipes of a saved page: its JSON-LD, else its microdata, else its RDFa.
    /// - Parameter address: where the page was saved from, when its own markup does not say.
    /// - Parameter fetchedFrom: for a page fetched from the web, its address
    ///   after redirects, which is the recipes' source (else the page's own).
    /// - Parameter charset: the encoding the page's server named, if any.
    func readPage(_ bytes: [UInt8], reader: JSONLDRecipeReader, format: String, address: String? = nil,
                          fetchedFrom: String? = nil, charset: String? = nil) -> Result<RecipeDocument, ImportError> {
        var reader = reader
        let page: SavedPage
        do { page = try SavedPage(bytes: bytes, charset: charset) } catch { return .failure(error) }
        reader.documentLanguage = page.language
        reader.pageWarnings = page.warnings
        reader.pageAddress = fetchedFrom ?? page.address ?? address
        reader.pagePhoto = page.photo
        let (nodes, error) = Self.recipeNodes(inBlocks: page.jsonLDBlocks, lenient: true)
        if !nodes.isEmpty {
            reader.pageGroups = page.ingredientGroups(for: nodes)
            return .success(RecipeDocument(source: .nodes(nodes, reader), format: format))
        }
        // JSON-LD first, as most pages have it; markup in the HTML when it has no recipe.
        for (syntax, items) in page.items([.microdata, .rdfa]) {
            let nodes = JSONLDRecipeReader.recipeNodes(in: .array(items))
            if !nodes.isEmpty {
                reader.pageGroups = page.ingredientGroups(for: nodes)
                return .success(RecipeDocument(source: .nodes(nodes, reader), format: format.replacingAll("JSON-LD", with: syntax.name)))
            }
        }
        return .failure(error ?? ImportError(.noRecipe, tr("the page has no schema.org Recipe (in JSON-LD, microdata or RDFa)")))
    }

    /// An app's export that is one document, not a zip: a Chowdown recipe
    /// file, an HTML export's `recipes.html` (its photos from `baseDirectory`),
    /// a CSV export; which app's is read from the content, else the kind.
    private func readExportDocument(_ data: Data, kind: Kind, baseDirectory: String?, now: Date) -> Result<RecipeDocument, ImportError> {
        let exports = otherApps(now: now)
        if kind == .chowdown {
            let path = ArchiveLayout.join(baseDirectory ?? "", "(stdin).md")
            let recipe = ChowdownReader(maximumPhotoSize: maximumPhotoSize, now: now).recipe(file: data, path: path)
            return .success(RecipeDocument(source: .recipes([recipe]), format: "Chowdown recipe"))
        }
        let layout: OtherAppReader.Layout
        switch kind {
        case .html, .copyMeThat, .recipeKeeper:
            guard let found = OtherAppReader.pageLayout(data.prefix(8192)) ?? kind.layout else {
                return .failure(ImportError(.noRecipe, tr("not Copy Me That's or Recipe Keeper's recipes.html")))
            }
            layout = found
        default:
            guard let found = OtherAppReader.csvLayout(data.prefix(4096)) else {
                let header = CSVRecords.firstLine(of: data.prefix(4096)).prefix(80)
                // TRANSLATORS: %@ is the start of the file's first line.
                return .failure(ImportError(.notRecipeFile, tr("a CSV file, but not an export Larder reads (Plan to Eat or My Recipe Box): its header starts “%@”", header)))
            }
            layout = found
        }
        let files = baseDirectory.map { AppFiles(folder: $0) }
        // TRANSLATORS: names a CSV file read from standard input where messages name a file ("recipe 3 of %@ has no title").
        let name = layout == .planToEat || layout == .myRecipeBox ? tr("the CSV file") : "recipes.html"
        return .success(RecipeDocument(source: .generated({ exports.document(data, layout: layout, name: name, files: files, folder: "") }),
                                       format: layout.formatName))
    }

    /// `true` for a folder holding a Chowdown site: its `_recipes` folder.
    public static func isChowdownSite(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: ArchiveLayout.join(folder, "_recipes"), isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `true` for a file in a folder being imported that is an app's CSV
    /// export (Plan to Eat, My Recipe Box), by its header: other CSV files there are not recipes.
    public static func isRecipeCSV(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return OtherAppReader.csvLayout((try? handle.read(upToCount: 4096)) ?? Data()) != nil
    }

    static var noRecipe: ImportError {
        ImportError(.noRecipe, tr("no schema.org Recipe in this file (no node with \"@type\": \"Recipe\")"))
    }

    /// `true` when a folder named `folderName` holding `files` is one recipe
    /// of an unpacked app export: its JSON is read with the photo beside it,
    /// and the folder's other files belong to that recipe.
    public static func isRecipeFolder(files: [String], folderName: String) -> Bool {
        OtherAppReader.isRecipeFolder(files: files, folderName: folderName)
    }

    private func otherApps(now: Date) -> OtherAppReader {
        OtherAppReader(maximumPhotoSize: maximumPhotoSize, now: now)
    }

    /// `true` when the file at `path` starts with a zip archive's signature.
    private static func startsAsZip(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return ZipArchive.hasSignature((try? handle.read(upToCount: 4)) ?? Data())
    }

    /// The file a card was read from: a card written by hand gets its identity from it.
    private struct HandWrittenFile {
        var name: String
        var time: Date
    }

    /// A card as a recipe, with its own identity (so that a card folder
    /// restores a store); a card written by hand read from a file gets the
    /// identity ``HandWrittenCard`` derives, so that importing it again
    /// updates the same recipe.
    private static func readCard(_ data: Data, now: Date, handWritten file: HandWrittenFile? = nil) -> Result<ImportedRecipe, ImportError> {
        do {
            let card = try CardParser.parse(data)
            if card.uri == nil, let file {
                let recipe = try HandWrittenCard.recipe(from: card, fileName: file.name, bytes: [UInt8](data), fileTime: file.time)
                return .success(ImportedRecipe(recipe: recipe, warnings: []))
            }
            let (recipe, _) = try CardConversion.recipe(from: card, now: now)
            return .success(ImportedRecipe(recipe: recipe, warnings: []))
        } catch let error as CardError {
            return .failure(ImportError(.invalidRecipe, tr("not a valid recipe card: %@", error)))
        } catch let error as ImportError {
            return .failure(error)
        } catch {
            return .failure(ImportError(.invalidRecipe, "\(error)"))
        }
    }
}
