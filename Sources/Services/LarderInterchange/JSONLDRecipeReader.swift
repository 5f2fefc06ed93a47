import Foundation
import LarderGLib
import LarderLocalization
import LarderModel

/// Finds schema.org Recipes in parsed JSON-LD — a single node, an array, a
/// `@graph`, or nested anywhere — and turns each into a ``Recipe``.
struct JSONLDRecipeReader: Sendable {
    /// Loads the photo an `image` value names (relative path, file or data URL).
    var resolveImage: @Sendable (String) -> ImageResolution
    /// The page's language, for recipes that do not state theirs.
    var documentLanguage: String?
    var now: Date
    /// What the reader noticed about the page as a whole, repeated with each recipe.
    var pageWarnings: [String] = []
    /// The page's own address (its canonical link or `og:url`), for recipes that name none.
    var pageAddress: String?
    /// What the page's HTML says of its ingredient groups.
    var pageGroups: PageIngredientGroups?
    /// The page's own photo (`og:image`), for recipes that name none.
    var pagePhoto: String?
    /// For a document fetched from the web: its address after redirects,
    /// the recipes' source unless a recipe names one on the same site (a page
    /// must not claim another site's address, which would update its recipe).
    var fetchedFrom: String?

    static let maximumDepth = 48
    static let maximumRecipes = 100_000

    enum ImageResolution: Sendable {
        case photo(Photo)
        case skipped(String)
        /// A photo on the web, at this absolute address: for the importer to fetch.
        case remote(String)
    }

    /// Every Recipe node in `json`, in document order, each once (a node named
    /// by its `@id` in several places counts once). Values that only refer to
    /// another node of the document by `@id` (`"author": {"@id": "#person"}`)
    /// are replaced by that node.
    static func recipeNodes(in json: JSON) -> [[String: JSON]] {
        var identified: [String: [String: JSON]] = [:]
        indexIdentifiedNodes(json, depth: 0, into: &identified)
        var nodes: [[String: JSON]] = []
        collect(json, depth: 0, into: &nodes)
        var seen = Set<String>()
        return nodes.compactMap { node in
            if let id = node["@id"].flatMap(Self.string), !seen.insert(id).inserted { return nil }
            return identified.isEmpty ? node : resolvingReferences(in: node, identified)
        }
    }

    private static func string(_ value: JSON) -> String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// Every node with an `@id` and something more than it.
    private static func indexIdentifiedNodes(_ value: JSON, depth: Int, into index: inout [String: [String: JSON]]) {
        guard depth < maximumDepth, index.count < maximumRecipes else { return }
        switch value {
        case .object(let object):
            if let id = object["@id"].flatMap(string), object.count > 1, index[id] == nil { index[id] = object }
            for (key, member) in object where key != "@context" { indexIdentifiedNodes(member, depth: depth + 1, into: &index) }
        case .array(let elements):
            for element in elements { indexIdentifiedNodes(element, depth: depth + 1, into: &index) }
        default:
            break
        }
    }

    /// `node` with each member (or member's element) that is a bare `{"@id": …}`
    /// replaced by the node of that `@id`; one level deep, so never in a cycle.
    private static func resolvingReferences(in node: [String: JSON], _ index: [String: [String: JSON]]) -> [String: JSON] {
        func resolved(_ value: JSON) -> JSON {
            if case .object(let object) = value, object.count == 1, let id = object["@id"].flatMap(string), let target = index[id] {
                return .object(target)
            }
            return value
        }
        var result = node
        for (key, value) in node where key != "@id" {
            if case .array(let elements) = value { result[key] = .array(elements.map(resolved)) } else { result[key] = resolved(value) }
        }
        return result
    }

    private static func collect(_ value: JSON, depth: Int, into nodes: inout [[String: JSON]]) {
        guard depth < maximumDepth, nodes.count < maximumRecipes else { return }
        switch value {
        case .object(let object):
            if JSONValue.types(of: object).contains("Recipe") {
                nodes.append(object)
                return
            }
            for key in object.keys.sorted() where key != "@context" {
                collect(object[key]!, depth: depth + 1, into: &nodes)
            }
        case .array(let elements):
            for element in elements { collect(element, depth: depth + 1, into: &nodes) }
        default:
            break
        }
    }

