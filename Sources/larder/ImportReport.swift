import Foundation

/// What `larder import` did, file by file; printed as lines or as JSON.
struct ImportReport: Encodable {
    enum Status: String, Encodable {
        case imported, updated, unchanged, failed
    }

    struct RecipeLine: Encodable {
        var name: String?
        var id: String?
        var status: Status
        var error: String?
        var warnings: [String]
    }

    struct FileLine: Encodable {
        var path: String
        /// Set when the whole file failed (unreadable, not JSON, no recipe).
        var error: String?
        var recipes: [RecipeLine]
    }

    struct Summary: Encodable {
        var files = 0
        var imported = 0
        var updated = 0
        var unchanged = 0
        var failed = 0
        var ignoredFiles = 0
    }

    var files: [FileLine] = []
    var summary = Summary()

    mutating func add(_ file: FileLine) {
        files.append(file)
        summary.files += 1
        if file.error != nil { summary.failed += 1 }
        for recipe in file.recipes {
            switch recipe.status {
            case .imported: summary.imported += 1
            case .updated: summary.updated += 1
            case .unchanged: summary.unchanged += 1
            case .failed: summary.failed += 1
            }
        }
    }

    /// The lines `larder import` prints for one file.
    static func lines(for file: FileLine, quiet: Bool) -> [String] {
        if let error = file.error { return ["failed     \(file.path): \(error)"] }
        var lines: [String] = []
        for recipe in file.recipes {
            let name = recipe.name.map { "“\($0)”" } ?? "a recipe"
            switch recipe.status {
            case .failed: lines.append("failed     \(file.path): \(name): \(recipe.error ?? "")")
            case let status where !quiet:
                lines.append("\(status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(file.path): \(name)")
            default: break
            }
            lines += recipe.warnings.map { "warning    \(file.path): \(name): \($0)" }
        }
        return lines
    }

    var summaryLine: String {
        let parts = ["\(summary.imported) imported", "\(summary.updated) updated", "\(summary.unchanged) unchanged", "\(summary.failed) failed"]
        var line = "Done: " + parts.joined(separator: ", ") + " (\(summary.files) \(summary.files == 1 ? "file" : "files") read"
        if summary.ignoredFiles > 0 { line += "; \(summary.ignoredFiles) other files ignored" }
        return line + ")."
    }
}
