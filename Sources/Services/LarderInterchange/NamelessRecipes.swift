/// Sorts out the nameless schema.org Recipes of one file. Large sites mark
/// their related-recipe teasers as Recipe items with only an image and an
/// address: beside a recipe that has a name, such items are no recipes the
/// user saved, and are skipped (counted, not failed). A file whose Recipes
/// all lack a name still fails with each one's reason.
///
/// Fed a file's results in order, it holds the failures that come before the
/// first recipe read, so that the order of what it passes on is the file's.
/// Linear in the results; what it holds is at most the failures before the
/// first recipe.
public struct NamelessRecipes {
    /// Nameless Recipes skipped so far in this file.
    public private(set) var skipped = 0
    private var held: [ImportError] = []
    private var sawRecipe = false

    /// A sorter for one file.
    public init() {}

    /// What to report of `result` now: nothing while it waits for a named
    /// recipe, else the failures held before it (nameless ones skipped) and it.
    public mutating func pass(_ result: Result<ImportedRecipe, ImportError>) -> [Result<ImportedRecipe, ImportError>] {
        switch result {
        case .failure(let error) where !sawRecipe:
            held.append(error)
            return []
        case .failure(let error) where error.code == .nameless:
            skipped += 1
            return []
        case .failure:
            return [result]
        case .success:
            guard !sawRecipe else { return [result] }
            sawRecipe = true
            let kept = held.filter { $0.code != .nameless }
            skipped += held.count - kept.count
            held = []
            return kept.map { .failure($0) } + [result]
        }
    }

    /// At the end of the file: the failures still held, when no recipe came
    /// to skip the nameless ones beside.
    public mutating func finish() -> [Result<ImportedRecipe, ImportError>] {
        defer { held = [] }
        return held.map { .failure($0) }
    }
}
