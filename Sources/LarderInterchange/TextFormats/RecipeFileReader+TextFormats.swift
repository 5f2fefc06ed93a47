import Foundation

/// The text formats of other recipe programs: which kinds they are, how
/// their content is recognised, and which reader reads each.
extension RecipeFileReader.Kind {
    /// True for the kinds read by the readers in `TextFormats/`.
    var isTextFormat: Bool {
        switch self {
        case .cooklang, .mealMaster, .masterCookText, .masterCookXML: return true
        case .json, .html, .card: return false
        }
    }

    /// The text format the first bytes show, or nil: Meal-Master's header
    /// line (`MMMMM----- Recipe via Meal-Master`, or with dashes), MasterCook's
    /// `<mx2` root or `Exported from MasterCook` line. Cooklang has no mark of
    /// its own and is known by its `.cook` name only.
    static func sniffingTextFormat(_ data: Data) -> Self? {
        let head = data.prefix(4096)
        if contains(head, "<mx2") { return .masterCookXML }
        if contains(head, "Exported from  MasterCook") || contains(head, "Exported from MasterCook") { return .masterCookText }
        if contains(head, "Recipe via Meal-Master") || contains(head, "MMMMM-----") { return .mealMaster }
        return nil
    }

    /// Whether `bytes` holds `text` (ASCII), compared without case. Linear in practice: the head is 4 KB at most.
    private static func contains(_ bytes: Data, _ text: String) -> Bool {
        let needle = Array(text.lowercased().utf8)
        let haystack = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}

extension RecipeFileReader {
    /// Reads a file of one of the text formats; `fileName` is nil for standard input.
    func readTextFormat(_ data: Data, kind: Kind, fileName: String?, now: Date) -> Result<RecipeDocument, ImportError> {
        guard data.count <= maximumFileSize else {
            return .failure(ImportError(.tooLarge, "the input has \(data.count) bytes; more than \(maximumFileSize >> 20) MB is refused"))
        }
        switch kind {
        case .cooklang:
            return .success(RecipeDocument(source: .recipes([CooklangReader.recipe(from: data, fileName: fileName, now: now)]), format: kind.formatName))
        case .mealMaster:
            let recipes = MealMasterReader.recipes(from: data, now: now)
            if recipes.isEmpty {
                return .failure(ImportError(.noRecipe, "no Meal-Master recipe in this file (no “MMMMM----- Recipe via Meal-Master” header)"))
            }
            return .success(RecipeDocument(source: .recipes(recipes), format: kind.formatName))
        case .masterCookText:
            let recipes = MasterCookTextReader.recipes(from: data, now: now)
            if recipes.isEmpty {
                return .failure(ImportError(.noRecipe, "no MasterCook recipe in this file (no “*  Exported from  MasterCook  *” line)"))
            }
            return .success(RecipeDocument(source: .recipes(recipes), format: kind.formatName))
        case .masterCookXML:
            return MasterCookXMLReader.recipes(from: data, now: now).map { RecipeDocument(source: .recipes($0), format: kind.formatName) }
        case .json, .html, .card:
            return read(data: data, kind: kind, baseDirectory: nil, now: now)
        }
    }
}
