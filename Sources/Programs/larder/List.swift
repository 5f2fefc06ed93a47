import ArgumentParser
import LarderLocalization
import LarderStore

extension Larder {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: tr("List the recipes in the store."),
            discussion: tr("Each line shows the short ID (usable wherever a recipe is named), the name, and category · time · yield."))

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: ArgumentHelp(tr("Sort by name, modified, created, cooked (most recently cooked first) or rating.")))
        var sort: RecipeStore.SummaryOrder = .name

        @Option(help: ArgumentHelp(tr("Show at most this many recipes.")))
        var limit: Int?

        @Flag(help: ArgumentHelp(tr("Print a JSON array, for scripts.")))
        var json = false

        func validate() throws {
            if let limit, limit < 0 { throw ValidationError(tr("--limit must be 0 or more")) }
        }

        func run() throws {
            let store = try storeOptions.openForReading()
            let summaries = try CLIError.wrapping { try store.summaries(sortedBy: sort, limit: limit) }
            if json {
                try Output.json(summaries.map { SummaryJSON($0, store: store) })
            } else if summaries.isEmpty {
                Output.note(tr("The store is empty; add recipes with `larder import FILE...` or `larder add`."))
            } else {
                summaries.forEach { Output.line(RecipeFormat.row($0)) }
            }
        }
    }
}

extension RecipeStore.SummaryOrder: NamedValueArgument {}
