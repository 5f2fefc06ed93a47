import Foundation
import LarderCard
import LarderModel

/// Writes recipes as schema.org JSON-LD that ``RecipeFileReader`` reads back
/// without loss: Larder's own fields (notes, rating, date cooked) use a
/// `larder:` prefix declared in the context; the photo travels as a `data:` URL.
public struct JSONLDWriter: Sendable {
    /// The store holding the recipes: the home in the object URIs of those created there.
    public var storeID: UUID
    /// Whether photos are embedded (as `data:` URLs); otherwise they are left out.
    public var includesPhotos: Bool

    /// A writer for recipes of store `storeID`, embedding photos unless told not to.
    public init(storeID: UUID, includesPhotos: Bool = true) {
        self.storeID = storeID
        self.includesPhotos = includesPhotos
    }

    static var context: [String: Any] { ["@vocab": "https://schema.org/", "larder": "https://larder.github.io/ns#"] }

    /// One recipe as a JSON-LD document.
    public func document(for recipe: Recipe) throws -> Data {
        var node = self.node(for: recipe)
        node["@context"] = Self.context
        return try Self.encode(node)
    }

    /// Several recipes as one JSON-LD document with a `@graph`.
    public func document(for recipes: [Recipe]) throws -> Data {
        try Self.encode(["@context": Self.context, "@graph": recipes.map(node(for:))])
    }

    func node(for recipe: Recipe) -> [String: Any] {
        var node: [String: Any] = [
            "@type": "Recipe",
            "@id": ObjectURI(recipeID: recipe.id, homeStoreID: recipe.homeStoreID, heldBy: storeID).description,
            "identifier": "urn:uuid:\(recipe.id.uuidString.lowercased())",
            "name": recipe.name,
            "dateCreated": DateText.string(recipe.created),
            "dateModified": DateText.string(recipe.modified),
            "recipeIngredient": recipe.ingredients.map(\.line),
            "recipeInstructions": instructions(recipe.steps),
        ]
        if !recipe.summary.isEmpty { node["description"] = recipe.summary }
        if let yield = recipe.yield {
            let leading = RecipeYield(text: yield.text).servings
            node["recipeYield"] = yield.servings != leading ? [yield.servings.map(String.init) ?? "", yield.text].filter { !$0.isEmpty } : yield.text
        }
        node["recipeCategory"] = recipe.category
        node["recipeCuisine"] = recipe.cuisine
        if !recipe.tags.isEmpty { node["keywords"] = recipe.tags }
        node["prepTime"] = recipe.prepMinutes.map(ISODuration.string(minutes:))
        node["cookTime"] = recipe.cookMinutes.map(ISODuration.string(minutes:))
        node["totalTime"] = recipe.totalMinutes.map(ISODuration.string(minutes:))
        node["url"] = recipe.sourceURL
        node["author"] = recipe.author.map { ["@type": "Person", "name": $0] }
        node["inLanguage"] = recipe.language
        if recipe.ingredients.contains(where: { $0.group != nil }) { node["larder:ingredientGroups"] = ingredientGroups(recipe.ingredients) }
        if !recipe.notes.isEmpty { node["larder:notes"] = recipe.notes }
        node["larder:rating"] = recipe.rating
        node["larder:lastCooked"] = recipe.lastCooked.map(DateText.string)
        node["larder:externalID"] = recipe.externalID
        if includesPhotos, let photo = recipe.photo {
            node["image"] = "data:\(photo.mediaType);base64,\(photo.data.base64EncodedString())"
        }
        return node
    }

    /// The ingredient lines again, in runs with their group's name (none for
    /// lines outside any group): Larder's extension, beside `recipeIngredient`
    /// (which stays the plain lines every other reader takes).
    private func ingredientGroups(_ ingredients: [Ingredient]) -> [[String: Any]] {
        HeadedRuns.of(ingredients, heading: \.group).map { run in
            var group: [String: Any] = ["recipeIngredient": run.items.map(\.line)]
            group["name"] = run.heading
            return group
        }
    }

    /// Steps as HowToSteps, grouped in HowToSections where they have one.
    private func instructions(_ steps: [MethodStep]) -> [[String: Any]] {
        var result: [[String: Any]] = []
        for step in steps {
            let howTo: [String: Any] = ["@type": "HowToStep", "text": step.text]
            guard let section = step.section else { result.append(howTo); continue }
            if var last = result.last, last["@type"] as? String == "HowToSection", last["name"] as? String == section,
               var items = last["itemListElement"] as? [[String: Any]] {
                items.append(howTo)
                last["itemListElement"] = items
                result[result.count - 1] = last
            } else {
                result.append(["@type": "HowToSection", "name": section, "itemListElement": [howTo]])
            }
        }
        return result
    }

    private static func encode(_ object: Any) throws -> Data {
        var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
