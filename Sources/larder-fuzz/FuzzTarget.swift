import Foundation
import LarderCard
import LarderInterchange

/// The parsers that read files from outside, each fed arbitrary bytes.
/// Each must return a value or a clear error for every input, never crash.
enum FuzzTarget: String, CaseIterable {
    /// schema.org JSON-LD files and saved web pages (`larder import`).
    case `import`
    /// Recipe cards (`NAME.recipe.md`), read by the importer, Tracker and the thumbnailer.
    case card
    /// Other apps' exports: zip archives (Paprika, Nextcloud Cookbook, Mealie,
    /// Tandoor) and gzipped Paprika recipes.
    case appExport = "app-export"

    func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .import:
            let data = Data(bytes)
            let reader = RecipeFileReader()
            for kind in [RecipeFileReader.Kind.json, .html] {
                // No base directory: a fuzzed photo path must never read a file.
                guard case .success(let document) = reader.read(data: data, kind: kind, baseDirectory: nil) else { continue }
                for case .success(let imported) in document.recipes {
                    _ = imported.recipe.ingredients.count + imported.recipe.steps.count
                }
            }
        case .appExport:
            let data = Data(bytes)
            let reader = RecipeFileReader()
            for kind in [RecipeFileReader.Kind(sniffingData: data), .zip] {
                guard case .success(let document) = reader.read(data: data, kind: kind, baseDirectory: nil) else { continue }
                for case .success(let imported) in document.recipes {
                    _ = imported.recipe.ingredients.count + imported.recipe.steps.count
                }
            }
        case .card:
            if let card = try? CardParser.parse(bytes) {
                // What parses must write and parse back to the same card.
                let again = try? CardParser.parse(Array(CardWriter.text(of: card).utf8))
                precondition(again == card, "a parsed card does not survive writing and parsing again")
            }
        }
    }
}
