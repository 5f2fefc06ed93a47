import CGLib
import Glibc
import LarderGLib
import LarderLocalization

/// What must be installed for the desktop's indexer to index cards with
/// their metadata: a known indexer, the MIME type, and an extract rule whose
/// module exists.
public enum TrackerInstallation {
    /// Problems a user can fix, in words; empty when all is in place.
    public static func problems(platform: IndexerPlatform? = .current) -> [String] {
        var problems: [String] = []
        let typeProblem = CardTypeCheck.problem()
        if let typeProblem { problems.append(typeProblem) }
        guard let platform else {
            problems.append(IndexerPlatform.notInstalledMessage)
            return problems
        }
        let rules = platform.activeRulesFolder
        // What a module that does not load costs: up to LocalSearch 3.11 the
        // stock text module takes the cards; 3.12 tries no other rule.
        let triesNextRule = platform.triesNextRuleWhenModuleFails
        if let module = ruleModule(in: rules) {
            if !platform.extractorCanRead(module) {
                if triesNextRule {
                    // TRANSLATORS: the %@ are the indexer's name (LocalSearch, Tracker), a module's
                    // path and a folder; `make install` is a command.
                    problems.append(tr("%@'s extractor sandbox cannot load %@: install it under %@ (`make install` does; until then cards are indexed as plain text only)",
                                       platform.name, module, IndexerPlatform.moduleFolder))
                } else {
                    // TRANSLATORS: %1$@ is the indexer's name (LocalSearch, Tracker), %2$@ a module's
                    // path, %3$@ a folder; `make install` is a command.
                    problems.append(tr("%1$@'s extractor sandbox cannot load %2$@: install it under %3$@ (`make install` does; until then cards are not indexed at all: %1$@ tries no other rule)",
                                       platform.name, module, IndexerPlatform.moduleFolder))
                }
            }
        } else if triesNextRule {
            // TRANSLATORS: the %@ are the indexer's name (LocalSearch, Tracker), a MIME type and
            // a folder; `make install` is a command.
            problems.append(tr("no %@ extract rule for %@ with an existing module in %@: run `make install` (until then cards are indexed as plain text only)",
                               platform.name, ApplicationID.cardMimeType, rules))
        } else {
            // TRANSLATORS: %1$@ is the indexer's name (LocalSearch, Tracker), %2$@ a MIME type,
            // %3$@ a folder; `make install` is a command.
            problems.append(tr("no %1$@ extract rule for %2$@ with an existing module in %3$@: run `make install` (until then cards are not indexed at all: %1$@ tries no other rule)",
                               platform.name, ApplicationID.cardMimeType, rules))
        }
        if typeProblem == nil, let database = mimeDatabase(), !platform.extractorCanRead(database) {
            // TRANSLATORS: the first %@ is the indexer's name (LocalSearch, Tracker), the others
            // are folders; `make install` is a command.
            problems.append(tr("%@'s extractor sandbox cannot read the MIME type in %@, so it indexes cards as plain Markdown: install the type into %@ (`make install` does)",
                               platform.name, database, IndexerPlatform.mimeFolder))
        }
        return problems
    }

    /// The first MIME database in the XDG data folders that defines the card type.
    static func mimeDatabase() -> String? {
        let folders = [String(cString: g_get_user_data_dir())] + borrowStrings(g_get_system_data_dirs())
        let type = ApplicationID.cardMimeType
        return folders.map { $0 + "/mime" }.first { access($0 + "/" + type + ".xml", R_OK) == 0 }
    }

    /// The module of the first rule for cards in `rulesFolder`, when it exists.
    static func ruleModule(in rulesFolder: String) -> String? {
        for name in folderEntries(rulesFolder) where name.hasSuffix(".rule") {
            let file = g_key_file_new()
            defer { g_key_file_free(file) }
            guard g_key_file_load_from_file(file, rulesFolder + "/" + name, LARDER_G_KEY_FILE_NONE, nil) != 0 else { continue }
            let types = takeStrings(g_key_file_get_string_list(file, "ExtractorRule", "MimeTypes", nil, nil))
            guard types.contains(ApplicationID.cardMimeType),
                  let module = takeString(g_key_file_get_string(file, "ExtractorRule", "ModulePath", nil)),
                  module.hasPrefix("/"), access(module, R_OK) == 0 else { continue }
            return module
        }
        return nil
    }
}
