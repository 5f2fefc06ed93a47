import Foundation

/// Dates as JSON-LD writes them: "2024-03-01", "2024-03-01T18:30:00Z",
/// "2024-03-01T18:30:00.123+01:00".
enum DateText {
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimming(" ")
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime], [.withFullDate]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date }
        }
        // "2024-03-01 18:30:00" and other variants: keep the date part.
        if trimmed.count >= 10 {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withFullDate]
            return formatter.date(from: String(trimmed.prefix(10)))
        }
        return nil
    }

    /// "2024-03-01T18:30:00.123Z": milliseconds kept, so a date survives export and import.
    static func string(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
