import LarderLocalization
import LarderStore

/// The card folder, for commands that need one set up.
enum RequiredCardFolder {
    static func of(_ store: RecipeStore) throws -> String {
        guard let folder = try CLIError.wrapping({ try store.cardFolder() }) else {
            throw CLIError(tr("No card folder is set up yet; run `larder export --cards [DIR]` first"))
        }
        return folder
    }
}
