import LarderActions

/// How `larder import` prints its report as lines.
extension ImportReport {
    /// The lines `larder import` prints for one file, made safe for a terminal
    /// (names, addresses and messages come from the files and servers read).
    static func lines(for file: FileLine, quiet: Bool) -> [String] {
        unsafeLines(for: file, quiet: quiet).map(TerminalText.printable)
    }

    private static func unsafeLines(for file: FileLine, quiet: Bool) -> [String] {
        if let error = file.error { return ["failed     \(file.path): \(error)"] }
        var lines: [String] = []
        if !quiet, let format = file.format { lines.append("read       \(file.path) as \(format)") }
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
        if !quiet, file.skipped > 0 {
            lines.append("skipped    \(file.path): \(skippedItems(file.skipped)), such as a page's links to other recipes")
        }
        return lines
    }

    var summaryLine: String {
        let parts = ["\(summary.imported) imported", "\(summary.updated) updated", "\(summary.unchanged) unchanged", "\(summary.failed) failed"]
        var line = "Done: " + parts.joined(separator: ", ") + " (\(summary.files) \(summary.files == 1 ? "file" : "files") read"
        if summary.ignoredFiles > 0 { line += "; \(summary.ignoredFiles) other files ignored" }
        if summary.skipped > 0 { line += "; \(Self.skippedItems(summary.skipped)) skipped" }
        return line + ")."
    }

    /// "8 nameless Recipe items": what pages mark up beside their recipe (teasers for others).
    private static func skippedItems(_ count: Int) -> String {
        "\(count) nameless Recipe \(count == 1 ? "item" : "items")"
    }
}
