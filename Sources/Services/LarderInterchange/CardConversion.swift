import Foundation
import LarderCard
import LarderLocalization
import LarderModel

/// Recipes to cards and back. Every field of a recipe has a place in the
/// card; the photo travels downscaled (the caller gives the card's photo).
public enum CardConversion {
    /// The card of `recipe`, held by the store `storeID`; its URI names the
    /// recipe's home store (``Recipe/homeStoreID``, else `storeID`).
    /// - Parameter photo: the downscaled photo to carry, or `nil` for none.
    public static func card(for recipe: Recipe, storeID: UUID, photo: RecipeCard.Photo?) -> RecipeCard {
        let uri = ObjectURI(recipeID: recipe.id, homeStoreID: recipe.homeStoreID, heldBy: storeID)
        var card = RecipeCard(uri: uri.description, title: recipe.name)
        card.category = recipe.category
        card.cuisine = recipe.cuisine
        card.tags = recipe.tags
        card.yield = recipe.yield?.text
        card.servings = recipe.yield?.servings
        card.prepMinutes = recipe.prepMinutes
        card.cookMinutes = recipe.cookMinutes
        card.totalMinutes = recipe.totalMinutes
        card.rating = recipe.rating
        card.lastCooked = recipe.lastCooked.map(DateText.string)
        card.created = DateText.string(recipe.created)
        card.modified = DateText.string(recipe.modified)
        card.source = recipe.sourceURL
        card.author = recipe.author
        card.language = recipe.language
        card.externalID = recipe.externalID
        card.summary = recipe.summary
        card.ingredients = recipe.ingredients.map { RecipeCard.Ingredient($0.line, group: $0.group) }
        card.steps = recipe.steps.map { RecipeCard.Step($0.text, section: $0.section) }
        card.notes = recipe.notes
        card.photo = photo
        return card
    }

    /// The recipe a card describes, and the store its URI names (which
    /// becomes the recipe's home store); a card without a URI (written by
    /// hand) is a new recipe of no store yet.
    /// - Throws: ``ImportError`` when the URI is not a Larder object URI.
    public static func recipe(from card: RecipeCard, now: Date = Date()) throws(ImportError) -> (recipe: Recipe, storeID: UUID?) {
        var uri: ObjectURI?
        if let text = card.uri {
            guard let parsed = ObjectURI(text) else {
                // TRANSLATORS: %@ is the uri field of a recipe card; "uri" and the larder:// form are written as the card has them.
                throw ImportError(.invalidRecipe, tr("the card's uri “%@” is not larder://STORE-UUID/recipe/RECIPE-UUID", text))
            }
            uri = parsed
        }
        var recipe = Recipe(id: uri?.recipeID ?? UUID(), name: card.title, now: now)
        recipe.homeStoreID = uri?.storeID
        recipe.category = card.category
        recipe.cuisine = card.cuisine
        recipe.tags = card.tags
        if let text = card.yield {
            recipe.yield = RecipeYield(text: text)
            recipe.yield?.servings = card.servings
        }
        recipe.prepMinutes = card.prepMinutes
        recipe.cookMinutes = card.cookMinutes
        recipe.totalMinutes = card.totalMinutes
        recipe.rating = card.rating
        recipe.lastCooked = card.lastCooked.flatMap(DateText.parse)
        if let created = card.created.flatMap(DateText.parse) { recipe.created = created }
        if let modified = card.modified.flatMap(DateText.parse) { recipe.modified = modified }
        recipe.sourceURL = card.source
        recipe.author = card.author
        recipe.language = card.language
        recipe.externalID = card.externalID
        recipe.summary = card.summary
        recipe.ingredients = card.ingredients.map { Ingredient(line: $0.text, group: $0.group) }
        recipe.steps = card.steps.map { MethodStep($0.text, section: $0.section) }
        recipe.notes = card.notes
        recipe.photo = card.photo.flatMap { Photo(data: Data($0.bytes)) }
        return (recipe, uri?.storeID)
    }

    /// `stored` changed as an edited card of it says: every field the card
    /// holds is taken from it. The photo stays the store's full-size one while
    /// the card still carries the photo Larder put there (`cardPhoto`); a card
    /// without a photo removes it, a card with another photo brings that one.
    /// Identity and creation date stay the store's.
    ///
    /// The modification date is chosen so that every machine sharing the card
    /// folder dates the change alike: the card's `modified` when later than
    /// the store's (another machine's store dated it), else the file's
    /// modification time when later (a person's edit; sync tools carry file
    /// times), else the store's, which the store replaces with the time of
    /// the save. When only the dates differ, the later one is kept.
    /// - Parameter fileModified: when the card file last changed.
    /// - Throws: ``ImportError`` when the card's URI is not a Larder object URI.
    public static func applying(_ card: RecipeCard, to stored: Recipe, cardPhoto: RecipeCard.Photo?,
                                fileModified: Date? = nil) throws(ImportError) -> Recipe {
        var recipe = try self.recipe(from: card).recipe
        recipe.id = stored.id
        recipe.homeStoreID = stored.homeStoreID
        recipe.created = stored.created
        if card.photo == cardPhoto {
            recipe.photo = stored.photo
        }
        let cardDate = modificationDate(of: card)
        if recipe.hasSameContent(as: stored) {
            recipe.modified = max(cardDate ?? stored.modified, stored.modified)
        } else {
            recipe.modified = [cardDate, fileModified].compactMap { $0 }.first { $0 > stored.modified } ?? stored.modified
        }
        return recipe
    }

    /// The date of the card's `modified` line; nil when it has none or it does not parse.
    public static func modificationDate(of card: RecipeCard) -> Date? {
        card.modified.flatMap(DateText.parse)
    }
}