    /// A Recipe node's name; nil for a nameless one (a page's teaser for another recipe, say).
    static func name(of node: [String: JSON]) -> String? {
        JSONValue.text(node["name"] ?? node["headline"])
    }

    /// One Recipe node as a recipe, or why it cannot be one.
    func recipe(from node: [String: JSON]) -> Result<ImportedRecipe, ImportError> {
        var warnings = pageWarnings
        guard let name = Self.name(of: node) else {
            return .failure(ImportError(.nameless, tr("a Recipe has no name")))
        }
        let (id, home, externalID) = identity(of: node)
        // A name is one line, even when a page's heading breaks it in two.
        let oneLine = name.split(whereSeparator: \.isNewline).joined(separator: " ")
        var recipe = Recipe(id: id ?? UUID(), name: String(oneLine.prefix(500)), now: now)
        recipe.homeStoreID = home
        recipe.externalID = JSONValue.text(node["larder:externalID"]) ?? externalID
        recipe.summary = JSONValue.text(node["description"]) ?? ""
        recipe.yield = yield(node["recipeYield"] ?? node["yield"])
        let categories = JSONValue.texts(node["recipeCategory"])
        recipe.category = categories.first
        recipe.cuisine = JSONValue.texts(node["recipeCuisine"]).first
        recipe.tags = Self.unique(keywords(node["keywords"]) + categories.dropFirst())
        for (key, path) in [("prepTime", \Recipe.prepMinutes), ("cookTime", \Recipe.cookMinutes), ("totalTime", \Recipe.totalMinutes)] {
            guard let value = JSONValue.text(node[key]) else { continue }
            if let minutes = ISODuration.minutes(value) {
                recipe[keyPath: path] = minutes
            } else {
                // TRANSLATORS: %1$@ is a schema.org field name (prepTime, cookTime, totalTime), %2$@ its value.
                warnings.append(tr("%@ “%@” is not an ISO 8601 duration; left out", key, value))
            }
        }
        if let groups = Self.larderIngredientGroups(node) {
            recipe.ingredients = groups
        } else {
            let values = JSONValue.texts(node["recipeIngredient"] ?? node["ingredients"])
            // Data without the list, or with all of it in one string, leaves the page's recipe plug-in to say it line by line.
            if values.count <= 1, let lines = pageGroups?.pluginIngredients, lines.count > values.count {
                recipe.ingredients = Array(lines.prefix(2_000))
            } else {
                recipe.ingredients = Self.ingredientLines(of: values).prefix(2_000).map { Ingredient(line: $0) }
                if let pageGroups { recipe.ingredients = pageGroups.grouped(recipe.ingredients) }
            }
        }
        recipe.steps = Array(steps(node["recipeInstructions"], section: nil, depth: 0).prefix(2_000))
        recipe.notes = JSONValue.text(node["larder:notes"]) ?? ""
        if case .string(let page)? = node["mainEntityOfPage"] { recipe.sourceURL = Self.webAddress(JSONValue.text(.string(page))) }
        recipe.sourceURL = Self.webAddress(JSONValue.text(node["url"])) ?? recipe.sourceURL ?? pageAddress
        if let fetchedFrom {
            let claimed = recipe.sourceURL.flatMap { WebAddress.resolve($0, against: fetchedFrom) }
            recipe.sourceURL = claimed.flatMap { WebAddress.host(of: $0) == WebAddress.host(of: fetchedFrom) ? $0 : nil } ?? fetchedFrom
        }
        recipe.author = JSONValue.texts(node["author"]).joined(separator: ", ").nonEmpty
        recipe.language = languageTag(node["inLanguage"]) ?? documentLanguage
        recipe.rating = rating(node)
        recipe.lastCooked = JSONValue.text(node["larder:lastCooked"]).flatMap(DateText.parse)
        if let created = JSONValue.text(node["dateCreated"] ?? node["datePublished"]).flatMap(DateText.parse) { recipe.created = created }
        if let modified = JSONValue.text(node["dateModified"]).flatMap(DateText.parse) { recipe.modified = max(modified, recipe.created) }
        var photoAddress: String?
        // The page's own photo (its og:image) stands in for a recipe that names none.
        if let image = imageReference(node["image"]) ?? pagePhoto {
            switch resolveImage(image) {
            case .photo(let photo): recipe.photo = photo
            case .skipped(let reason): warnings.append(reason)
            case .remote(let address): photoAddress = address
            }
        }
        return .success(ImportedRecipe(recipe: recipe, warnings: warnings, photoAddress: photoAddress))
    }

