import LarderStore
import LarderCardFolder

/// What the CLI says after a command changed the store and the card folder
/// was brought up to date (``AfterChange``).
enum AfterChangeNotes {
    /// - Parameter thumbnails: put each card written in the thumbnail cache too.
    static func run(_ store: RecipeStore, quiet: Bool = false, thumbnails: Bool = true) {
        switch AfterChange.run(store, cachingThumbnails: thumbnails) {
        case .noCardFolder:
            break
        case .synced(let folder, let report):
            if !quiet, report.written + report.removed + report.renamed > 0 {
                Output.note("cards: \(report.written) written, \(report.renamed) renamed, \(report.removed) removed in \(folder)")
            }
            for line in CardReportLines.edits(of: report) { Output.note("cards: " + line) }
            if let problem = report.thumbnailCacheProblem {
                Output.note("cards: thumbnails not cached (\(problem)); the file manager will draw them.")
            }
        case .failed(let error):
            Output.error("the recipes are saved, but the cards could not be updated: \(error). Run `larder export --sync` to catch up.")
        }
    }
}
