import Foundation
import LarderCard
import LarderLocalization
import LarderModel
import LarderInterchange

// MARK: - Cards that arrive: from another machine, or written by hand

extension CardFolderSync {
    /// The cards in the folder that no record names, by what they are.
    struct UnrecordedCards {
        /// Cards without a `uri` line: written by hand, new recipes.
        var handWritten: [CardFile] = []
        /// Cards of a recipe (by its ID) whose own card is not in the folder:
        /// the recipe's card arriving under another name, or from another machine.
        var arrivals: [UUID: [CardFile]] = [:]
        /// Files named like cards that are none Larder can take in, with why.
        var refused: [CardDifference] = []
    }

    /// Reads every unrecorded card once. A card of a recipe whose recorded
    /// card is still in the folder is neither: a copy, or a conflict that
    /// ``check()`` lists and ``resolve(_:keeping:)`` settles.
    func unrecordedCards() throws -> UnrecordedCards {
        let records = try wrap { try store.cardFiles() }
        let recorded = Set(records.values.map(\.fileName))
        var cards = UnrecordedCards()
        for name in folder.allNames() where !name.hasPrefix(".") && !recorded.contains(name) {
            guard let read = readCardFile(name) else { continue }
            guard case .success(let file) = read else {
                if case .failure(let error) = read { cards.refused.append(Self.refusal(name, error)) }
                continue
            }
            guard let id = recipeID(of: file.card) else {
                cards.handWritten.append(file)
                continue
            }
            if let own = records[id], folder.exists(own.fileName) { continue }
            cards.arrivals[id, default: []].append(file)
        }
        return cards
    }

    /// Why the file `name` cannot be taken in, as the user can act on it.
    static func refusal(_ name: String, _ error: CardError) -> CardDifference {
        var message = error.description
        // The parser's message names the field, kept as written in every language.
        if error.code == .notACard, error.message.contains("larder-card") {
            // TRANSLATORS: %@ says what is wrong with a card file; 'larder-card: 1' is a line of
            // the card format, kept as written.
            message = tr("%@ (add a line 'larder-card: 1' to its front matter to make it a recipe)", message)
        }
        return CardDifference(kind: .unreadable, fileName: name, recipeID: nil, message: message)
    }

    /// Takes in the card of each recipe whose own card is not in the folder.
    /// The rule is the same on every machine, so that folders kept in step by
    /// a sync tool converge:
    /// - a recipe this store does not have becomes a recipe, with the card's
    ///   identity and dates (a recipe deleted here comes back from the trash
    ///   first: an edit elsewhere outweighs a deletion here);
    /// - a recipe whose recorded card is gone (renamed on another machine, or
    ///   by hand) takes the card's content if the recipe did not change
    ///   since that card was written; otherwise the arrival is kept beside the
    ///   store's card, as a conflict;
    /// - a recipe with no recorded card takes the card's content if the card
    ///   is newer than the recipe.
    ///
    /// When several cards of one recipe arrive, the newest is taken; the
    /// others stay, as conflicts. The taken file is recorded as the recipe's
    /// card in the same transaction, and the sync that follows renames it.
    func takeArrivals(_ arrivals: [UUID: [CardFile]], report: inout CardSyncReport) throws {
        guard !arrivals.isEmpty else { return }
        let records = try wrap { try store.cardFiles() }
        let trashed = Set(try wrap { try store.trash() }.map(\.id))
        // Recipes whose card is to be written again: under its recipe's name
        // (a card renamed by hand follows its recipe, on every machine alike),
        // or in the store's version beside a conflicting arrival.
        var rewrite: [UUID] = []
        for (id, files) in arrivals.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
            if let own = records[id], folder.exists(own.fileName), !files.contains(where: { $0.name == own.fileName }) { continue }
            guard let newest = files.max(by: { isOlder($0, than: $1) }) else { continue }
            var stored = try wrap { try store.recipe(id: id) }
            if stored == nil, trashed.contains(id) {
                stored = try wrap { try store.restore(id) }
                report.restored.append(newest.card.title)
            }
            guard let stored else {
                // A recipe this store never had: the card's identity, home store and dates.
                try insert(Result { () throws(ImportError) in try CardConversion.recipe(from: newest.card).recipe }, from: newest, report: &report)
                continue
            }
            let storeBytes = cardBytes(stored)
            if storeBytes == newest.bytes {
                try recordAsKnown(newest.bytes, as: newest.name, of: id)
                rewrite.append(id)
                continue
            }
            let storeUnchanged: Bool
            if let own = records[id] {
                storeUnchanged = CardDigest.of(storeBytes) == own.storeDigest
            } else {
                storeUnchanged = !isOlder(newest, than: stored)
            }
            if storeUnchanged {
                switch try take(newest, into: stored, report: &report) {
                case .taken: continue
                case .olderThanStore: rewrite.append(id); continue
                case .changedMeanwhile: break
                }
            }
            // Both changed: the store's card is written under its own name; the
            // arrival stays beside it, a conflict (renamed to a conflict copy
            // if it holds that name).
            report.conflicts.append(newest.name)
            rewrite.append(id)
        }
        if !rewrite.isEmpty { try apply(upserts: rewrite, deletes: [], force: false, cursor: nil, report: &report) }
    }

    /// Whether card `a` was modified before card `b` (by its `modified`
    /// line, then its file name, so every machine picks the same one).
    private func isOlder(_ a: CardFile, than b: CardFile) -> Bool {
        let (first, second) = (modified(a) ?? .distantPast, modified(b) ?? .distantPast)
        return first != second ? first < second : a.name > b.name
    }

    /// Whether `file` is older than the stored recipe.
    private func isOlder(_ file: CardFile, than stored: Recipe) -> Bool {
        (modified(file) ?? .distantPast) < stored.modified
    }

    private func modified(_ file: CardFile) -> Date? {
        CardConversion.modificationDate(of: file.card)
    }
}
