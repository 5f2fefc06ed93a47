import Foundation
import LarderLocalization

/// The recipes found in one file. A top-level array is decoded one element
/// at a time as the recipes are asked for, so that a file of many recipes is
/// saved in batches with bounded memory rather than held whole.
public struct RecipeDocument: Sendable {
    enum Source: Sendable {
        /// Recipe nodes already decoded (pages, objects, @graph documents).
        case nodes([[String: JSON]], JSONLDRecipeReader)
        /// A top-level array: its bytes and the range of each element.
        case elements([UInt8], [Range<Int>], JSONLDRecipeReader)
        /// Recipes already read (a recipe card).
        case recipes([Result<ImportedRecipe, ImportError>])
        /// Recipes made one at a time as they are asked for (an app's export, entry by entry).
        case generated(@Sendable () -> AnyIterator<Result<ImportedRecipe, ImportError>>)
    }

    let source: Source
    /// What the file was read as, in words for the user ("Larder recipe card",
    /// "saved web page, schema.org JSON-LD", "Paprika export"...).
    public let format: String
    /// Whether the file names its recipes by Larder's own identity (a card),
    /// so that none is given a derived one.
    let carriesLarderIdentity: Bool

    init(source: Source, format: String, carriesLarderIdentity: Bool = false) {
        self.source = source
        self.format = format
        self.carriesLarderIdentity = carriesLarderIdentity
    }

    /// The recipes in file order, each either read or failed with a reason.
    /// A recipe that brings no identity of its own has one derived from what
    /// it is (``DerivedIdentity``), so that reading the file again names it alike;
    /// one without ingredients is read, with a warning (unless it is Larder's own).
    public var recipes: AnySequence<Result<ImportedRecipe, ImportError>> {
        let read = recipesAsRead
        guard !carriesLarderIdentity else { return read }
        return AnySequence {
            let base = read.makeIterator()
            var identity = DerivedIdentity()
            return AnyIterator { () -> Result<ImportedRecipe, ImportError>? in
                guard let next = base.next() else { return nil }
                guard case .success(var imported) = next else { return next }
                identity.assign(to: &imported.recipe)
                // A backup of Larder's own (its recipes name their home store) holds what the user kept.
                if imported.recipe.ingredients.isEmpty, imported.recipe.homeStoreID == nil {
                    imported.warnings.append(Self.noIngredients)
                }
                return .success(imported)
            }
        }
    }

    /// The warning a recipe without ingredients gets.
    static var noIngredients: String { tr("no ingredients found; imported without them") }

    private var recipesAsRead: AnySequence<Result<ImportedRecipe, ImportError>> {
        switch source {
        case .nodes(let nodes, let reader):
            return AnySequence(nodes.lazy.map(reader.recipe(from:)))
        case .elements(let bytes, let ranges, let reader):
            return AnySequence { ElementIterator(bytes: bytes, ranges: ranges, reader: reader) }
        case .recipes(let results):
            return AnySequence(results)
        case .generated(let makeIterator):
            return AnySequence(makeIterator)
        }
    }
}

/// Decodes a top-level array one element at a time; when no element holds a
/// recipe, ends with the same failure a document without recipes gets.
struct ElementIterator: IteratorProtocol {
    let bytes: [UInt8]
    let ranges: [Range<Int>]
    let reader: JSONLDRecipeReader
    private var position = 0
    private var buffered: [Result<ImportedRecipe, ImportError>] = []
    private var produced = 0

    init(bytes: [UInt8], ranges: [Range<Int>], reader: JSONLDRecipeReader) {
        self.bytes = bytes
        self.ranges = ranges
        self.reader = reader
    }

    mutating func next() -> Result<ImportedRecipe, ImportError>? {
        while buffered.isEmpty {
            guard position < ranges.count else {
                if produced > 0 { return nil }
                produced = 1
                return .failure(RecipeFileReader.noRecipe)
            }
            let element = Data(bytes[ranges[position]])
            position += 1
            if let json = try? JSONDecoder().decode(JSON.self, from: element) {
                buffered = JSONLDRecipeReader.recipeNodes(in: json).reversed().map(reader.recipe(from:))
            } else {
                let reason = RecipeFileReader.describeSyntaxError(in: element)
                // TRANSLATORS: %1$@ is the element's number in the file's top-level array, %2$@ what is wrong.
                buffered = [.failure(ImportError(.invalidJSON, tr("invalid JSON in element %@ of the array: %@", position, reason)))]
            }
        }
        produced += 1
        return buffered.removeLast()
    }
}

extension RecipeDocument {
    /// The same document with `transform` applied to each recipe read, as it
    /// is read (fetching a recipe's photo, say); failures pass unchanged.
    public func mappingRecipes(_ transform: @escaping @Sendable (ImportedRecipe) -> ImportedRecipe) -> RecipeDocument {
        RecipeDocument(source: .generated({ [self] in
            let base = recipes.makeIterator()
            return AnyIterator { base.next().map { $0.map(transform) } }
        }), format: format, carriesLarderIdentity: true)
    }

    /// The same document with every recipe read now, not as it is asked for.
    public func readWhole() -> RecipeDocument {
        RecipeDocument(source: .recipes(Array(recipes)), format: format, carriesLarderIdentity: true)
    }
}
