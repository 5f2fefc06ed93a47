import Foundation
import LarderActions
import LarderCard
import LarderModel
import LarderStore
import LarderDesktop
import LarderGLib
import LarderInterchange

/// Answers the shell's questions from the store (and KRunner's, in
/// RecipeSearchBackend+KRunner.swift, from the same search). The store is opened read-only
/// (WAL readers never wait for a writer) and lazily, so a provider started
/// before the first import still finds recipes later; every query reads the
/// store as it is now, so new recipes show without a restart.
final class RecipeSearchBackend: SearchProviderBackend {
    let storePath: String
    private var openedStore: RecipeStore?
    let icons = ResultIcons()
    /// KRunner's icons, decoded from `icons`' files.
    let decodedIcons = DecodedIcons()
    private let pages = RecipePages()
    /// The activation token KRunner sent for its next Run, used once.
    var activationToken: String?
    /// The most results one search returns (the shell shows five).
    static let maximumResults = 100
    /// Longer queries are cut here: nobody types more, and a pasted page must stay fast.
    static let maximumQueryCharacters = 256
    /// Shorter queries mean nothing, unless CJK (KRunner is told this too, as MinLetterCount).
    static let minimumQueryCharacters = 2

    init(storePath: String) {
        self.storePath = storePath
    }

    var store: RecipeStore? {
        // One reader: calls come one at a time, and each connection keeps its own page cache.
        // Half SQLite's: a search reads the index and its results' rows only (1,000 KB and
        // 2,000 in turns at 100,000 recipes: the same latency within the noise, 0.7 MB less).
        if openedStore == nil {
            openedStore = try? RecipeStore(path: storePath, mode: .readOnly, maximumReaders: 1, pageCacheKilobytes: 1_000)
        }
        return openedStore
    }

    func initialResults(for terms: [String]) -> [String] {
        identifiers(for: terms, within: nil)
    }

    /// The best results' IDs for the terms (among `ids` when given), as GNOME
    /// Shell's result sets return them; none when the terms are too short to
    /// mean anything or there is no store yet.
    private func identifiers(for terms: [String], within ids: [UUID]?) -> [String] {
        guard let query = Self.query(terms), let store else { return [] }
        return ((try? store.searchIdentifiers(query, within: ids, limit: Self.maximumResults)) ?? []).map(UUIDText.string)
    }

    /// The search's best `limit` hits for the terms, with their summaries (KRunner's
    /// matches); none when they are too short to mean anything or there is no store yet.
    func hits(for terms: [String], limit: Int) -> [SearchHit] {
        guard let query = Self.query(terms), let store else { return [] }
        return (try? store.search(query, limit: limit)) ?? []
    }

    func subsearchResults(narrowing previous: [String], for terms: [String]) -> [String] {
        identifiers(for: terms, within: previous.compactMap(UUIDText.uuid))
    }

    func metas(for identifiers: [String]) -> [SearchResultMeta] {
        guard let store else { return [] }
        let ids = identifiers.compactMap(UUIDText.uuid)
        guard let recipes = try? store.recipes(ids: ids, includingPhoto: false) else { return [] }
        return ids.compactMap { id in
            guard let recipe = recipes[id] else { return nil }
            return SearchResultMeta(id: UUIDText.string(id), name: recipe.name, description: recipe.factsLine,
                                    iconFile: icons.icon(for: recipe.id, modified: recipe.modified, store: store), clipboardText: RecipeClipboardText.text(of: recipe))
        }
    }

    func activate(_ identifier: String, terms: [String], timestamp: UInt32) {
        open(identifier, activationToken: nil)
    }

    /// Opens the recipe's page, as `larder open ID` does, in the browser
    /// (raised with `activationToken` when the launcher gave one), and
    /// records its card among the recently used files.
    func open(_ identifier: String, activationToken: String?) {
        guard let store, let id = UUID(uuidString: identifier), let recipe = try? store.recipe(id: id) else { return }
        do {
            try Self.open(pages.write(recipe, store: store), activationToken: activationToken)
        } catch {
            Self.report("cannot open “\(recipe.name)”: \(error)")
        }
        if let card = Self.cardPath(of: id, in: store) {
            try? RecentlyUsed.add(card, mimeType: ApplicationID.cardMimeType, application: "Larder", exec: "larder open %u")
        }
    }

    /// Where the recipe's card is exported, by the store's record; nil when it has none.
    static func cardPath(of id: UUID, in store: RecipeStore) -> String? {
        guard let folder = (try? store.cardFolder()) ?? nil else { return nil }
        return cardPath(of: try? store.cardFile(for: id), in: folder)
    }

    /// Where a card with this record is, in this card folder; nil without either.
    static func cardPath(of record: CardFileRecord?, in folder: String?) -> String? {
        guard let folder, let record else { return nil }
        return folder + "/" + record.fileName
    }

    func launchSearch(for terms: [String], timestamp: UInt32) {
        guard let query = Self.query(terms), let store,
              let hits = try? store.search(query, limit: Self.maximumResults) else { return }
        let recipes = (try? store.recipes(ids: hits.map(\.recipe.id), includingPhoto: false)) ?? [:]
        do {
            try Self.open(pages.writeSearchResults(query: query, recipes: hits.compactMap { recipes[$0.recipe.id] }, store: store),
                          activationToken: nil)
        } catch {
            Self.report("cannot open the list of matches: \(error)")
        }
    }

    /// Opens a page in the browser; without a display, says where it is.
    private static func open(_ page: String, activationToken: String?) throws {
        if try !RecipePages.open(page, activationToken: activationToken) { report("no display; the page is \(page)") }
    }

    static func report(_ message: String) {
        FileHandle.standardError.write(Data("larder-search-provider: \(message)\n".utf8))
    }

    /// The terms as one query, or nil when too short to mean anything: under
    /// ``minimumQueryCharacters``, unless they include a CJK one (one Han character is a word).
    static func query(_ terms: [String]) -> String? {
        let text = String(terms.joined(separator: " ").prefix(maximumQueryCharacters)).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count >= minimumQueryCharacters || CJKScript.containsWrittenWithoutSpaces(text) else { return nil }
        return text
    }

}
