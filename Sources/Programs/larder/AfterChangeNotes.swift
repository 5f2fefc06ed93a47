import LarderLocalization
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
                // TRANSLATORS: counts of recipe cards; %4$@ is the card folder.
                Output.note(tr("cards: %@ written, %@ renamed, %@ removed in %@", report.written, report.renamed, report.removed, folder))
            }
            for line in CardReportLines.edits(of: report) {
                // TRANSLATORS: %@ is a line about one edited card, such as "conflict   NAME (…)".
                Output.note(tr("cards: %@", line))
            }
            if let problem = report.thumbnailCacheProblem {
                // TRANSLATORS: %@ is the reason the thumbnails could not be written.
                Output.note(tr("cards: thumbnails not cached (%@); the file manager will draw them.", problem))
            }
        case .failed(let error):
            // TRANSLATORS: %@ is the error that stopped the card update.
            Output.error(tr("the recipes are saved, but the cards could not be updated: %@. Run `larder export --sync` to catch up.", "\(error)"))
        }
    }
}
