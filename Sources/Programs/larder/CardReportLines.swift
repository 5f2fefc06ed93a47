import LarderCardFolder
import LarderLocalization

/// The lines that tell what a card folder sync run did with edited cards.
enum CardReportLines {
    /// "Cards in FOLDER: 1 written, 9 unchanged, 0 renamed, 0 removed."
    static func summary(of report: CardSyncReport, in folder: String) -> String {
        // TRANSLATORS: %1$@ is the card folder; the others are counts of cards.
        tr("Cards in %@: %@ written, %@ unchanged, %@ renamed, %@ removed.", folder, report.written, report.unchanged, report.renamed, report.removed)
    }

    /// Prints a card folder sync run's report: as JSON, or the summary and a line per edited card.
    static func print(_ report: CardSyncReport, in folder: String, json: Bool) throws {
        if let problem = report.thumbnailCacheProblem {
            // On stderr, and not an error: the cards are written, the file manager draws their thumbnails itself.
            // TRANSLATORS: %@ is the reason the thumbnails could not be written.
            Output.note(tr("Thumbnails not cached (%@); the file manager will draw them.", problem))
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
        for name in report.imported {
            // TRANSLATORS: %@ is a card's file name. In these lines the first word is padded with spaces so that the names line up.
            lines.append(tr("imported   %@ (edited, written by hand or from another machine; its content is the recipe now)", name))
        }
        for name in report.conflicts {
            // TRANSLATORS: %@ is a card's file name.
            lines.append(tr("conflict   %@ (edited while the recipe changed too; settle with `larder resolve`)", name))
        }
        for item in report.unreadable {
            // TRANSLATORS: %1$@ is a card's file name, %2$@ what is wrong with it.
            lines.append(tr("unreadable %@: %@", item.fileName, item.message ?? ""))
        }
        for item in report.refused {
            // TRANSLATORS: %1$@ is a card's file name, %2$@ why it was not taken.
            lines.append(tr("not taken  %@: %@ (left alone)", item.fileName, item.message ?? ""))
        }
        for name in report.restored {
            // TRANSLATORS: %@ is a recipe's name.
            lines.append(tr("restored   “%@” (deleted here, but its card came back edited; the edit wins)", name))
        }
        for name in report.trashed {
            // TRANSLATORS: %@ is a recipe's name.
            lines.append(tr("trashed    “%@” (its card was removed; `larder restore` brings it back)", name))
        }
        if report.folderLooksEmptied {
            lines.append(tr("warning    every card is gone from the folder (emptied, or not mounted?): no recipe was moved to the trash; `larder export --repair` writes the cards again"))
        }
        for name in report.keptForeign {
            // TRANSLATORS: %@ is a file's name.
            lines.append(tr("kept       %@ (not written by Larder, or saved by someone as Larder wrote it)", name))
        }
        return lines
    }
}
