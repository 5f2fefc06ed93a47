import ArgumentParser
import LarderStore

extension Larder {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the recipes in the store.",
            discussion: "Each line shows the short ID (usable wherever a recipe is named), the name, and category · time · yield.")

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: "Sort by name, modified, created, cooked (most recently cooked first) or rating.")
        var sort: RecipeStore.SummaryOrder = .name

        @Option(help: "Show at most this many recipes.")
        var limit: Int?

        @Flag(help: "Print a JSON array, for scripts.")
        var json = false

        func validate() throws {
            if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more") }
        }

        func run() throws {
            let store = try storeOptions.openForReading()
            let summaries = try CLIError.wrapping { try store.summaries(sortedBy: sort, limit: limit) }
            if json {
                try Output.json(summaries.map { SummaryJSON($0, store: store) })
            } else if summaries.isEmpty {
                Output.note("The store is empty; add recipes with `larder import FILE...` or `larder add`.")
            } else {
                summaries.forEach { Output.line(RecipeFormat.row($0)) }
            }
        }
    }
}

extension RecipeStore.SummaryOrder: NamedValueArgument {}
