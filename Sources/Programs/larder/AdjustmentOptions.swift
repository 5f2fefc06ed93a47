import ArgumentParser
import LarderKitchen
import LarderLocalization
import LarderModel

/// `--servings N` and `--units metric|us`, shared by the commands that show a
/// recipe. The recipe shown is a view: the store and the card keep theirs.
struct AdjustmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        // TRANSLATORS: %@ is the largest number of servings allowed.
        tr("Scale every quantity for this many servings (1 to %@); the recipe's yield must give a number.", RecipeAdjustment.maximumServings),
        valueName: "n"))
    var servings: Int?

    @Option(help: ArgumentHelp(
        tr("Convert measures: metric (g, ml, °C) or us (cups, oz, lb, °F). Spoons stay spoons; cups of flour, sugar, butter, rice, oats and honey become grams."),
        valueName: "metric|us"))
    var units: MeasureSystem?

    func validate() throws {
        if let servings {
            do { try RecipeAdjustment.checkServings(servings) } catch { throw ValidationError(error.description) }
        }
    }

    var adjustment: RecipeAdjustment { RecipeAdjustment(servings: servings, units: units) }

    /// `recipe` as asked for; a clear error when its servings are unknown.
    func applied(to recipe: Recipe) throws -> Recipe {
        do {
            return try adjustment.applied(to: recipe)
        } catch {
            throw CLIError(error.description)
        }
    }
}

extension MeasureSystem: NamedValueArgument {}
