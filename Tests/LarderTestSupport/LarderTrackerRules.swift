import Foundation

/// Larder's Tracker pieces as `make install` places them, for a
/// ``TrackerSandbox``: the extract rules filled in and the MIME package.
public enum LarderTrackerRules {
    /// The module `make tracker-module` builds (-static-stdlib).
    public static let module = StaticProduct.trackerModule.path
    public static let mimePackage = CLI.repository + "/data/mime/larder.xml"

    /// Both rule files; the first points at `module`.
    public static func rules(module: String = LarderTrackerRules.module) throws -> [String: String] {
        var rules = try fallbackOnly()
        let template = try String(contentsOfFile: CLI.repository + "/extensions/tracker/10-larder-recipe.rule.in", encoding: .utf8)
        rules["10-larder-recipe.rule"] = template.replacingOccurrences(of: "@TRACKER_MODULE@", with: module)
        return rules
    }

    /// Only the rule that hands cards to Tracker's stock text module.
    public static func fallbackOnly() throws -> [String: String] {
        ["11-larder-recipe-text.rule": try String(contentsOfFile: CLI.repository + "/extensions/tracker/11-larder-recipe-text.rule", encoding: .utf8)]
    }

    /// A sandbox with Larder's rules and MIME type; fails when the module is not built.
    public static func sandbox(module: String = LarderTrackerRules.module, indexRoots: String? = nil,
                               settings: [String: String] = [:]) throws -> TrackerSandbox {
        try StaticProduct.trackerModule.requireBuilt()
        return try TrackerSandbox(extraRules: try rules(module: module), mimePackage: mimePackage, indexRoots: indexRoots, settings: settings,
                                  moduleFolders: [(module as NSString).deletingLastPathComponent])
    }
}
