import LarderActions
import LarderLocalization

/// How `larder import` prints its report as lines.
extension ImportReport {
    /// The lines `larder import` prints for one file, made safe for a terminal
    /// (names, addresses and messages come from the files and servers read).
    static func lines(for file: FileLine, quiet: Bool) -> [String] {
        unsafeLines(for: file, quiet: quiet).map(TerminalText.printable)
    }

    private static func unsafeLines(for file: FileLine, quiet: Bool) -> [String] {
        if let error = file.error {
            // TRANSLATORS: %1$@ is a file path or web address, %2$@ why it failed. In these lines the first word is padded with spaces so that the paths line up.
            return [tr("failed     %@: %@", file.path, error)]
        }
        var lines: [String] = []
        if !quiet, let format = file.format {
            // TRANSLATORS: %1$@ is a file path or web address, %2$@ the format it was read as, such as "Paprika export".
            lines.append(tr("read       %@ as %@", file.path, format))
        }
        for recipe in file.recipes {
            let name: String
            if let recipeName = recipe.name {
                // TRANSLATORS: %@ is a recipe's name, quoted in the lines of an import's report.
                name = tr("“%@”", recipeName)
            } else {
                // TRANSLATORS: stands for a recipe without a name in the lines of an import's report, as in "failed     PATH: a recipe: REASON".
                name = tr("a recipe")
            }
            switch recipe.status {
            case .failed:
                // TRANSLATORS: %1$@ is a file path or web address, %2$@ a recipe's name in quotes (or "a recipe"), %3$@ why it failed.
                lines.append(tr("failed     %@: %@: %@", file.path, name, recipe.error ?? ""))
            case _ where quiet:
                break
            case .imported:
                // TRANSLATORS: %1$@ is a file path or web address, %2$@ a recipe's name in quotes (or "a recipe").
                lines.append(tr("imported   %@: %@", file.path, name))
            case .updated:
                // TRANSLATORS: %1$@ is a file path or web address, %2$@ a recipe's name in quotes (or "a recipe").
                lines.append(tr("updated    %@: %@", file.path, name))
            case .unchanged:
                // TRANSLATORS: %1$@ is a file path or web address, %2$@ a recipe's name in quotes (or "a recipe").
                lines.append(tr("unchanged  %@: %@", file.path, name))
            }
            for warning in recipe.warnings {
                // TRANSLATORS: %1$@ is a file path or web address, %2$@ a recipe's name in quotes (or "a recipe"), %3$@ the warning.
                lines.append(tr("warning    %@: %@: %@", file.path, name, warning))
            }
        }
        if !quiet, file.skipped > 0 {
            // TRANSLATORS: %1$@ is a file path or web address, %2$@ a number of items, as in "8 nameless Recipe items".
            lines.append(tr("skipped    %@: %@, such as a page's links to other recipes", file.path, skippedItems(file.skipped)))
        }
        return lines
    }

    var summaryLine: String {
        switch (summary.ignoredFiles > 0, summary.skipped > 0) {
        case (false, false):
            // TRANSLATORS: %1$@ to %4$@ are numbers of recipes (failed ones counting whole files too), %5$@ the number of files read.
            return trn("Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ file read).",
                       "Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ files read).",
                       summary.files, summary.imported, summary.updated, summary.unchanged, summary.failed, summary.files)
        case (true, false):
            // TRANSLATORS: %1$@ to %4$@ are numbers of recipes (failed ones counting whole files too), %5$@ the number of files read, %6$@ the number of files that are not recipe files.
            return trn("Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ file read; %@ other files ignored).",
                       "Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ files read; %@ other files ignored).",
                       summary.files, summary.imported, summary.updated, summary.unchanged, summary.failed, summary.files,
                       summary.ignoredFiles)
        case (false, true):
            // TRANSLATORS: %1$@ to %4$@ are numbers of recipes (failed ones counting whole files too), %5$@ the number of files read, %6$@ a number of items, as in "8 nameless Recipe items".
            return trn("Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ file read; %@ skipped).",
                       "Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ files read; %@ skipped).",
                       summary.files, summary.imported, summary.updated, summary.unchanged, summary.failed, summary.files,
                       Self.skippedItems(summary.skipped))
        case (true, true):
            // TRANSLATORS: %1$@ to %4$@ are numbers of recipes (failed ones counting whole files too), %5$@ the number of files read, %6$@ the number of files that are not recipe files, %7$@ a number of items, as in "8 nameless Recipe items".
            return trn("Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ file read; %@ other files ignored; %@ skipped).",
                       "Done: %@ imported, %@ updated, %@ unchanged, %@ failed (%@ files read; %@ other files ignored; %@ skipped).",
                       summary.files, summary.imported, summary.updated, summary.unchanged, summary.failed, summary.files,
                       summary.ignoredFiles, Self.skippedItems(summary.skipped))
        }
    }

    /// "8 nameless Recipe items": what pages mark up beside their recipe (teasers for others).
    private static func skippedItems(_ count: Int) -> String {
        // TRANSLATORS: Recipe is the schema.org type a page marks up; these are items of that type without a name.
        trn("%@ nameless Recipe item", "%@ nameless Recipe items", count, count)
    }
}
