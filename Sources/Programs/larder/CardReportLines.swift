import LarderCardFolder

/// The lines that tell what a card folder sync run did with edited cards.
enum CardReportLines {
    /// "Cards in FOLDER: 1 written, 9 unchanged, 0 renamed, 0 removed."
    static func summary(of report: CardSyncReport, in folder: String) -> String {
        "Cards in \(folder): \(report.written) written, \(report.unchanged) unchanged, \(report.renamed) renamed, \(report.removed) removed."
    }

    /// Prints a card folder sync run's report: as JSON, or the summary and a line per edited card.
    static func print(_ report: CardSyncReport, in folder: String, json: Bool) throws {
        if let problem = report.thumbnailCacheProblem {
            // On stderr, and not an error: the cards are written, the file manager draws their thumbnails itself.
            Output.note("Thumbnails not cached (\(problem)); the file manager will draw them.")
        }
        if json {
            try Output.json(report)
        } else {
            Output.line(summary(of: report, in: folder))
            edits(of: report).forEach(Output.line)
        }
    }

    static func edits(of report: CardSyncReport) -> [String] {
        var lines: [String] = []
        for name in report.imported { lines.append("imported   \(name) (edited, written by hand or from another machine; its content is the recipe now)") }
        for name in report.conflicts {
            lines.append("conflict   \(name) (edited while the recipe changed too; settle with `larder resolve`)")
        }
        for item in report.unreadable { lines.append("unreadable \(item.fileName): \(item.message ?? "")") }
        for item in report.refused { lines.append("not taken  \(item.fileName): \(item.message ?? "") (left alone)") }
        for name in report.restored { lines.append("restored   “\(name)” (deleted here, but its card came back edited; the edit wins)") }
        for name in report.trashed { lines.append("trashed    “\(name)” (its card was removed; `larder restore` brings it back)") }
        if report.folderLooksEmptied {
            lines.append("warning    every card is gone from the folder (emptied, or not mounted?): no recipe was moved to the trash; `larder export --repair` writes the cards again")
        }
        for name in report.keptForeign { lines.append("kept       \(name) (not written by Larder, or saved by someone as Larder wrote it)") }
        return lines
    }
}
