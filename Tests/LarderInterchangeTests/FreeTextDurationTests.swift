import Testing
@testable import LarderInterchange

@Suite("Times written as text")
struct FreeTextDurationTests {
    @Test("the ways apps and people write times", arguments: [
        ("1 hr 20 mins", 80), ("45 minutes", 45), ("1 1/2 hours", 90), ("1:30", 90), ("2h30", 150),
        ("1 Std. 10 Min.", 70), ("about 20 min", 20), ("20-30 minutes", 30), ("PT1H5M", 65), ("15", 15),
        ("½ hour", 30), ("1時間30分", 90), ("40分钟", 40), ("1 day", 1440), ("0:45:00", 45), ("1,5 h", 90),
    ])
    func reads(_ text: String, _ minutes: Int) {
        #expect(FreeTextDuration.minutes(text) == minutes, "\(text)")
    }

    @Test("no time in the text gives none", arguments: ["", "overnight", "to taste", "1:75", String(repeating: "9", count: 300)])
    func refuses(_ text: String) {
        #expect(FreeTextDuration.minutes(text) == nil, "\(text)")
    }
}
