import ArgumentParser
import Foundation
import LarderStore
import LarderInterchange

extension Larder {
    struct Trash: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "trash",
            abstract: "List deleted recipes, kept in the trash for 30 days.",
            discussion: """
                Every deleted recipe goes to the trash first, whole (photo included): deleted \
                with `larder rm`, or because its card was removed from the card folder (by you \
                or a sync tool) and `larder export --sync` took that as a deletion. It stays \
                \(RecipeStore.trashDays) days; `larder restore` brings it back with its identity, \
                and its card with it.
                """)

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: "Print the list as JSON, for scripts.") var json = false

        func run() throws {
            let store = try storeOptions.open()
            let trashed = try CLIError.wrapping { try store.trash() }
            if json {
                try Output.json(trashed)
                return
            }
            if trashed.isEmpty {
                Output.line("The trash is empty.")
                return
            }
            for item in trashed {
                let why = item.reason == .cardRemoved ? "card removed" : "deleted"
                Output.line("\(RecipeFormat.shortID(item.id))  \(item.name)  (\(why) \(DateText.string(item.deletedAt).prefix(16).replacingOccurrences(of: "T", with: " ")))")
            }
        }
    }

    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "restore",
            abstract: "Bring recipes back from the trash.",
            discussion: """
                RECIPE is the ID (or its first characters, at least 4) or the exact name of a \
                recipe `larder trash` lists. It comes back as it was deleted, with the same \
                identity, and its card is written again.
                """)

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp("Recipes in the trash: IDs, ID prefixes or names.", valueName: "recipe"))
        var references: [String]

        func validate() throws {
            if references.isEmpty { throw ValidationError("Name at least one recipe to restore (`larder trash` lists them)") }
        }

        func run() throws {
            let store = try storeOptions.open()
            let trashed = try CLIError.wrapping { try store.trash() }
            let ids = try references.map { try Self.find($0, in: trashed) }
            for id in ids {
                let recipe = try CLIError.wrapping { try store.restore(id) }
                Output.line("Restored “\(recipe.name)” \(RecipeFormat.shortID(id))")
            }
            AfterChangeNotes.run(store)
        }

        /// The one recipe in the trash `reference` names.
        static func find(_ reference: String, in trashed: [TrashedRecipe]) throws -> UUID {
            let text = reference.trimmingCharacters(in: .whitespaces).lowercased()
            var matches = trashed.filter { $0.id.uuidString.lowercased() == text }
            if matches.isEmpty, text.count >= 4 { matches = trashed.filter { $0.id.uuidString.lowercased().hasPrefix(text) } }
            if matches.isEmpty { matches = trashed.filter { $0.name.lowercased() == text } }
            guard !matches.isEmpty else {
                throw CLIError("The trash has no recipe “\(reference)” (`larder trash` lists it)", exitCode: CLIError.notFoundCode)
            }
            guard matches.count == 1 else {
                let list = matches.map { "  \($0.id.uuidString.lowercased())  \($0.name)" }.joined(separator: "\n")
                throw CLIError("“\(reference)” matches \(matches.count) recipes in the trash; use one of these IDs:\n" + list,
                               exitCode: CLIError.ambiguousCode)
            }
            return matches[0].id
        }
    }
}
