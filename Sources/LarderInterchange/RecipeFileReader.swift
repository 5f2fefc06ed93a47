import Foundation
import LarderCard
import LarderCore

/// Reads recipes from files: schema.org JSON-LD (`.json`, `.jsonld`), saved
/// web pages with embedded JSON-LD (`.html`, `.htm`) and Larder's own recipe
/// cards (`.recipe.md`), which restore recipes with their identity. Photos named by a
/// relative path, a `file:` URL or a `data:` URL are loaded; web URLs are not
/// downloaded. Any input is safe: the worst case is a clear error.
public struct RecipeFileReader: Sendable {
    /// Files larger than this are refused unread.
    public var maximumFileSize = 64 << 20
    /// Photos larger than this are left out.
    public var maximumPhotoSize = 32 << 20

    /// A reader with the default size limits.
    public init() {}

    /// The kinds of file the reader understands, by name.
    public enum Kind: Sendable {
        case json, html, card
        /// Text formats of other recipe programs (`TextFormats/`).
        case cooklang, mealMaster, masterCookText, masterCookXML

        /// The kind a file name's extension says, or `nil`.
        public init?(fileName: String) {
            if fileName.lowercased().hasSuffix(".recipe.md") { self = .card; return }
            switch (fileName as NSString).pathExtension.lowercased() {
            case "json", "jsonld": self = .json
            case "html", "htm", "xhtml": self = .html
            case "cook": self = .cooklang
            case "mmf", "mm": self = .mealMaster
            case "mxp": self = .masterCookText
            case "mx2": self = .masterCookXML
            default: return nil
            }
        }

        /// What a file of this kind is, in words for the user.
        public var formatName: String {
            switch self {
            case .json: return "schema.org JSON-LD"
            case .html: return "saved web page, schema.org JSON-LD"
            case .card: return "Larder recipe card"
            case .cooklang: return "Cooklang"
            case .mealMaster: return "Meal-Master"
            case .masterCookText: return "MasterCook text export"
            case .masterCookXML: return "MasterCook XML"
            }
        }

        /// Sniffs content with no telling name: markup starts with `<`.
        public init(sniffingData data: Data) {
            if data.starts(with: Array("---\nlarder-card:".utf8)) { self = .card; return }
            if let kind = Self.sniffingTextFormat(data) { self = kind; return }
            let first = data.prefix(1024).first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            self = first == UInt8(ascii: "<") ? .html : .json
        }
    }

    /// Reads one file. The kind comes from its extension, else from its content.
    public func read(path: String, now: Date = Date()) -> Result<RecipeDocument, ImportError> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else {
            return .failure(ImportError(.unreadable, "cannot read the file (missing or no permission)"))
        }
        guard (attributes[.type] as? FileAttributeType) == .typeRegular else {
            return .failure(ImportError(.unreadable, "not a regular file"))
        }
        if let size = attributes[.size] as? Int, size > maximumFileSize {
            return .failure(ImportError(.tooLarge, "the file has \(size) bytes; recipe files larger than \(maximumFileSize >> 20) MB are refused"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ImportError(.unreadable, "cannot read the file"))
        }
        let kind = Kind(fileName: path) ?? Kind(sniffingData: data)
        if kind == .card {
            let file = HandWrittenFile(name: (path as NSString).lastPathComponent, time: attributes[.modificationDate] as? Date ?? now)
            return .success(RecipeDocument(source: .recipes([Self.readCard(data, now: now, handWritten: file)]), format: kind.formatName))
        }
        if kind.isTextFormat {
            return readTextFormat(data, kind: kind, fileName: (path as NSString).lastPathComponent, now: now)
        }
        return read(data: data, kind: kind, baseDirectory: (path as NSString).deletingLastPathComponent, now: now)
    }

