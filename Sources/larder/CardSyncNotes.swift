import LarderCore
import LarderSync

/// What the CLI says after a command changed the store and the card folder
/// was brought up to date (``CardSync``).
enum CardSyncNotes {
    static func afterChange(_ store: RecipeStore, quiet: Bool = false) {
        switch CardSync.afterChange(store) {
        case .noCardFolder:
            break
        case .synced(let folder, let report):
            if !quiet, report.written + report.removed + report.renamed > 0 {
                Output.note("cards: \(report.written) written, \(report.renamed) renamed, \(report.removed) removed in \(folder)")
            }
            for line in CardReportLines.edits(of: report) { Output.note("cards: " + line) }
        case .failed(let error):
            Output.error("the recipes are saved, but the cards could not be updated: \(error). Run `larder export --sync` to catch up.")
        }
    }
}
