import LarderActions
import LarderDesktop
import LarderLocalization

/// An import's result as a desktop notification: for the browser route,
/// where no terminal shows the report.
enum ImportNotification {
    /// Names the recipes imported, or says what failed.
    static func show(_ report: ImportReport) {
        let saved = report.files.flatMap(\.recipes).filter { $0.status != .failed }.compactMap(\.name)
        let failures = report.files.compactMap(\.error) + report.files.flatMap(\.recipes).compactMap(\.error)
        let summary: String
        if saved.isEmpty {
            summary = tr("Larder could not import the page")
        } else if saved.count == 1 {
            // TRANSLATORS: %@ is a recipe's name.
            summary = tr("Imported “%@”", saved[0])
        } else {
            // TRANSLATORS: %@ is a number of recipes, more than one.
            summary = trn("Imported %@ recipe", "Imported %@ recipes", saved.count, saved.count)
        }
        show(summary: summary, body: failures.first ?? report.summaryLine)
    }

    /// Says that the import failed as a whole, and why.
    static func show(failure: String) {
        show(summary: tr("Larder could not import the page"), body: failure)
    }

    private static func show(summary: String, body: String) {
        if !DesktopNotification.show(summary: summary, body: body) {
            Output.note(tr("no desktop notification could be shown (no session bus, or nothing shows notifications)"))
        }
    }
}
