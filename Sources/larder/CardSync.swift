import Foundation
import LarderCore
import LarderExport

/// After a command changes the store: brings the card folder up to date, if
/// one is set up. The change is already committed, so a failure here is a
/// warning that says how to catch up, not an error.
enum CardSync {
    static func afterChange(_ store: RecipeStore, quiet: Bool = false) {
        do {
            guard let folder = try store.cardFolder() else { return }
            let report = try CardExporter(store: store, folder: folder).sync()
            let changed = report.written + report.removed + report.renamed > 0
            if changed { DesktopIndex.askToIndex(folder, after: report) }
            if !quiet, changed {
                Output.note("cards: \(report.written) written, \(report.renamed) renamed, \(report.removed) removed in \(folder)")
            }
            for name in report.keptForeign {
                Output.note("cards: left \(name) alone: it is not a card Larder wrote")
            }
        } catch {
            Output.error("the recipes are saved, but the cards could not be updated: \(error). Run `larder export --sync` to catch up.")
        }
    }

    /// The default card folder: the XDG documents folder + /Recipes.
    static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        var documents = home + "/Documents"
        // ~/.config/user-dirs.dirs: XDG_DOCUMENTS_DIR="$HOME/Documents" (what xdg-user-dir reads).
        if let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_DOCUMENTS_DIR=") {
                var value = line.dropFirst("XDG_DOCUMENTS_DIR=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if value.hasPrefix("$HOME") { value = home + value.dropFirst(5) }
                if value.hasPrefix("/") { documents = value }
            }
        }
        return documents + "/Recipes"
    }
}
