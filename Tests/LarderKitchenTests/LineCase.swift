import Testing
@testable import LarderKitchen

/// One line of a recipe in `language`, scaled by `factor` and converted to
/// `system`, and what a cook should read.
struct LineCase: Sendable, CustomTestStringConvertible {
    var language: String
    var line: String
    var factor = 1.0
    var system: MeasureSystem?
    var expected: String

    var testDescription: String { "\(language): \(line) × \(factor)\(system.map { " → \($0)" } ?? "")" }

    var adjuster: LineAdjuster { LineAdjuster(factor: factor, system: system, language: language) }
}
