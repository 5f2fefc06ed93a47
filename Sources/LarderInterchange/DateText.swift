import Foundation

/// Dates as JSON-LD and cards write them: "2024-03-01", "2024-03-01T18:30:00Z",
/// "2024-03-01T18:30:00.123+01:00".
enum DateText {
    /// Formatters are costly to make and safe to share (ISO8601DateFormatter is thread-safe).
    nonisolated(unsafe) private static let withMilliseconds = formatter([.withInternetDateTime, .withFractionalSeconds])
    nonisolated(unsafe) private static let withSeconds = formatter([.withInternetDateTime])
    nonisolated(unsafe) private static let dayOnly = formatter([.withFullDate])

    private static func formatter(_ options: ISO8601DateFormatter.Options) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = options
        return formatter
    }

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimming(" ")
        for formatter in [withMilliseconds, withSeconds, dayOnly] {
            if let date = formatter.date(from: trimmed) { return date }
        }
        // "2024-03-01 18:30:00" and other variants: keep the date part.
        return trimmed.count >= 10 ? dayOnly.date(from: String(trimmed.prefix(10))) : nil
    }

    /// "2024-03-01T18:30:00.123Z": milliseconds kept, so a date survives export and import.
    static func string(_ date: Date) -> String {
        withMilliseconds.string(from: date)
    }
}
