import Foundation

/// Dates as JSON-LD and cards write them: "2024-03-01", "2024-03-01T18:30:00Z",
/// "2024-03-01T18:30:00.123+01:00". `larder`'s JSON output writes its dates here too.
public enum DateText {
    /// Formatters are costly to make and safe to share (ISO8601DateFormatter is thread-safe).
    nonisolated(unsafe) private static let withMilliseconds = formatter([.withInternetDateTime, .withFractionalSeconds])
    nonisolated(unsafe) private static let withSeconds = formatter([.withInternetDateTime])
    nonisolated(unsafe) private static let dayOnly = formatter([.withFullDate])

    private static func formatter(_ options: ISO8601DateFormatter.Options) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = options
        return formatter
    }

    /// The longest date text given to the formatters: ICU's parser does
    /// arithmetic on every digit it is given (a long enough fraction of a
    /// second makes it divide by zero), so it only ever sees short text.
    static let maximumLength = 40

    static func parse(_ text: String) -> Date? {
        if let date = ISODateFields(text.trimming(" "))?.date { return date }
        return parseWithFormatters(text)
    }

    /// The formatters' reading: ICU's, which costs about 50 µs a date (a
    /// noticeable part of reading a page), for the shapes ``ISODateFields`` leaves.
    static func parseWithFormatters(_ text: String) -> Date? {
        let trimmed = shortFraction(text.trimming(" "))
        guard trimmed.utf8.count <= maximumLength else {
            return dayOnly.date(from: String(trimmed.prefix(10)))
        }
        for formatter in [withMilliseconds, withSeconds, dayOnly] {
            if let date = formatter.date(from: trimmed) { return date }
        }
        // "2024-03-01 18:30:00" and other variants: keep the date part.
        return trimmed.count >= 10 ? dayOnly.date(from: String(trimmed.prefix(10))) : nil
    }

    /// `text` with the fraction of a second cut to milliseconds (all the store
    /// keeps): "…00.0666666666666Z" becomes "…00.066Z". Linear in the text.
    static func shortFraction(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let dot = scalars.firstIndex(where: { $0 == "." || $0 == "," }), scalars[..<dot].contains("T") else { return text }
        var end = dot + 1
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        guard end - dot - 1 > 3 else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[..<(dot + 4)])
        kept.append(contentsOf: scalars[end...])
        return String(kept)
    }

    /// "2024-03-01T18:30:00.123Z": milliseconds kept, so a date survives export and import.
    /// Written without ICU from 1583 to 9999; the rest by ICU's formatter, as before.
    public static func string(_ date: Date) -> String {
        ISODateFields(date)?.text ?? withMilliseconds.string(from: date)
    }
}
