import LarderExport

/// The lines that tell what an exporter run did with edited cards.
enum CardReportLines {
    static func edits(of report: CardExportReport) -> [String] {
        var lines: [String] = []
        for name in report.imported { lines.append("imported   \(name) (edited, written by hand or from another machine; its content is the recipe now)") }
        for name in report.conflicts {
            lines.append("conflict   \(name) (edited while the recipe changed too; settle with `larder resolve`)")
        }
        for item in report.unreadable { lines.append("unreadable \(item.fileName): \(item.message ?? "")") }
        for name in report.restored { lines.append("restored   “\(name)” (deleted here, but its card came back edited; the edit wins)") }
        for name in report.trashed { lines.append("trashed    “\(name)” (its card was removed; `larder restore` brings it back)") }
        if report.folderLooksEmptied {
            lines.append("warning    every card is gone from the folder (emptied, or not mounted?): no recipe was moved to the trash; `larder export --repair` writes the cards again")
        }
        for name in report.keptForeign { lines.append("kept       \(name) (not written by Larder)") }
        return lines
    }
}
