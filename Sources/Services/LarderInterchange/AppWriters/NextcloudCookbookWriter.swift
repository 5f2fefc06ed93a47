import Foundation
import LarderLocalization
import LarderModel

/// Recipes as Nextcloud Cookbook keeps them, to leave Larder for it: a
/// folder per recipe holding `recipe.json` (a schema.org Recipe in the
/// shape Nextcloud writes: instructions as strings, keywords as one text,
/// the yield as a number) and the photo as `full.jpg`. Group headings are
/// "## " lines, which Nextcloud Cookbook shows as headings.
public enum NextcloudCookbookWriter {
    /// The files of `recipe` in the folder `folder`; a photo that is not a
    /// JPEG is left out (Nextcloud Cookbook reads `full.jpg`), said in `notes`.
    public static func files(for recipe: Recipe, folder: String, notes: inout [String]) throws -> [(path: String, data: Data)] {
        var node: [String: Any] = [
            "@context": "http://schema.org",
            "@type": "Recipe",
            "name": recipe.name,
            "description": recipe.summary,
            "url": recipe.sourceURL ?? "",
            "image": "",
            "recipeCategory": recipe.category ?? "",
            "keywords": recipe.tags.joined(separator: ","),
            "recipeIngredient": HeadingLines.lines(recipe.ingredients, heading: \.group, text: \.line, style: .markdown),
            "recipeInstructions": HeadingLines.lines(recipe.steps, heading: \.section, text: \.text, style: .markdown),
            "tool": [String](),
            "nutrition": ["@type": "NutritionInformation"],
            "dateCreated": DateText.string(recipe.created),
            "dateModified": DateText.string(recipe.modified),
        ]
        if let servings = recipe.yield?.servings { node["recipeYield"] = servings }
        for (key, minutes) in [("prepTime", recipe.prepMinutes), ("cookTime", recipe.cookMinutes), ("totalTime", recipe.totalMinutes)] {
            if let minutes { node[key] = ISODuration.string(minutes: minutes) }
        }
        if let author = recipe.author { node["author"] = ["@type": "Person", "name": author] }
        if let language = recipe.language { node["inLanguage"] = language }
        var files = [(path: folder + "/recipe.json", data: try JSONSerialization.data(withJSONObject: node, options: [.sortedKeys, .prettyPrinted]))]
        if let photo = recipe.photo {
            if photo.mediaType == "image/jpeg" {
                files.append((folder + "/full.jpg", photo.data))
            } else {
                // TRANSLATORS: %1$@ is the recipe's name, %2$@ the photo's media type (image/png...).
                notes.append(tr("the photo of “%@” is %@, not a JPEG as Nextcloud Cookbook's full.jpg must be; left out", recipe.name, photo.mediaType))
            }
        }
        return files
    }
}
