import Foundation

/// What an import did, file by file, as it went: the model the CLI prints
/// as lines or as JSON.
public struct ImportReport: Encodable {
    /// What happened to one recipe.
    public enum Status: String, Encodable {
        case imported, updated, unchanged, failed
    }

    /// One recipe of a file.
    public struct RecipeLine: Encodable {
        /// Its name; nil when the recipe had none (and failed).
        public var name: String?
        /// Its ID in the store, once saved.
        public var id: String?
        /// Imported, updated, unchanged or failed.
        public var status: Status
        /// Why it failed.
        public var error: String?
        /// What was read but not kept (a photo that could not be read, say).
        public var warnings: [String]
    }

    /// One file read, with its recipes.
    public struct FileLine: Encodable {
        /// The file as named, or "(stdin)".
        public var path: String
        /// Set when the whole file failed (unreadable, not JSON, no recipe).
        public var error: String?
        /// What the file was read as ("Paprika export"...); nil when it failed whole.
        public var format: String?
        /// Its recipes, in the order the file has them.
        public var recipes: [RecipeLine]
        /// Nameless Recipe items beside a named recipe (a page's teasers for
        /// other recipes), left out without failing.
        public var skipped = 0
    }

    /// The counts of the whole import.
    public struct Summary: Encodable {
        /// Files read.
        public var files = 0
        /// Recipes new to the store.
        public var imported = 0
        /// Recipes already there (same ID, identifier or source) and changed.
        public var updated = 0
        /// Recipes already there and the same.
        public var unchanged = 0
        /// Recipes and whole files that failed.
        public var failed = 0
        /// Nameless Recipe items skipped beside named recipes.
        public var skipped = 0
        /// Files in walked folders that are not recipe files.
        public var ignoredFiles = 0
    }

    /// Every file, in the order they were read.
    public var files: [FileLine] = []
    /// The counts, kept up to date by ``add(_:)``.
    public var summary = Summary()

    /// An empty report.
    public init() {}

    /// Adds a file's line and counts it.
    public mutating func add(_ file: FileLine) {
        files.append(file)
        summary.files += 1
        if file.error != nil { summary.failed += 1 }
        summary.skipped += file.skipped
        for recipe in file.recipes {
            switch recipe.status {
            case .imported: summary.imported += 1
            case .updated: summary.updated += 1
            case .unchanged: summary.unchanged += 1
            case .failed: summary.failed += 1
            }
        }
    }
}
