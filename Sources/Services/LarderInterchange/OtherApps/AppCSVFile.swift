import Foundation
import LarderLocalization

/// An app's CSV export (Plan to Eat, My Recipe Box), read a record at a
/// time: its header checked, each record handed over by column name with
/// its number, a record that does not parse failed alone.
enum AppCSVFile {
    /// The recipes of the CSV `data`, named `name` in messages. `isHeader`
    /// tells the app's header; `app` and `headerStart` say what was expected.
    static func recipes(_ data: Data, name: String, app: String, headerStart: String, isHeader: (String) -> Bool,
                        recipe: @escaping (CSVColumns.Row, CSVColumns, Int) -> Result<ImportedRecipe, ImportError>)
        -> AnyIterator<Result<ImportedRecipe, ImportError>> {
        var records = CSVRecords([UInt8](data))
        guard case .success(let header)? = records.next(), isHeader(header.joined(separator: ",")) else {
            // TRANSLATORS: %1$@ names the file, %2$@ is the app's name (Plan to Eat...), %3$@ the start of the header expected.
            let error = ImportError(.notRecipeFile, tr("%@ is not %@'s CSV (its header does not start “%@”)", name, app, headerStart))
            return AnyIterator([.failure(error)].makeIterator())
        }
        let columns = CSVColumns(header)
        var number = 0
        return AnyIterator {
            guard let record = records.next() else { return nil }
            number += 1
            return record.mapError { ImportError($0.code, "\(name): \($0.message)") }.flatMap { fields in
                recipe(columns.row(fields), columns, number)
            }
        }
    }
}
