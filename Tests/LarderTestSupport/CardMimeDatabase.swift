import Foundation

/// A MIME database that knows the recipe card type, as an installed Larder's
/// does, in a test's own data folder (its XDG_DATA_HOME, or a folder put in
/// XDG_DATA_DIRS): the shared-mime-info package copied into `data`/mime/packages
/// and compiled there.
public enum CardMimeDatabase {
    /// Installs `package` (Larder's data/mime/larder.xml unless told otherwise)
    /// into `data` and runs update-mime-database, with `environment` if given.
    public static func install(into data: String, package: String = LarderTrackerRules.mimePackage,
                               environment: [String: String]? = nil) throws {
        try FileManager.default.createDirectory(atPath: data + "/mime/packages", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: package, toPath: data + "/mime/packages/larder.xml")
        _ = try Program.run("/usr/bin/update-mime-database", [data + "/mime"], environment: environment, package: "shared-mime-info")
    }
}
