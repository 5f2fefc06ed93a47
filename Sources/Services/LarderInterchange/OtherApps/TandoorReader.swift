import Foundation
import LarderLocalization
import LarderModel

/// Tandoor's export: a zip holding one zip per recipe (`NAME.zip`), each with
/// `recipe.json` in Tandoor's own form (steps with their ingredients,
/// keywords, working and waiting time, servings) and `image.EXT`. A recipe
/// exported alone is one such inner zip. With no address to go by, the inner
/// zip's name becomes the external ID `tandoor:NAME`, so that importing the
/// same export again updates.
struct TandoorReader: Sendable {
    var maximumPhotoSize: Int
    var now: Date

    /// `true` when `json` has the shape of a Tandoor recipe.
    static func looksLikeRecipe(_ json: JSON) -> Bool {
        guard case .object(let fields) = json, case .array? = fields["steps"] else { return false }
        return fields["working_time"] != nil || fields["waiting_time"] != nil || fields["keywords"] != nil
    }

    /// `true` for an archive that is one recipe (`recipe.json` at the top).
    static func isRecipeArchive(_ archive: ZipArchive) -> Bool {
        archive.members.contains { $0.path == "recipe.json" }
    }

    /// Every recipe of an export, one inner zip at a time; an archive that is
    /// itself one recipe gives that recipe.
    func recipes(in archive: ZipArchive, name: String) -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        if Self.isRecipeArchive(archive) {
            return AnyIterator([recipe(in: archive, name: name)].makeIterator())
        }
        var members = archive.members.filter { $0.path.lowercased().hasSuffix(".zip") && !ArchiveLayout.isJunk($0.path) }.makeIterator()
        return AnyIterator {
            guard let member = members.next() else { return nil }
            do throws(ImportError) {
                return recipe(in: try archive.nestedArchive(member), name: member.path)
            } catch {
                return .failure(ImportError(error.code, "\(member.path): \(error.message)"))
            }
        }
    }

    /// The recipe in one recipe's zip, named `name` (`NAME.zip`).
    private func recipe(in archive: ZipArchive, name: String) -> Result<ImportedRecipe, ImportError> {
        do throws(ImportError) {
            guard let member = archive.members.first(where: { $0.path == "recipe.json" }) else {
                throw ImportError(.noRecipe, tr("%@ has no recipe.json", name))
            }
            let json = try AppRecipeFields.json(try archive.contents(of: member), "\(name): recipe.json")
            guard Self.looksLikeRecipe(json), case .object(let fields) = json else {
                throw ImportError(.noRecipe, tr("%@: recipe.json is not a Tandoor recipe (no steps)", name))
            }
            var warnings: [String] = []
            var photo: Data?
            if let image = archive.members.first(where: { $0.path.hasPrefix("image") }) {
                do throws(ImportError) { photo = try archive.contents(of: image) } catch { warnings.append(tr("photo left out: %@", error.message)) }
            }
            var stem = ArchiveLayout.name(of: name)
            if stem.lowercased().hasSuffix(".zip") { stem.removeLast(4) }
            return recipe(fields, id: stem, photo: photo, warnings: warnings)
        } catch {
            return .failure(error)
        }
    }

    private func recipe(_ fields: [String: JSON], id: String, photo: Data?, warnings: [String]) -> Result<ImportedRecipe, ImportError> {
        guard let name = AppRecipeFields.text(fields["name"]) else {
            return .failure(ImportError(.invalidRecipe, tr("a Tandoor recipe has no name")))
        }
        var warnings = warnings
        var recipe = Recipe(name: String(name.prefix(500)), now: now)
        recipe.sourceURL = AppRecipeFields.text(fields["source_url"])
        if !id.isEmpty { recipe.externalID = "tandoor:" + id }
        recipe.summary = AppRecipeFields.text(fields["description"]) ?? ""
        recipe.tags = AppRecipeFields.unique(AppRecipeFields.names(fields["keywords"]))
        recipe.prepMinutes = AppRecipeFields.minutes(fields["working_time"], "working_time", warnings: &warnings)
        recipe.cookMinutes = AppRecipeFields.minutes(fields["waiting_time"], "waiting_time", warnings: &warnings)
        let servings = AppRecipeFields.number(fields["servings"]).flatMap { $0 >= 1 && $0 < 100_000 ? Int($0) : nil }
        if let text = AppRecipeFields.text(fields["servings_text"]) {
            recipe.yield = RecipeYield(text: servings.map { "\($0) \(text)" } ?? text, servings: servings)
        } else if let servings {
            recipe.yield = RecipeYield(text: "\(servings)", servings: servings)
        }
        if case .array(let steps)? = fields["steps"] {
            for case .object(let step) in steps.prefix(2_000) {
                let section = AppRecipeFields.text(step["name"])
                if case .array(let ingredients)? = step["ingredients"] {
                    // A header (its note, or its food's name) starts a group within the step's list.
                    var group: String?
                    for case .object(let ingredient) in ingredients {
                        if ingredient["is_header"] == .bool(true) {
                            group = AppRecipeFields.text(ingredient["note"]) ?? AppRecipeFields.name(ingredient["food"])
                        } else if let line = Self.ingredientLine(ingredient) {
                            recipe.ingredients.append(Ingredient(line: line, group: group))
                        }
                    }
                }
                // A step's instruction is Markdown: each paragraph a step.
                let paragraphs = (AppRecipeFields.text(step["instruction"]) ?? "").components(separatedBy: "\n\n")
                    .map { $0.trimming(" \t\r\n") }.filter { !$0.isEmpty }
                recipe.steps += paragraphs.map { MethodStep($0, section: section) }
            }
        }
        recipe.ingredients = Array(recipe.ingredients.prefix(2_000))
        recipe.steps = Array(recipe.steps.prefix(2_000))
        recipe.photo = AppRecipeFields.photo(photo, from: "image", limit: maximumPhotoSize, warnings: &warnings)
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings))
    }

    /// "2 oz New Mexico chile, dry, 57 g": amount, unit, food, then the note.
    private static func ingredientLine(_ ingredient: [String: JSON]) -> String? {
        let amount = ingredient["no_amount"] == .bool(true) ? nil
            : AppRecipeFields.number(ingredient["amount"]).flatMap { $0 > 0 ? AppRecipeFields.quantity($0) : nil }
        let line = [amount, AppRecipeFields.name(ingredient["unit"]), AppRecipeFields.name(ingredient["food"])].compactMap { $0 }.joined(separator: " ")
        return [line, AppRecipeFields.text(ingredient["note"]) ?? ""].filter { !$0.isEmpty }.joined(separator: ", ").nonEmpty
    }
}