    // MARK: - Fields

    /// A Larder object URI or `urn:uuid:` in `@id`/`identifier` gives the recipe's
    /// own identity (so a backup restores it), and a Larder URI its home store;
    /// any other identifier is kept as external.
    private func identity(of node: [String: JSON]) -> (id: UUID?, home: UUID?, external: String?) {
        var external: String?
        let nodeID = JSONValue.text(node["@id"])
        for candidate in [nodeID] + JSONValue.texts(node["identifier"]) {
            guard let candidate else { continue }
            if let uri = ObjectURI(candidate) { return (uri.recipeID, uri.storeID, nil) }
            if candidate.lowercased().hasPrefix("urn:uuid:"), let uuid = UUID(uuidString: String(candidate.dropFirst(9))) {
                return (uuid, nil, nil)
            }
            // A blank node or a relative `@id` ("#recipe") names the node within its
            // document only: many pages share one, so it is no identity.
            let isNodeID = candidate == nodeID
            if external == nil, !(isNodeID && (candidate.hasPrefix("_:") || Self.isRelativeReference(candidate))) { external = candidate }
        }
        return (nil, nil, external)
    }

    /// `text` when it reads as a web address (a scheme and "//", "www.", or a path);
    /// nil for what pages put there otherwise ("true", a site's name).
    static func webAddress(_ text: String?) -> String? {
        guard let text else { return nil }
        let lower = text.lowercased()
        return lower.contains("://") || lower.hasPrefix("www.") || lower.hasPrefix("/") ? text : nil
    }

