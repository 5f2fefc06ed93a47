import Foundation

/// The two shapes of date nearly every recipe has, read without ICU:
/// "2024-03-01" (midnight UTC, as the formatters read it) and
/// "2024-03-01T18:30:00", with an optional fraction of a second and a zone
/// ("Z", "+01:00", "-0500"). Anything else, or a date that does not exist
/// (February 30th, a leap second), is left to the formatters. And the one
/// shape cards are written in, "2024-03-01T18:30:00.123Z", written without
/// ICU: its formatter loads megabytes of ICU's data into the processes that
/// write cards (the watcher, the search provider drawing an icon).
struct ISODateFields {
    var year, month, day: Int
    var hour = 0, minute = 0, second = 0
    var milliseconds = 0
    var zoneSeconds = 0

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 || (bytes.count >= 20 && bytes.count <= 35) else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0, 4), bytes[4] == UInt8(ascii: "-"), let month = number(5, 2), bytes[7] == UInt8(ascii: "-"),
              let day = number(8, 2), (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, year: year) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
        if bytes.count == 10 { return }
        guard bytes[10] == UInt8(ascii: "T"), let hour = number(11, 2), bytes[13] == UInt8(ascii: ":"), let minute = number(14, 2),
              bytes[16] == UInt8(ascii: ":"), let second = number(17, 2), hour < 24, minute < 60, second < 60 else { return nil }
        (self.hour, self.minute, self.second) = (hour, minute, second)
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            // The store keeps milliseconds: further digits are cut, as shortFraction cuts them.
            index += 1
            var digits = 0
            var value = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                if digits < 3 { value = value * 10 + Int(bytes[index] - 48) }
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            if digits < 3 { for _ in digits..<3 { value *= 10 } }
            milliseconds = value
        }
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "Z"):
            guard index + 1 == bytes.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = bytes[index] == UInt8(ascii: "+") ? 1 : -1
            guard let zoneHours = number(index + 1, 2), zoneHours < 24 else { return nil }
            let minutesAt = bytes.count == index + 6 && bytes[index + 3] == UInt8(ascii: ":") ? index + 4 : index + 3
            guard minutesAt + 2 == bytes.count, let zoneMinutes = number(minutesAt, 2), zoneMinutes < 60 else { return nil }
            zoneSeconds = sign * (zoneHours * 3600 + zoneMinutes * 60)
        default:
            return nil
        }
    }

    /// The UTC fields of `date`, to the nearest millisecond (as ICU's
    /// formatter rounds); nil before 1583 (ICU's calendar is Julian until
    /// October 1582) and after 9999 (more digits): those are left to it.
    init?(_ date: Date) {
        // As Foundation hands a date to ICU: milliseconds since 1970 plus a half, rounded down.
        let milliseconds = (date.timeIntervalSince1970 * 1000 + 0.5).rounded(.down)
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return nil }
        let total = Int(milliseconds)
        let (days, millisecondOfDay) = Self.floorDivision(total, 86_400_000)
        // Civil date from days since 1970 (the inverse of `date`'s arithmetic).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (1583...9999).contains(year) else { return nil }
        hour = millisecondOfDay / 3_600_000
        minute = millisecondOfDay / 60_000 % 60
        second = millisecondOfDay / 1000 % 60
        self.milliseconds = millisecondOfDay % 1000
    }

    /// "2024-03-01T18:30:00.123Z": the fields as UTC (the zone is not written).
    var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        func append(_ value: Int, digits: Int, then separator: Unicode.Scalar) {
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(48 + value / divisor % 10))
                divisor /= 10
            }
            bytes.append(UInt8(ascii: separator))
        }
        append(year, digits: 4, then: "-")
        append(month, digits: 2, then: "-")
        append(day, digits: 2, then: "T")
        append(hour, digits: 2, then: ":")
        append(minute, digits: 2, then: ":")
        append(second, digits: 2, then: ".")
        append(milliseconds, digits: 3, then: "Z")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value / divisor` rounded down, and the remainder (never negative).
    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// The instant: days since 1970 by the proleptic Gregorian calendar, then the time, less the zone.
    var date: Date {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - zoneSeconds
        return Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1000)
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
