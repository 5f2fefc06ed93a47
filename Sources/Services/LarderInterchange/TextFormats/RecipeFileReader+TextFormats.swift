import Foundation
import LarderLocalization

/// The text formats of other recipe programs: which kinds they are, how
/// their content is recognised, and which reader reads each.
extension RecipeFileReader.Kind {
    /// True for the kinds read by the readers in `TextFormats/`.
    var isTextFormat: Bool {
        switch self {
        case .cooklang, .mealMaster, .masterCookText, .masterCookXML: return true
        case .json, .html, .mhtml, .card, .paprika, .nextcloudCookbook, .mealie, .tandoor, .zip,
             .chowdown, .copyMeThat, .recipeKeeper, .planToEat, .myRecipeBox, .csv: return false
        }
    }

    /// The text format the first bytes show, or nil: a line that is Meal-Master's
    /// header (`MMMMM----- Recipe via Meal-Master`, or with dashes) or
    /// MasterCook's (`*  Exported from  MasterCook  *`), or markup whose root is
    /// `<mx2`. Cooklang has no mark of its own and is known by its `.cook` name only.
    static func sniffingTextFormat(_ data: Data) -> Self? {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        if head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "<" {
            return head.contains("<mx2") ? .masterCookXML : nil
        }
        for line in head.split(separator: "\n", omittingEmptySubsequences: true).prefix(100) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if MealMasterReader.isHeader(trimmed) { return .mealMaster }
            if MasterCookTextReader.isHeader(trimmed) { return .masterCookText }
        }
        return nil
    }
}

extension RecipeFileReader {
    /// Reads a file of one of the text formats; `fileName` is nil for standard input.
    func readTextFormat(_ data: Data, kind: Kind, fileName: String?, now: Date) -> Result<RecipeDocument, ImportError> {
        guard data.count <= maximumFileSize else {
            // TRANSLATORS: %1$@ is the input's size in bytes, %2$@ the limit in megabytes.
            return .failure(ImportError(.tooLarge, tr("the input has %@ bytes; more than %@ MB is refused", data.count, maximumFileSize >> 20)))
        }
        switch kind {
        case .cooklang:
            return .success(RecipeDocument(source: .recipes([CooklangReader.recipe(from: data, fileName: fileName, now: now)]), format: kind.formatName))
        case .mealMaster:
            let recipes = MealMasterReader.recipes(from: data, now: now)
            if recipes.isEmpty {
                // TRANSLATORS: the header in quotes is written as Meal-Master files have it.
                return .failure(ImportError(.noRecipe, tr("no Meal-Master recipe in this file (no “MMMMM----- Recipe via Meal-Master” header)")))
            }
            return .success(RecipeDocument(source: .recipes(recipes), format: kind.formatName))
        case .masterCookText:
            let recipes = MasterCookTextReader.recipes(from: data, now: now)
            if recipes.isEmpty {
                // TRANSLATORS: the line in quotes is written as MasterCook files have it.
                return .failure(ImportError(.noRecipe, tr("no MasterCook recipe in this file (no “*  Exported from  MasterCook  *” line)")))
            }
            return .success(RecipeDocument(source: .recipes(recipes), format: kind.formatName))
        case .masterCookXML:
            return MasterCookXMLReader.recipes(from: data, now: now).map { RecipeDocument(source: .recipes($0), format: kind.formatName) }
        case .json, .html, .mhtml, .card, .paprika, .nextcloudCookbook, .mealie, .tandoor, .zip,
             .chowdown, .copyMeThat, .recipeKeeper, .planToEat, .myRecipeBox, .csv:
            return read(data: data, kind: kind, baseDirectory: nil, now: now)
        }
    }
}
