import CGLib
import Glibc
import LarderGLib

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
        let meanwhile = platform.triesNextRuleWhenModuleFails
            ? "until then cards are indexed as plain text only" : "until then cards are not indexed at all: \(platform.name) tries no other rule"
        if let module = ruleModule(in: rules) {
            if !platform.extractorCanRead(module) {
                problems.append("\(platform.name)'s extractor sandbox cannot load \(module): install it under \(IndexerPlatform.moduleFolder) (`make install` does; \(meanwhile))")
            }
        } else {
            problems.append("no \(platform.name) extract rule for \(ApplicationID.cardMimeType) with an existing module in \(rules): run `make install` (\(meanwhile))")
        }
        if typeProblem == nil, let database = mimeDatabase(), !platform.extractorCanRead(database) {
            problems.append("\(platform.name)'s extractor sandbox cannot read the MIME type in \(database), so it indexes cards as plain Markdown: install the type into \(IndexerPlatform.mimeFolder) (`make install` does)")
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
