import LarderModel

/// The identity a recipe gets when its file gives it none (no identifier,
/// `@id` or app ID), so that importing the same file again, or again after
/// an import was killed, updates the recipes it made rather than adding them
/// twice. One value per file, fed the file's recipes in order:
///
/// - A recipe with an identifier keeps it (numbered when the file gives one
///   identifier to two of its recipes, so that neither goes over the other).
/// - Else a recipe with an absolute web address (its `url`, or for a saved
///   page the page's canonical or `og:url` address) is matched by that
///   address, as re-saving a page updates its recipe; only the first recipe
///   of the file with that address is, as the others cannot be told apart
///   by it. Pages also write "true" or a path there: those name nothing.
/// - Else its identifier is `content:` and a fingerprint of its name,
///   ingredient lines and steps (case and runs of white space ignored),
///   numbered when the file repeats the same content. A recipe edited in
///   the source then comes in beside the old one, never over a different one.
struct DerivedIdentity {
    /// The prefix of derived identifiers.
    static let prefix = "content:"

    private var addressesSeen: Set<String> = []
    private var contentsSeen: [String: Int] = [:]
    private var identifiersSeen: [String: Int] = [:]

    /// Gives `recipe` an identity if it brings none.
    mutating func assign(to recipe: inout Recipe) {
        // An address a recipe of this file has is taken, whether that recipe is known by it or by an identifier.
        defer { if let address = recipe.sourceURL { addressesSeen.insert(address) } }
        if let id = recipe.externalID, !id.isEmpty {
            // A file that gives two of its recipes one identifier (a page naming its
            // recipe twice, differently) keeps both: the second is numbered.
            let occurrence = identifiersSeen[id, default: 0] + 1
            identifiersSeen[id] = occurrence
            if occurrence > 1 { recipe.externalID = id + "#\(occurrence)" }
            return
        }
        // Only an absolute web address names a recipe across files.
        if let address = recipe.sourceURL, Self.isAbsoluteWebAddress(address), !addressesSeen.contains(address) { return }
        let fingerprint = Self.fingerprint(of: recipe)
        let occurrence = contentsSeen[fingerprint, default: 0] + 1
        contentsSeen[fingerprint] = occurrence
        recipe.externalID = Self.prefix + fingerprint + (occurrence > 1 ? "-\(occurrence)" : "")
    }

    static func isAbsoluteWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return (lower.hasPrefix("https://") || lower.hasPrefix("http://")) && lower.count > 10
    }

    /// The fingerprint of what the recipe is: its name, ingredient lines and
    /// steps, folded so that a re-export that changes case or spacing names
    /// the same recipe.
    static func fingerprint(of recipe: Recipe) -> String {
        var parts = [folded(recipe.name), "\(recipe.ingredients.count)"]
        parts += recipe.ingredients.map { folded($0.line) }
        parts += recipe.steps.map { folded($0.text) }
        return ContentFingerprint.of(parts)
    }

    /// `text` lower-cased, with each run of white space made one space and none at the ends.
    private static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