    /// Whether `reference` has no scheme, as "#recipe" or "/recipes/1" (RFC 3986: a scheme is a letter then letters, digits, "+", "-", "." up to ":").
    static func isRelativeReference(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":"), let first = reference.first, first.isASCII, first.isLetter else { return true }
        return !reference[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    private func yield(_ value: JSON?) -> RecipeYield? {
        let values = JSONValue.texts(value)
        guard !values.isEmpty else { return nil }
        let numeric = values.first { Int($0) != nil }
        let text = values.first { Int($0) == nil } ?? numeric!
        return RecipeYield(text: text, servings: numeric.flatMap { Int($0) })
    }

    private func keywords(_ value: JSON?) -> [String] {
        JSONValue.texts(value).flatMap { $0.split(whereSeparator: { $0 == "," || $0 == "，" || $0 == "、" }) }
            .map { $0.trimming(" \t\n") }.filter { !$0.isEmpty }
    }

    private func steps(_ value: JSON?, section: String?, depth: Int) -> [MethodStep] {
        guard depth < Self.maximumDepth, let value else { return [] }
        switch value {
        case .string(let text):
            return HTMLText.plain(text).split(separator: "\n").map { Self.withoutNumbering(String($0)) }
                .filter { !$0.isEmpty }.map { MethodStep($0, section: section) }
        case .array(let elements):
            return elements.flatMap { steps($0, section: section, depth: depth + 1) }
        case .object(let object):
            let types = JSONValue.types(of: object)
            if types.contains("HowToSection") {
                let name = JSONValue.text(object["name"]) ?? section
                return steps(object["itemListElement"] ?? object["steps"], section: name, depth: depth + 1)
            }
            if let elements = object["itemListElement"], !types.contains("HowToStep") || object["text"] == nil {
                return steps(elements, section: section, depth: depth + 1)
            }
            return steps(JSONValue.text(object["text"] ?? object["name"] ?? object["description"]).map(JSON.string), section: section, depth: depth + 1)
        default:
            return []
        }
    }

    /// The lines of one ingredient value: sites put several ingredients in one
    /// string, a line each; an amount alone on its line ("2", then "bay leaf")
    /// is the start of the next line, not an ingredient of its own.
    /// The lines of a recipe's ingredient values, as a cook reads them. A
    /// single value is often the whole list, one ingredient per line; among
    /// several, a value with line breaks is one ingredient wrapped, unless
    /// every line of it starts with an amount. Doubled parentheses collapse.
    static func ingredientLines(of values: [String]) -> [String] {
        values.flatMap { value -> [String] in
            guard values.count > 1, value.utf8.contains(0x0A) else { return ingredientLines(value) }
            let lines = value.split(whereSeparator: \.isNewline).map { $0.trimming(" \t") }.filter { !$0.isEmpty }
            if lines.allSatisfy(startsWithAmount) { return ingredientLines(value) }
            return [lines.joined(separator: " ")]
        }.map(DoubledParentheses.collapsed)
    }

    /// Whether `line` starts with a digit or a vulgar fraction ("½", "⅓").
    private static func startsWithAmount(_ line: String) -> Bool {
        guard let first = line.unicodeScalars.first else { return false }
        return ("0"..."9").contains(first) || ("\u{BC}"..."\u{BE}").contains(first) || ("\u{2150}"..."\u{215E}").contains(first)
    }

    static func ingredientLines(_ value: String) -> [String] {
        var lines: [String] = []
        var pendingAmount: String?
        for line in value.split(separator: "\n") {
            let text = String(line)
            if !text.contains(where: \.isLetter) {
                pendingAmount = pendingAmount.map { $0 + " " + text } ?? text
                continue
            }
            lines.append(pendingAmount.map { $0 + " " + text } ?? text)
            pendingAmount = nil
        }
        if let pendingAmount { lines.append(pendingAmount) }
        return lines
    }

    /// The ingredients from Larder's `larder:ingredientGroups`, when its lines
    /// are exactly the node's `recipeIngredient` (a tool that changed those
    /// and kept the extension as it was gets the plain lines).
    static func larderIngredientGroups(_ node: [String: JSON]) -> [Ingredient]? {
        guard case .array(let groups)? = node["larder:ingredientGroups"] else { return nil }
        var ingredients: [Ingredient] = []
        for case .object(let group) in groups {
            let name = JSONValue.text(group["name"])
            ingredients += JSONValue.texts(group["recipeIngredient"]).map { Ingredient(line: $0, group: name) }
        }
        guard ingredients.count <= 2_000, ingredients.map(\.line) == JSONValue.texts(node["recipeIngredient"]) else { return nil }
        return ingredients
    }

    /// "1. Boil", "2) Drain", "Step 3: Serve" → the instruction alone.
    static func withoutNumbering(_ line: String) -> String {
        var text = Substring(line.trimming(" \t"))
        for word in ["Step ", "step ", "Étape ", "Шаг "] where text.hasPrefix(word) {
            let rest = text.dropFirst(word.count)
            if rest.first?.isNumber == true { text = rest }
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3 {
            let rest = text.dropFirst(digits.count)
            if let mark = rest.first, ".):、．".contains(mark) {
                text = rest.dropFirst()
            }
        }
        return text.trimming(" \t")
    }

    private func languageTag(_ value: JSON?) -> String? {
        if let object = value?.object {
            return JSONValue.text(object["alternateName"] ?? object["name"])
        }
        return JSONValue.text(value)
    }

    private func rating(_ node: [String: JSON]) -> Double? {
        if let own = JSONValue.number(node["larder:rating"]), (0...5).contains(own) { return own }
        guard let aggregate = node["aggregateRating"]?.object,
              let value = JSONValue.number(aggregate["ratingValue"]) else { return nil }
        let best = JSONValue.number(aggregate["bestRating"]) ?? 5
        guard best > 0 else { return nil }
        let scaled = value / best * 5
        return (scaled * 100).rounded() / 100 > 5 ? nil : max(0, (scaled * 100).rounded() / 100)
    }

    /// The first image reference: a string, an ImageObject's `url`/`contentUrl`, or an array's first.
    private func imageReference(_ value: JSON?) -> String? {
        switch value {
        case .string(let string)?: return string.isEmpty ? nil : string
        case .object(let object)?: return imageReference(object["url"] ?? object["contentUrl"] ?? object["@id"])
        case .array(let elements)?: return elements.lazy.compactMap { imageReference($0) }.first
        default: return nil
        }
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0.lowercased()).inserted }
    }
}

extension String {
    /// `nil` for an empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