    /// Reads recipes from bytes (standard input, or a file already read).
    /// - Parameter baseDirectory: where relative photo paths are resolved; `nil` loads none.
    public func read(data: Data, kind: Kind, baseDirectory: String?, now: Date = Date()) -> Result<RecipeDocument, ImportError> {
        guard data.count <= maximumFileSize else {
            return .failure(ImportError(.tooLarge, "the input has \(data.count) bytes; more than \(maximumFileSize >> 20) MB is refused"))
        }
        var documents: [Data] = []
        var language: String?
        switch kind {
        case .card:
            return .success(RecipeDocument(source: .recipes([Self.readCard(data, now: now)]), format: kind.formatName))
        case .cooklang, .mealMaster, .masterCookText, .masterCookXML:
            return readTextFormat(data, kind: kind, fileName: nil, now: now)
        case .json:
            documents = [data]
        case .html:
            guard let text = String(data: data, encoding: .utf8) else {
                return .failure(ImportError(.notRecipeFile, "the page is not UTF-8 text"))
            }
            documents = HTMLRecipeExtractor.jsonLDBlocks(in: text).map { Data($0.utf8) }
            language = HTMLRecipeExtractor.language(in: text)
            if documents.isEmpty {
                return .failure(ImportError(.noRecipe, "the page has no schema.org JSON-LD (<script type=\"application/ld+json\">)"))
            }
        }
        let reader = JSONLDRecipeReader(
            resolveImage: { loadImage($0, baseDirectory: baseDirectory) }, documentLanguage: language, now: now)
        // A top-level array of recipes is decoded element by element, later.
        if kind == .json {
            let bytes = [UInt8](data)
            if let ranges = JSONArraySplitter.elements(of: bytes), !ranges.isEmpty {
                return .success(RecipeDocument(source: .elements(bytes, ranges, reader), format: kind.formatName))
            }
        }
        var nodes: [[String: JSON]] = []
        var lastError: ImportError?
        for (index, bytes) in documents.enumerated() {
            do {
                let json = try JSONDecoder().decode(JSON.self, from: bytes)
                nodes += JSONLDRecipeReader.recipeNodes(in: json)
            } catch {
                let which = documents.count > 1 ? " (script block \(index + 1))" : ""
                lastError = ImportError(.invalidJSON, "invalid JSON\(which): \(Self.describeSyntaxError(in: bytes))")
            }
        }
        if nodes.isEmpty {
            return .failure(lastError ?? ImportError(.noRecipe, "no schema.org Recipe in this file (no node with \"@type\": \"Recipe\")"))
        }
        return .success(RecipeDocument(source: .nodes(nodes, reader), format: kind.formatName))
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
            return .failure(ImportError(.invalidRecipe, "not a valid recipe card: \(error)"))
        } catch let error as ImportError {
            return .failure(error)
        } catch {
            return .failure(ImportError(.invalidRecipe, "\(error)"))
        }
    }

    /// Loads a photo reference; web URLs and anything not an image are skipped with a reason.
    func loadImage(_ reference: String, baseDirectory: String?) -> JSONLDRecipeReader.ImageResolution {
        let lower = reference.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("//") {
            return .skipped("photo \(reference) is on the web; Larder does not download it")
        }
        if lower.hasPrefix("data:") {
            guard let comma = reference.firstIndex(of: ","), reference[..<comma].lowercased().hasSuffix(";base64"),
                  reference.utf8.count <= maximumPhotoSize * 4 / 3 + 1024,
                  let data = Data(base64Encoded: String(reference[reference.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                return .skipped("the photo's data: URL is not base64 image data; left out")
            }
            return Photo(data: data).map { .photo($0) } ?? .skipped("the photo's data: URL is not a JPEG, PNG, GIF or WebP image; left out")
        }
        var path = reference
        if lower.hasPrefix("file://") {
            path = URL(string: reference)?.path ?? String(reference.dropFirst(7))
        } else if !reference.hasPrefix("/") {
            guard let baseDirectory else { return .skipped("photo \(reference) is a relative path, with no folder to find it in; left out") }
            path = baseDirectory.isEmpty ? reference : baseDirectory + "/" + reference
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, (attributes[.type] as? FileAttributeType) == .typeRegular else {
            return .skipped("photo \(reference) not found; left out")
        }
        if let size = attributes[.size] as? Int, size > maximumPhotoSize {
            return .skipped("photo \(reference) is larger than \(maximumPhotoSize >> 20) MB; left out")
        }
        guard let data = FileManager.default.contents(atPath: path), let photo = Photo(data: data) else {
            return .skipped("photo \(reference) is not a JPEG, PNG, GIF or WebP image; left out")
        }
        return .photo(photo)
    }

    /// Where and why JSON is invalid. JSONDecoder on Linux only says that it
    /// is; JSONSerialization says where, so it is asked, on this failure path only.
    static func describeSyntaxError(in bytes: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
            return "the JSON nests too deeply or has a value Larder cannot read"
        } catch {
            let nsError = error as NSError
            var message = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not valid JSON"
            if let index = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int {
                let line = bytes.prefix(index).filter { $0 == UInt8(ascii: "\n") }.count + 1
                message += " (line \(line))"
            }
            return message
        }
    }
}
