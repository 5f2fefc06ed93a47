import Foundation
import LarderLocalization
import LarderModel

/// Turns a Cooklang file into a ``Recipe``: the name from the `title`
/// metadata, else the file name; every ingredient the steps mention as an
/// ingredient line ("250 g tipo 00 flour"), once per distinct line; the steps
/// with their markup removed (a timer reads as its time, "10 minutes"); `=`
/// sections as step sections; `>` notes as the recipe's notes; the metadata
/// Larder has fields for (servings, tags, source, author, times, cuisine,
/// course, description, locale; a source that is a web address is the
/// recipe's source, any other goes to the notes). Its external identifier
/// comes from the file name and source, so that importing the file again,
/// edited or not, updates it.
enum CooklangReader {
    /// The recipe in `data`, read from the file `fileName` (nil for standard input).
    static func recipe(from data: Data, fileName: String?, now: Date) -> Result<ImportedRecipe, ImportError> {
        let (text, legacy) = LegacyText.decode(data)
        var warnings = legacy ? [LegacyText.windows1252Warning] : []
        let document = CooklangParser.parse(text)
        if document.blocks.isEmpty && document.metadata.isEmpty {
            return .failure(ImportError(.noRecipe, tr("no Cooklang recipe in this file (no steps and no metadata)")))
        }
        let baseName = fileName.map { name -> String in
            let base = (name as NSString).lastPathComponent
            return base.lowercased().hasSuffix(".cook") ? String(base.dropLast(5)) : base
        }
        guard let name = (document.value(for: "title") ?? baseName)?.trimming(" \t").nonEmpty else {
            return .failure(ImportError(.invalidRecipe, tr("the Cooklang recipe has no title (and no file name to name it after)")))
        }
        var recipe = Recipe(name: String(name.prefix(500)), now: now)
        var section: String?
        var ingredients: [Ingredient] = []
        var seen = Set<String>()
        var notes: [String] = []
        for block in document.blocks {
            switch block {
            case .section(let name):
                section = name.nonEmpty
            case .note(let text):
                notes.append(text)
            case .step(let items):
                let text = stepText(items)
                // A paragraph of ingredients alone is a list of them (as `larder export --format cooklang` writes one), not a step.
                let onlyIngredients = items.allSatisfy { item in
                    switch item {
                    case .ingredient: true
                    case .text(let piece): piece.allSatisfy(\.isWhitespace)
                    default: false
                    }
                }
                if !text.isEmpty, !onlyIngredients, recipe.steps.count < 2_000 { recipe.steps.append(MethodStep(text, section: section)) }
                for case .ingredient(let name, let amount, let note) in items {
                    var line = [amount?.text ?? "", amount?.unit ?? "", name].filter { !$0.isEmpty }.joined(separator: " ")
                    if let note, !note.isEmpty { line += ", " + note }
                    // Each in the group of the section it is first used in.
                    if ingredients.count < 2_000, seen.insert(line.lowercased()).inserted { ingredients.append(Ingredient(line: line, group: section)) }
                }
            }
        }
        recipe.ingredients = ingredients
        apply(document, to: &recipe, notes: &notes, warnings: &warnings)
        recipe.notes = notes.joined(separator: "\n\n")
        recipe.externalID = "cooklang:" + ContentFingerprint.of([baseName ?? name, document.value(for: "source") ?? document.value(for: "source.url") ?? ""])
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings))
    }

    /// A step's text: text as written, ingredients and cookware by name, timers as their time.
    static func stepText(_ items: [CooklangDocument.Item]) -> String {
        var text = ""
        for item in items {
            switch item {
            case .text(let piece): text += piece
            case .ingredient(let name, _, _), .cookware(let name, _): text += name
            case .timer(let name, let amount):
                if let amount { text += [amount.text, amount.unit].filter { !$0.isEmpty }.joined(separator: " ") } else { text += name }
            }
        }
        return text.trimming(" \t")
    }

    /// The metadata Larder keeps; the keys it has no field for are named in a warning.
    private static func apply(_ document: CooklangDocument, to recipe: inout Recipe, notes: inout [String], warnings: inout [String]) {
        var ignored: [String] = []
        for (key, value) in document.metadata where !value.isEmpty {
            switch CooklangDocument.folded(key) {
            case "title":
                break
            case "servings", "serves", "yield", "portions":
                // "2|4|6" lists the scalings a recipe offers; the first is the recipe's own.
                let first = value.split(separator: "|").first.map { String($0).trimming(" ") } ?? value
                recipe.yield = recipe.yield ?? RecipeYield(text: first)
            case "tags", "tag", "keywords":
                for tag in value.split(separator: ",").map({ String($0).trimming(" ") }) where !tag.isEmpty && !recipe.tags.contains(tag) {
                    recipe.tags.append(tag)
                }
            case "source", "sourceurl", "source.url", "url", "source.name":
                // An address is the recipe's source; two files citing one site stay
                // two recipes, as each has its own externalID (the store matches by it first).
                let lowered = value.lowercased()
                if recipe.sourceURL == nil, key != "source.name", lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
                    recipe.sourceURL = value
                } else {
                    notes.append("Source: " + value)
                }
            case "author", "source.author":
                recipe.author = recipe.author ?? value
            case "time", "duration", "totaltime", "time.total", "timerequired":
                setMinutes(value, key: key, \.totalMinutes, in: &recipe, warnings: &warnings)
            case "preptime", "time.prep", "prep":
                setMinutes(value, key: key, \.prepMinutes, in: &recipe, warnings: &warnings)
            case "cooktime", "time.cook", "cook":
                setMinutes(value, key: key, \.cookMinutes, in: &recipe, warnings: &warnings)
            case "cuisine":
                recipe.cuisine = recipe.cuisine ?? value
            case "course", "category":
                recipe.category = recipe.category ?? value
            case "description", "introduction", "summary":
                recipe.summary = recipe.summary.isEmpty ? value : recipe.summary
            case "locale", "language", "lang":
                recipe.language = recipe.language ?? value.replacingOccurrences(of: "_", with: "-")
            default:
                ignored.append(key)
            }
        }
        if !ignored.isEmpty {
            // TRANSLATORS: %@ is a list of the file's metadata keys, as written.
            warnings.append(tr("metadata Larder has no field for, left out: %@", ignored.prefix(20).joined(separator: ", ")))
        }
    }

    private static func setMinutes(_ value: String, key: String, _ path: WritableKeyPath<Recipe, Int?>, in recipe: inout Recipe, warnings: inout [String]) {
        if let minutes = FreeTextDuration.minutes(value) {
            recipe[keyPath: path] = recipe[keyPath: path] ?? minutes
        } else {
            // TRANSLATORS: %1$@ is the metadata key as written (prep time...), %2$@ its value.
            warnings.append(tr("%@ “%@” is not a time Larder can read; left out", key, value.prefix(100)))
        }
    }
}
