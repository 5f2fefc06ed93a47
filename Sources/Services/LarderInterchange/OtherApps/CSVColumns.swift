import LarderModel

/// A CSV export's columns by the names its header gives them, so that a
/// reader asks for `Title` wherever the app put it (an app that adds or
/// moves a column is still read). A name given twice names its first column.
struct CSVColumns {
    private var indexes: [String: Int] = [:]

    /// The columns of `header`.
    init(_ header: [String]) {
        for (index, name) in header.enumerated() where indexes[name.trimming(" \t")] == nil {
            indexes[name.trimming(" \t")] = index
        }
    }

    /// The index of the column `name`.
    func index(of name: String) -> Int? {
        indexes[name]
    }

    /// One record read through these columns.
    func row(_ fields: [String]) -> Row {
        Row(columns: self, fields: fields)
    }

    /// A record's fields by column name.
    struct Row {
        let columns: CSVColumns
        let fields: [String]

        /// The field of column `name`, trimmed (line breaks inside kept); nil when missing or empty.
        subscript(name: String) -> String? {
            columns.index(of: name).flatMap { self[$0] }
        }

        /// The field at `index`, trimmed; nil when missing or empty.
        subscript(index: Int) -> String? {
            guard index >= 0, index < fields.count else { return nil }
            return fields[index].trimming(" \t\r\n").nonEmpty
        }

        /// Minutes from column `name`: a whole number of minutes as the apps
        /// write them ("75"), else a time in words; 0 is none.
        func minutes(_ name: String, warnings: inout [String]) -> Int? {
            guard let text = self[name] else { return nil }
            if let minutes = Int(text) { return minutes > 0 && minutes <= 525_600 ? minutes : nil }
            return AppRecipeFields.minutes(.string(text), name, warnings: &warnings)
        }
    }
}
