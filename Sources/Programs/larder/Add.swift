import ArgumentParser
import Foundation
import LarderLocalization
import LarderModel

extension Larder {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: tr("Add a recipe from options."),
            discussion: tr("""
                Example:
                  larder add --name "Toast" --category Breakfast --total 5 \\
                    --ingredient "2 slices bread" --ingredient "butter" \\
                    --step "Toast the bread." --step "Butter it while hot."
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: ArgumentHelp(tr("The recipe's name (required)."))) var name: String
        @Option(help: ArgumentHelp(tr("A short description."))) var description: String?
        @Option(help: ArgumentHelp(tr("Category, e.g. Dessert."))) var category: String?
        @Option(help: ArgumentHelp(tr("Cuisine, e.g. Italian."))) var cuisine: String?
        @Option(name: .customLong("tag"), help: ArgumentHelp(tr("A tag; repeat for more."))) var tags: [String] = []
        @Option(name: .customLong("yield"), help: ArgumentHelp(tr("Yield, e.g. \"4 servings\"."))) var yieldText: String?
        @Option(help: ArgumentHelp(tr("Preparation time in minutes."))) var prep: Int?
        @Option(help: ArgumentHelp(tr("Cooking time in minutes."))) var cook: Int?
        @Option(help: ArgumentHelp(tr("Total time in minutes."))) var total: Int?
        @Option(name: .customLong("ingredient"), help: ArgumentHelp(tr("An ingredient line; repeat, in order."))) var ingredients: [String] = []
        @Option(name: .customLong("step"), help: ArgumentHelp(tr("A method step; repeat, in order."))) var steps: [String] = []
        @Option(help: ArgumentHelp(tr("Notes."))) var notes: String?
        @Option(help: ArgumentHelp(tr("Where the recipe comes from (URL)."))) var source: String?
        @Option(help: ArgumentHelp(tr("Who wrote the recipe."))) var author: String?
        @Option(help: ArgumentHelp(tr("Language tag, e.g. en, fr, zh."))) var language: String?
        @Option(help: ArgumentHelp(tr("Rating from 0 to 5."))) var rating: Double?
        @Option(help: ArgumentHelp(tr("A JPEG, PNG, GIF or WebP photo."), valueName: "file")) var photo: String?

        @Flag(help: ArgumentHelp(tr("Print the new recipe as JSON."))) var json = false

        func validate() throws {
            if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError(tr("--name must not be empty")) }
            if let rating, !(0...5).contains(rating) { throw ValidationError(tr("--rating must be between 0 and 5")) }
            for (label, value) in [("--prep", prep), ("--cook", cook), ("--total", total)] {
                // TRANSLATORS: %@ is an option name: --prep, --cook or --total.
                if let value, value < 0 { throw ValidationError(tr("%@ must be 0 or more minutes", label)) }
            }
        }

        func run() throws {
            var recipe = Recipe(name: name)
            recipe.summary = description ?? ""
            recipe.category = category
            recipe.cuisine = cuisine
            recipe.tags = tags
            recipe.yield = yieldText.map { RecipeYield(text: $0) }
            recipe.prepMinutes = prep
            recipe.cookMinutes = cook
            recipe.totalMinutes = total
            recipe.ingredients = ingredients.map(Ingredient.init(line:))
            recipe.steps = steps.map { MethodStep($0) }
            recipe.notes = notes ?? ""
            recipe.sourceURL = source
            recipe.author = author
            recipe.language = language
            recipe.rating = rating
            if let photo {
                guard let data = FileManager.default.contents(atPath: photo) else { throw CLIError(tr("Cannot read the photo %@", photo)) }
                guard let image = Photo(data: data) else { throw CLIError(tr("%@ is not a JPEG, PNG, GIF or WebP image", photo)) }
                recipe.photo = image
            }
            let store = try storeOptions.open()
            let outcome = try CLIError.wrapping { try store.save(recipe, matching: .byID) }
            AfterChangeNotes.run(store)
            guard let saved = try CLIError.wrapping({ try store.recipe(id: outcome.recipeID) }) else { return }
            if json {
                try Output.json(RecipeJSON(saved, uri: store.objectURI(for: saved)))
            } else {
                // TRANSLATORS: %1$@ is the recipe's name, %2$@ its short ID, %3$@ its larder:// URI.
                Output.line(tr("Added “%@” %@  %@", recipe.name, RecipeFormat.shortID(outcome.recipeID), store.objectURI(for: saved)))
            }
        }
    }
}
