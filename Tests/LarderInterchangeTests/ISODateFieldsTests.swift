import Foundation
import LarderTestSupport
import Testing
@testable import LarderInterchange

@Suite("Dates read without ICU")
struct ISODateFieldsTests {
    @Test("every date the fast reading takes, the formatters read the same (2,000 random dates and shapes)")
    func sameAsFormatters() {
        var generator = SeededGenerator(seed: 14)
        var compared = 0
        for _ in 0..<2_000 {
            let year = Int.random(in: 1900...2100, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...31, using: &generator)
            var text = String(format: "%04d-%02d-%02d", year, month, day)
            if Bool.random(using: &generator) {
                text += String(format: "T%02d:%02d:%02d", Int.random(in: 0...23, using: &generator), Int.random(in: 0...59, using: &generator),
                               Int.random(in: 0...59, using: &generator))
                if Bool.random(using: &generator) { text += "." + String(Int.random(in: 0...999_999, using: &generator)) }
                let zones = ["Z", "+01:00", "-05:00", "+05:30", "-0330", "+14:00", ""]
                text += zones[Int.random(in: 0..<zones.count, using: &generator)]
            }
            let fast = ISODateFields(text)?.date
            let formatters = DateText.parseWithFormatters(text)
            if let fast {
                #expect(fast == formatters, "\(text): \(fast) against \(String(describing: formatters))")
                compared += 1
            }
        }
        #expect(compared > 1_000, "the fast reading took only \(compared) of 2,000 dates")
    }

    @Test("dates that do not exist and other shapes are left to the formatters", arguments: [
        "2023-02-29", "2024-04-31", "2024-13-01", "2024-03-01T24:00:00Z", "2024-03-01T12:00:60Z", "2024-03-01 12:00:00",
        "2024-03-01T12:00:00", "2024-03-01T12:00Z", "24-03-01", "2024-03-01T12:00:00.Z", "２０２４-03-01",
    ])
    func leftToFormatters(_ text: String) {
        #expect(ISODateFields(text) == nil, "\(text)")
    }

    @Test("dates are written as ICU's formatter writes them, to the nearest millisecond (20,000 random instants and the edges)")
    func writtenAsFormatterWrites() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var generator = SeededGenerator(seed: 29)
        // -12_212_553_600 is 1583-01-01: before it ICU's calendar is the Julian one.
        var instants: [Double] = [0, -0.0005, 0.0004, 0.9995, -1, 951_782_400, 1_709_164_800, 1_000_000_000.0005,
                                  253_402_300_799.999, -12_212_553_600, -12_212_553_599.9996, 4_102_444_800.25]
        for _ in 0..<10_000 { instants.append(Double.random(in: -12_212_553_600...253_402_300_799, using: &generator)) }
        for _ in 0..<10_000 { instants.append(Double(Int.random(in: -3_000_000_000_000...5_000_000_000_000, using: &generator)) / 1000) }
        var written = 0
        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            guard let fields = ISODateFields(date) else { continue }
            #expect(fields.text == formatter.string(from: date), "\(instant)")
            #expect(DateText.string(date) == fields.text)
            written += 1
        }
        #expect(written == instants.count, "every instant here is within the years 1583 to 9999")
        // Outside them, the formatter writes them as before.
        for outside in [253_402_300_800, -12_212_553_600.0006, -62_135_596_800] {
            let date = Date(timeIntervalSince1970: outside)
            #expect(ISODateFields(date) == nil, "\(outside)")
            #expect(DateText.string(date) == formatter.string(from: date))
        }
    }

    @Test("a leap day and the zones are where the calendar puts them")
    func knownInstants() {
        #expect(ISODateFields("2024-02-29")?.date == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(ISODateFields("1970-01-01T01:00:00+01:00")?.date == Date(timeIntervalSince1970: 0))
        #expect(ISODateFields("2000-03-01T00:00:00.5-0030")?.date == Date(timeIntervalSince1970: 951_870_600.5))
    }
}
