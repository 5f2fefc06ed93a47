import Foundation
import LarderModel

/// Dates are stored as whole milliseconds since 1970, so that a date read back
/// equals the date saved (``Recipe`` values are normalised on save).
enum StoreDate {
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `date`, rounded to the millisecond as the store keeps it.
    static func normalized(_ date: Date) -> Date {
        self.date(milliseconds(date))
    }
}
