/// The measures a cook reads: grams and millilitres, or cups, ounces and
/// pounds. Spoons belong to both, and are kept as they are.
public enum MeasureSystem: String, Sendable, CaseIterable, Codable {
    case metric
    case us
}
