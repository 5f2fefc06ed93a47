import LarderCard
import LarderLocalization
import LarderModel

/// A recipe as a cook wants to read it: for a number of servings, in metric
/// or US measures. A view: the recipe it is applied to is not changed.
public struct RecipeAdjustment: Sendable, Equatable {
    /// The most servings asked for: more is a typing mistake, not a meal.
    public static let maximumServings = 1000

    /// The servings wanted; nil to keep the recipe's.
    public var servings: Int?
    /// The measures wanted; nil to keep the recipe's.
    public var units: MeasureSystem?

    /// A view for `servings` in `units`; nil keeps the recipe's.
    public init(servings: Int? = nil, units: MeasureSystem? = nil) {
        self.servings = servings
        self.units = units
    }

    /// A short name for files of the view ("servings-8.metric"); nil when it changes nothing.
    public var name: String? {
        let parts = [servings.map { "servings-\($0)" }, units?.rawValue].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// True when it changes nothing.
    public var isNone: Bool { servings == nil && units == nil }

    /// Checks a number of servings typed by a user.
    public static func checkServings(_ servings: Int) throws(KitchenError) {
        guard servings >= 1 else { throw KitchenError(tr("The number of servings must be 1 or more, not %@", servings)) }
        guard servings <= maximumServings else {
            // TRANSLATORS: the first %@ is the servings asked for, the second the most Larder scales to.
            throw KitchenError(trn("%@ serving is more than Larder scales to (%@)", "%@ servings is more than Larder scales to (%@)",
                                   servings, servings, maximumServings))
        }
    }

    /// How many servings `recipe` makes by its own account: its yield's number.
    public static func servings(of recipe: Recipe) -> Int? {
        recipe.yield?.servings
    }

    /// The recipe for `servings` in `units`: its ingredient lines scaled and
    /// converted, its method's temperatures converted, its yield saying the
    /// servings. Throws when servings are asked of a recipe whose yield gives no number.
    public func applied(to recipe: Recipe) throws(KitchenError) -> Recipe {
        guard !isNone else { return recipe }
        var factor = 1.0
        var adjusted = recipe
        if let servings {
            try Self.checkServings(servings)
            guard let own = Self.servings(of: recipe), own > 0 else {
                if let yield = recipe.yield {
                    // TRANSLATORS: the %@ are a recipe's name, its yield as written and the servings
                    // asked for; `larder edit` is a command.
                    throw KitchenError(tr("%@ gives no number of servings (its yield says \"%@\"), so it cannot be scaled to %@; set its yield with `larder edit`",
                                          recipe.name, yield.text, servings))
                }
                // TRANSLATORS: the %@ are a recipe's name and the servings asked for; `larder edit` is a command.
                throw KitchenError(tr("%@ gives no number of servings, so it cannot be scaled to %@; set its yield with `larder edit`",
                                      recipe.name, servings))
            }
            factor = Double(servings) / Double(own)
            adjusted.yield = RecipeYield(text: Self.yieldText(recipe.yield?.text ?? "", servings: servings), servings: servings)
        }
        let adjuster = LineAdjuster(factor: factor, system: units, language: recipe.language)
        adjusted.ingredients = recipe.ingredients.map { Ingredient(line: adjuster.ingredient($0.line), group: $0.group) }
        adjusted.steps = recipe.steps.map { step in
            var step = step
            step.text = adjuster.temperatures(step.text)
            return step
        }
        return adjusted
    }

    /// "4 servings" → "8 servings"; "4-6 servings" → "8 servings"; "2人分" → "3人分";
    /// "6 порций" → "3 порции"; a yield with no number → "8".
    static func yieldText(_ text: String, servings: Int) -> String {
        let folded = Substring(MeasuredLine.fold(text))
        guard let start = folded.firstIndex(where: { $0.isASCIIDigit }) else { return String(servings) }
        var rest = folded[start...].drop { $0.isASCIIDigit }
        var probe = rest
        QuantityReader.skipSpaces(&probe)
        if let mark = probe.first, NumberWords.rangeMarks.contains(mark) {
            probe = probe.dropFirst()
            QuantityReader.skipSpaces(&probe)
            if probe.first?.isASCIIDigit == true { rest = probe.drop { $0.isASCIIDigit } }
        }
        // The word after the number agrees with it: "3 порции", not "3 порций".
        let spaces = rest.prefix { $0 == " " || $0 == "\u{A0}" }
        let word = rest.dropFirst(spaces.count).prefix { $0.isLetter }
        let after = rest.dropFirst(spaces.count + word.count)
        return String(folded[..<start]) + String(servings) + String(spaces) + (ServingsWord.agreeing(String(word), with: servings) ?? String(word)) + String(after)
    }
}
