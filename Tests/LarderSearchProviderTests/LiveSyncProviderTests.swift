import Foundation
import LarderTestSupport
import Testing

/// The search provider while `larder sync --watch` runs: a card saved in an
/// editor is found in the shell's search without any larder command.
@Suite("search provider with larder sync --watch")
struct LiveSyncProviderTests {
    @Test("a card edited with sed -i, then saved by a rename over it: the provider finds each edit, its name follows")
    func editedCardReachesTheProvider() throws {
        let session = try ProviderSession()
        let watcher = try SyncWatcher(storePath: session.cli.storePath, environment: session.environment)
        try watcher.waitUntilWatching()
        let client = try session.client()
        let id = try session.id(of: "Apple Crumble")
        let card = session.folder.file("Recipes/Apple Crumble.recipe.md")
        #expect(try client.initialResultSet(["axolotl"]).isEmpty)

        let sed = try session.cli.run(["-i", "s/60 g caster sugar/60 g axolotl sugar/", card], executable: "/bin/sed")
        #expect(sed.status == 0, "\(sed.stderr)")
        #expect(try Poll.until(seconds: 30) { try client.initialResultSet(["axolotl"]) == [id] } != nil)
        // The watcher writes the card back in Larder's form after taking the edit: the next edit starts from that.
        #expect(watcher.waitUntilSettled())

        // A rename over the card that also renames the recipe: the provider shows the new name.
        let edited = try String(contentsOfFile: card, encoding: .utf8)
            .replacingOccurrences(of: "title: Apple Crumble", with: "title: Axolotl Crumble")
            .replacingOccurrences(of: "# Apple Crumble", with: "# Axolotl Crumble")
        let temporary = session.folder.file("Recipes/.Apple Crumble.recipe.md.swp")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: temporary))
        #expect(rename(temporary, card) == 0)
        #expect(try Poll.until(seconds: 30) { try client.resultMetas([id]).first?["name"] == "Axolotl Crumble" } != nil,
                "\(watcher.events.suffix(3)) \((try? client.resultMetas([id])) ?? [])")
        #expect(watcher.waitUntilSettled())
        #expect(FileManager.default.fileExists(atPath: session.folder.file("Recipes/Axolotl Crumble.recipe.md")), "the card follows its new name")
        #expect(try session.cli.run(["export", "--check"]).status == 0)
    }
}
