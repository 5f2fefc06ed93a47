import ArgumentParser
import LarderLocalization
import LarderStore

/// `--store PATH`, shared by every subcommand.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        tr("The store file (default: $LARDER_STORE, else $XDG_DATA_HOME/larder/larder.sqlite)."),
        valueName: "path"))
    var store: String?

    /// The store's path after applying the defaults.
    var path: String { StoreLocation.resolve(explicit: store) }

    /// Opens the store for a command that only reads it, without writing:
    /// opened for writing, a closed store gets a write (GRDB starts its
    /// write-ahead log with one) and, at close, a checkpoint and three syncs:
    /// more than a cold `larder list` spends on its query. A missing store
    /// (created, empty) or one that needs an upgrade is opened as by any command.
    func openForReading() throws -> RecipeStore {
        do {
            return try RecipeStore(path: path, mode: .readOnly)
        } catch let error as StoreError where error.code == .needsUpgrade || error.code == .access {
            return try open()
        } catch let error as StoreError {
            throw CLIError(error)
        }
    }

    /// Opens the store, turning a failure into a message for the user;
    /// `maximumReaders` bounds its concurrent reading connections (each has a page cache).
    func open(_ mode: RecipeStore.Mode = .readWrite, maximumReaders: Int = 5) throws -> RecipeStore {
        do {
            return try RecipeStore(path: path, mode: mode, maximumReaders: maximumReaders)
        } catch let error as StoreError {
            throw CLIError(error)
        }
    }
}
