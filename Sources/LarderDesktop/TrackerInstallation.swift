import CTracker
import Glibc

/// What must be installed for Tracker to index cards with their metadata:
/// the MIME type, and an extract rule whose module exists.
public enum TrackerInstallation {
    /// Tracker reads rules from this one folder (or TRACKER_EXTRACTOR_RULES_DIR instead).
    public static var rulesFolder: String {
        getenv("TRACKER_EXTRACTOR_RULES_DIR").map { String(cString: $0) } ?? "/usr/share/tracker3-miners/extract-rules"
    }

    /// Problems a user can fix, in words; empty when all is in place.
    public static func problems() -> [String] {
        var problems: [String] = []
        let type = takeString(g_content_type_guess("card.recipe.md", nil, 0, nil)) ?? ""
        if type != TrackerNames.cardMimeType {
            problems.append("the MIME type \(TrackerNames.cardMimeType) is not installed (*.recipe.md is \(type)): run `make install`")
        }
        if ruleModule() == nil {
            problems.append("no Tracker extract rule for \(TrackerNames.cardMimeType) with an existing module in \(rulesFolder): run `make install` (cards are then indexed as plain files)")
        }
        return problems
    }

    /// The module of the first rule for cards, when it exists.
    static func ruleModule() -> String? {
        guard let directory = g_dir_open(rulesFolder, 0, nil) else { return nil }
        defer { g_dir_close(directory) }
        var names: [String] = []
        while let name = g_dir_read_name(directory) { names.append(String(cString: name)) }
        for name in names.sorted() where name.hasSuffix(".rule") {
            let file = g_key_file_new()
            defer { g_key_file_free(file) }
            guard g_key_file_load_from_file(file, rulesFolder + "/" + name, G_KEY_FILE_NONE, nil) != 0 else { continue }
            let types = takeStrings(g_key_file_get_string_list(file, "ExtractorRule", "MimeTypes", nil, nil))
            guard types.contains(TrackerNames.cardMimeType),
                  let module = takeString(g_key_file_get_string(file, "ExtractorRule", "ModulePath", nil)),
                  module.hasPrefix("/"), access(module, R_OK) == 0 else { continue }
            return module
        }
        return nil
    }
}
