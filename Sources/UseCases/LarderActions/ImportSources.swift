import Foundation
import LarderGLib
import LarderInterchange
import LarderLocalization

/// The files an import reads: named files as they are, folders walked
/// recursively (hidden entries and the `NAME_files` folders of saved pages
/// skipped, files of other kinds ignored), `-` for stdin, and web pages by address.
/// A recipe folder of an unpacked app export (Nextcloud Cookbook's
/// `recipe.json` + `full.jpg`, Mealie's `SLUG.json` + `images/`) is one
/// source, its JSON, which the reader reads with the photo beside it; a
/// Chowdown site (a folder holding `_recipes/`) is one source, the folder,
/// whose site code is not walked. A CSV file is read only when its header
/// is an app's export (Plan to Eat, My Recipe Box).
public struct ImportSources {
    /// One input of the import.
    public enum Source: Equatable {
        case file(String)
        case standardInput
        /// A web page's address (http or https).
        case web(String)
        /// A named path that does not exist or cannot be read.
        case missing(String)
        /// An argument that is not taken, and why.
        case refused(String, reason: String)

        /// The page's address, for a web page.
        public var webAddress: String? {
            if case .web(let address) = self { address } else { nil }
        }
    }

    /// The inputs, named files first as given, walked folders in name order.
    public var sources: [Source] = []
    /// Files in walked folders that are not recipe files (photos, notes, ...).
    public var ignored = 0

    /// The sources `paths` name (`-` for standard input).
    public init(paths: [String]) {
        for path in paths {
            if path == "-" { sources.append(.standardInput); continue }
            if WebAddress.isWeb(path) { sources.append(.web(path)); continue }
            // The browser route: larder-import:ADDRESS, as the desktop hands it over.
            if path.hasPrefix(ApplicationID.importScheme + ":") {
                let address = String(path.dropFirst(ApplicationID.importScheme.count + 1))
                sources.append(WebAddress.isWeb(address) ? .web(address)
                               : .refused(path, reason: tr("only http and https addresses are imported by address")))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                sources.append(.missing(path))
                continue
            }
            if isDirectory.boolValue { walk(path) } else { sources.append(.file(path)) }
        }
    }

    private mutating func walk(_ folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            sources.append(.missing(folder))
            return
        }
        if names.contains("_recipes"), RecipeFileReader.isChowdownSite(folder) {
            sources.append(.file(folder))
            return
        }
        let folderName = (folder as NSString).lastPathComponent
        if RecipeFileReader.isRecipeFolder(files: names, folderName: folderName) {
            let json = names.contains("recipe.json") ? "recipe.json" : folderName + ".json"
            sources.append(.file(folder.hasSuffix("/") ? folder + json : folder + "/" + json))
            return
        }
        let pages = Set(names.filter { RecipeFileReader.Kind(fileName: $0) == .html }.map { ($0 as NSString).deletingPathExtension })
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // A page saved "complete" keeps its images, scripts and frames in NAME_files:
                // the page's own, read with it, never pages of their own.
                if name.hasSuffix("_files"), pages.contains(String(name.dropLast(6))) {
                    continue
                }
                walk(path)
            } else if let kind = RecipeFileReader.Kind(fileName: name), kind != .csv || RecipeFileReader.isRecipeCSV(atPath: path) {
                sources.append(.file(path))
            } else {
                ignored += 1
            }
        }
    }
}
