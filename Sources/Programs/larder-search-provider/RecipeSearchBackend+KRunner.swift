import Foundation
import LarderLocalization
import LarderModel
import LarderStore
import LarderDesktop
import LarderGLib

/// KRunner's questions (org.kde.krunner1), answered from the same search as
/// GNOME Shell's: Match is GetInitialResultSet with each result's metas in
/// KRunner's form, and the default action is ActivateResult.
extension RecipeSearchBackend: KRunnerBackend {
    /// Every match offers these (a card in the file manager only when it is exported).
    static let runnerActions = [
        // TRANSLATORS: an action KRunner offers on a recipe it found.
        KRunnerAction(id: "open", text: tr("Open Recipe"), iconName: "document-open"),
        // TRANSLATORS: an action KRunner offers on a recipe it found: shows its card file.
        KRunnerAction(id: "show-card", text: tr("Show Card in File Manager"), iconName: "folder-open"),
        // TRANSLATORS: an action KRunner offers on a recipe it found.
        KRunnerAction(id: "copy", text: tr("Copy Recipe as Text"), iconName: "edit-copy"),
    ]
    /// The heading KRunner shows the matches under.
    // TRANSLATORS: the heading KRunner shows Larder's matches under.
    static let runnerCategory = tr("Recipes")
    /// How many of the first matches carry their card as icon-data: KRunner
    /// shows a few per category, and a card's first drawing runs larder-thumbnailer.
    /// The others show the application's icon.
    static let matchesWithCards = 10
    /// KRunner shows a handful of matches per runner and asks again at every
    /// key typed (no narrowing, unlike GNOME Shell's subsearch): the first 20
    /// of the shared search are enough, and keep each Match cheap.
    static let maximumMatches = 20

    /// As ``query(_:)`` wants (KRunner cannot express its CJK exception).
    var minimumLetterCount: Int { Self.minimumQueryCharacters }

    func match(_ query: String) -> [KRunnerMatch] {
        // What is typed, split into terms as GNOME Shell splits it: both desktops search alike.
        let terms = query.split(whereSeparator: \.isWhitespace).map(String.init)
        // The first 20 of the same search, searched as 20: asking for GNOME Shell's 100 and
        // keeping 20 searched the other recipes too whenever the names matched fewer than 100.
        // A match needs only what the search's summaries hold; no recipe is read whole.
        let hits = hits(for: terms, limit: Self.maximumMatches)
        guard !hits.isEmpty, let store else { return [] }
        let typed = terms.joined(separator: " ")
        // Every match's card record in one read, not a read per match.
        let folder = (try? store.cardFolder()) ?? nil
        let cards = folder == nil ? [:] : ((try? store.cardFiles(for: hits.map(\.recipe.id))) ?? [:])
        return hits.enumerated().map { rank, hit in
            let recipe = hit.recipe
            let card = Self.cardPath(of: cards[recipe.id], in: folder).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
            let named = recipe.name.compare(typed, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
            return KRunnerMatch(
                id: UUIDText.string(recipe.id), text: recipe.name, iconName: ApplicationID.id,
                kind: named ? .exact : .possible,
                relevance: Double(hits.count - rank) / Double(hits.count),  // 1 for the first, falling with the rank
                category: Self.runnerCategory, subtext: recipe.factsLine,
                urls: card.map { [URL(fileURLWithPath: $0).absoluteString] } ?? [],
                actions: Self.runnerActions.map(\.id).filter { $0 != "show-card" || card != nil },
                icon: rank < Self.matchesWithCards ? cardIcon(recipe, store: store) : nil)
        }
    }

    func actions() -> [KRunnerAction] {
        Self.runnerActions
    }

    func run(_ matchID: String, actionID: String) {
        // The token KRunner sent just before this Run is for this Run alone.
        let token = activationToken
        activationToken = nil
        guard let store, let id = UUID(uuidString: matchID), let recipe = try? store.recipe(id: id) else { return }
        switch actionID {
        case "", "open":
            open(matchID, activationToken: token)
        case "show-card":
            guard let card = Self.cardPath(of: id, in: store), FileManager.default.fileExists(atPath: card) else {
                return Self.report("“\(recipe.name)” has no card file; larder export --cards writes one")
            }
            do {
                try FileManagerItems.show(card, startupID: token ?? "")
            } catch {
                Self.report("cannot show \(card): \(error)")
            }
        case "copy":
            do {
                _ = try Clipboard.copy(RecipeClipboardText.text(of: recipe))
            } catch {
                Self.report("cannot copy “\(recipe.name)”: \(error)")
            }
        default:
            Self.report("no action \(actionID)")
        }
    }

    /// Nothing is kept per match session; the store stays open for the next one.
    func teardown() {}

    func setActivationToken(_ token: String) {
        activationToken = token.isEmpty ? nil : token
    }

    /// The card drawn for GNOME Shell's result list, as pixels: KRunner takes
    /// no icon file, only a name from the theme or the image itself.
    private func cardIcon(_ recipe: RecipeSummary, store: RecipeStore) -> KRunnerIcon? {
        icons.icon(for: recipe.id, modified: recipe.modified, store: store).flatMap(decodedIcons.icon(atPath:))
    }
}
