import ArgumentParser
import Foundation
import LarderStore
import LarderInterchange
import LarderLocalization

extension Larder {
    struct Trash: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "trash",
            abstract: tr("List deleted recipes, kept in the trash for 30 days."),
            // TRANSLATORS: %@ is the number of days.
            discussion: trn("""
                Every deleted recipe goes to the trash first, whole (photo included): deleted \
                with `larder rm`, or because its card was removed from the card folder (by you \
                or a sync tool) and `larder export --sync` took that as a deletion. It stays \
                %@ day; `larder restore` brings it back with its identity, \
                and its card with it.
                """, """
                Every deleted recipe goes to the trash first, whole (photo included): deleted \
                with `larder rm`, or because its card was removed from the card folder (by you \
                or a sync tool) and `larder export --sync` took that as a deletion. It stays \
                %@ days; `larder restore` brings it back with its identity, \
                and its card with it.
                """, RecipeStore.trashDays, RecipeStore.trashDays))

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: ArgumentHelp(tr("Print the list as JSON, for scripts."))) var json = false

        func run() throws {
            let store = try storeOptions.open()
            let trashed = try CLIError.wrapping { try store.trash() }
            if json {
                try Output.json(trashed)
                return
            }
            if trashed.isEmpty {
                Output.line(tr("The trash is empty."))
                return
            }
            for item in trashed {
                let when = DateText.string(item.deletedAt).prefix(16).replacingOccurrences(of: "T", with: " ")
                if item.reason == .cardRemoved {
                    // TRANSLATORS: %1$@ is a recipe's short ID, %2$@ its name, %3$@ the date and time its card was removed.
                    Output.line(tr("%@  %@  (card removed %@)", RecipeFormat.shortID(item.id), item.name, when))
                } else {
                    // TRANSLATORS: %1$@ is a recipe's short ID, %2$@ its name, %3$@ the date and time it was deleted.
                    Output.line(tr("%@  %@  (deleted %@)", RecipeFormat.shortID(item.id), item.name, when))
                }
            }
        }
    }

    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "restore",
            abstract: tr("Bring recipes back from the trash."),
            discussion: tr("""
                RECIPE is the ID (or its first characters, at least 4) or the exact name of a \
                recipe `larder trash` lists. It comes back as it was deleted, with the same \
                identity, and its card is written again.
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("Recipes in the trash: IDs, ID prefixes or names."), valueName: "recipe"))
        var references: [String]

        func validate() throws {
            if references.isEmpty { throw ValidationError(tr("Name at least one recipe to restore (`larder trash` lists them)")) }
        }

        func run() throws {
            let store = try storeOptions.open()
            let trashed = try CLIError.wrapping { try store.trash() }
            let ids = try references.map { try Self.find($0, in: trashed) }
            for id in ids {
                let recipe = try CLIError.wrapping { try store.restore(id) }
                // TRANSLATORS: %1$@ is a recipe's name, %2$@ its short ID.
                Output.line(tr("Restored “%@” %@", recipe.name, RecipeFormat.shortID(id)))
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
                // TRANSLATORS: %@ is the recipe as the user named it.
                throw CLIError(tr("The trash has no recipe “%@” (`larder trash` lists it)", reference), exitCode: CLIError.notFoundCode)
            }
            guard matches.count == 1 else {
                let list = matches.map { "  \($0.id.uuidString.lowercased())  \($0.name)" }.joined(separator: "\n")
                // TRANSLATORS: %1$@ is the recipe as the user named it, %2$@ the number of matches
                // (2 or more), %3$@ the list of matching IDs and names, one a line.
                throw CLIError(trn("“%@” matches %@ recipe in the trash; use one of these IDs:\n%@",
                                   "“%@” matches %@ recipes in the trash; use one of these IDs:\n%@",
                                   matches.count, reference, matches.count, list),
                               exitCode: CLIError.ambiguousCode)
            }
            return matches[0].id
        }
    }
}
