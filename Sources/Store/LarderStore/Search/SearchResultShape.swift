import Foundation
import GRDB
import LarderModel

/// What a search reads of each result: the recipe's columns, and how a row
/// (those columns, then the score) becomes a hit. Summaries for a list to
/// show; identities alone for GNOME Shell's result sets, which show nothing
/// themselves (a summary costs each result's photo lookup too).
struct SearchResultShape<Hit> {
    /// The SELECT list over `recipe`, before the score.
    let columns: String
    /// The hit a row shows; nil for a row that cannot be one (a `uuid` that
    /// does not parse, which saving a recipe never writes).
    let hit: (Row) -> Hit?
    /// The recipe a hit is of: a recipe found by name is not listed again among the others.
    let recipeID: (Hit) -> UUID
}

extension SearchResultShape where Hit == SearchHit {
    /// Each result's summary and score, for a list to show.
    static var summaries: Self {
        Self(columns: SummaryColumn.selectList,
             hit: { SearchHit(recipe: RecipeStore.summary(from: $0), score: $0[SummaryColumn.afterLast]) },
             recipeID: \.recipe.id)
    }
}

extension SearchResultShape where Hit == UUID {
    /// Each result's recipe ID alone.
    static var identifiers: Self {
        Self(columns: "recipe.uuid", hit: { UUIDText.uuid($0[0]) }, recipeID: { $0 })
    }
}
