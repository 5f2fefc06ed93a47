import ArgumentParser
import Foundation
import LarderCardFolder
import LarderLocalization

extension Larder {
    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resolve",
            abstract: tr("Settle a conflict between an edited card and the store."),
            discussion: tr("""
                When a card was edited while its recipe changed in the store too, Larder keeps \
                both: the store's version as the recipe's card, and the edited card beside it as \
                "NAME (conflict DATE).recipe.md". `larder export --check` lists such conflicts. \
                --keep card makes the card's content the recipe (a recipe deleted since comes \
                back); --keep store keeps the recipe as the store has it. Either way the \
                conflicting file goes and the recipe's card shows the version kept.

                Examples:
                  larder export --check
                  larder resolve "Toast (conflict 2026-11-22 19-40-05).recipe.md" --keep card
                """))

        @OptionGroup var storeOptions: StoreOptions

        @Argument(help: ArgumentHelp(tr("The conflicting card: its name in the card folder, or its path."), valueName: "card"))
        var card: String

        @Option(help: ArgumentHelp(tr("Which version to keep."), valueName: "card|store"))
        var keep: CardFolderSync.Keeping

        @Flag(help: ArgumentHelp(tr("Print what was done as JSON."))) var json = false

        func run() throws {
            let store = try storeOptions.open()
            let folder = try RequiredCardFolder.of(store)
            let name = (card as NSString).lastPathComponent
            if card.contains("/"), URL(fileURLWithPath: card).deletingLastPathComponent().standardizedFileURL.path != folder {
                // TRANSLATORS: %1$@ is the card given, %2$@ the card folder's path.
                throw CLIError(tr("%@ is not in the card folder %@", card, folder))
            }
            let report = try CLIError.wrapping { try CardFolderSync(store: store, folder: folder).resolve(name, keeping: keep) }
            if json {
                try Output.json(report)
            } else {
                if keep == .card {
                    // TRANSLATORS: %@ is the conflicting card's file name.
                    Output.line(tr("Kept the card's version of %@ as the recipe.", name))
                } else {
                    // TRANSLATORS: %@ is the conflicting card's file name.
                    Output.line(tr("Kept the store's version; removed %@.", name))
                }
            }
        }
    }
}

extension CardFolderSync.Keeping: NamedValueArgument {}
