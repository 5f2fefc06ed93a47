import ArgumentParser
import Foundation
import LarderLocalization

/// The `larder` command: the root of the subcommands, and the one place that
/// turns errors into messages and exit codes.
@main
struct Larder: ParsableCommand {
    static var configuration: CommandConfiguration {
        var configuration = fullConfiguration
        // ArgumentParser looks for `--generate-completion-script` before every
        // parse, by parsing the arguments twice more as two commands of its own:
        // 9% of `larder list`'s instructions (callgrind), and it skips that only
        // for a command with a super-command name. So the name is set while
        // arguments without that option are parsed, and read nowhere else then:
        // help and error messages are made after parsing, without it.
        if parsingWithoutCompletionCheck { configuration._superCommandName = "" }
        return configuration
    }

    nonisolated(unsafe) private static var parsingWithoutCompletionCheck = false

    private static let fullConfiguration = CommandConfiguration(
        commandName: "larder",
        abstract: tr("Keep a recipe collection and make every recipe part of the desktop."),
        discussion: tr("""
            Recipes live in one SQLite store: $XDG_DATA_HOME/larder/larder.sqlite by default \
            (~/.local/share/larder/larder.sqlite). Choose another with --store PATH or the \
            LARDER_STORE environment variable.

            A recipe is named by its ID (or the first characters of it, as `larder list` shows), \
            its object URI (larder://STORE/recipe/ID), or its exact name.

            Exit codes:
              0   success
              1   error: the store cannot be opened, a file cannot be written, ...
              2   partly failed: some files or recipes could not be imported
              3   not found: no recipe matches the given ID, URI or name
              4   ambiguous: several recipes match; use the ID
              5   differences: `export --check` found the cards out of step with the store,
                  or `index status` found cards Tracker has not (correctly) indexed
              64  usage error: unknown option, missing argument, bad value

            Examples:
              larder import ~/Downloads/recipes/      import every recipe file in a folder
              larder search creme brulee              search, with or without accents
              larder show carbonara --json            one recipe, for scripts
            """),
        version: "0.1.0",
        // Each command names itself (commandName): a name derived from the type's costs a scan of
        // the runtime's conformance tables at every start, a tenth of `larder list`'s processor time.
        subcommands: [Import.self, List.self, Show.self, Search.self, Add.self, Edit.self, Remove.self, Trash.self, Restore.self, Export.self, Sync.self, Resolve.self, Open.self, Preview.self, Cookbook.self, Shop.self, Index.self]
    )

    /// Runs the command; a ``CLIError`` becomes its message on stderr and its exit code.
    static func main() {
        // Before the configuration's texts are made and before any thread starts.
        Localization.setUp()
        do {
            var command = try parseSkippingCompletionCheck()
            try command.run()
        } catch let error as CLIError {
            Output.error(error.message)
            Foundation.exit(error.exitCode.rawValue)
        } catch {
            exit(withError: error)
        }
    }

    /// `parseAsRoot()`, without ArgumentParser's look for the completion-script
    /// option unless an argument asks for a completion script.
    private static func parseSkippingCompletionCheck() throws -> ParsableCommand {
        parsingWithoutCompletionCheck = !CommandLine.arguments.dropFirst().contains { $0.hasPrefix("--generate-completion-script") }
        defer { parsingWithoutCompletionCheck = false }
        return try parseAsRoot()
    }
}
