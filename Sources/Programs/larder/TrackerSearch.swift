import Foundation
import LarderModel
import LarderStore
import LarderDesktop
import LarderIndexer
import LarderLocalization

/// `larder search --tracker`: the same question asked of the desktop's index (Tracker or LocalSearch).
enum TrackerSearch {
    struct Hit: Encodable {
        var file: String
        var name: String?
        var uri: String?
        /// The recipe's ID when this store has the card's recipe.
        var id: String?
    }

    static func run(_ query: String, limit: Int, json: Bool, store: RecipeStore) throws {
        let cards = try CLIError.wrappingDesktop {
            try TrackerCardIndex(endpoint: try TrackerEndpoint()).search(query, limit: limit)
        }
        let hits = try CLIError.wrapping { try cards.map { card in
            let uri = card.objectURI.flatMap { ObjectURI($0) }
            let ours = try uri.map { try store.recipe(id: $0.recipeID, includingPhoto: false) != nil } ?? false
            return Hit(file: card.path, name: card.title, uri: card.objectURI, id: ours ? uri?.recipeID.uuidString.lowercased() : nil)
        } }
        if json {
            try Output.json(hits)
        } else if hits.isEmpty {
            Output.note(tr("The desktop's index has no recipe card matching that."))
        } else {
            for hit in hits {
                let owner: String
                if let id = hit.id {
                    owner = String(id.prefix(8))
                } else if hit.uri == nil {
                    // TRANSLATORS: in place of a recipe's short ID, for a card without an object URI (one written by hand, say).
                    owner = tr("(text)")
                } else {
                    // TRANSLATORS: in place of a recipe's short ID, for a card whose recipe is in another store.
                    owner = tr("(other store)")
                }
                // A translated label longer than the column is kept whole, not cut.
                let column = owner.count < 13 ? owner.padding(toLength: 13, withPad: " ", startingAt: 0) : owner
                Output.line("\(column) \(hit.name ?? "?")  \(hit.file)")
            }
        }
    }
}
