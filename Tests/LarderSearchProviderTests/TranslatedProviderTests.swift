import Foundation
import LarderTestSupport
import Testing

/// The search provider in the session's language: D-Bus activation starts it
/// with the session's locale (here French and Russian, made by the test), and
/// KRunner shows its actions and its category as it answers them.
@Suite("Search provider in the session's language")
struct TranslatedProviderTests {
    @Test("KRunner's actions and the results' category are in French and in Russian; the facts line stays in the card's language",
          arguments: ["fr", "ru"])
    func krunnerActions(language: String) throws {
        let catalogue = try TranslationCatalogue(language)
        let session = try ProviderSession(language: language)
        let krunner = try session.krunner()
        let actions = try krunner.actions()
        let expected = try [
            ("open", catalogue.text("Open Recipe")),
            ("show-card", catalogue.text("Show Card in File Manager")),
            ("copy", catalogue.text("Copy Recipe as Text")),
        ]
        #expect(actions.map(\.id) == expected.map(\.0))
        #expect(actions.map(\.text) == expected.map(\.1), "\(actions.map(\.text))")
        #expect(!actions.contains { $0.text == "Open Recipe" })

        let id = try session.id(of: "Борщ")
        let match = try #require(try krunner.match("борщ").first { $0.id == id })
        #expect(match.category == (try catalogue.text("Recipes")), "\(match.category)")
        #expect(match.subtext == "Суп · 3 ч · 6 порций", "the card's own language, not the session's: \(match.subtext)")
    }
}
