/// A unit a recipe measures in: what it measures, how big it is, and which
/// system writes it. Spellings in each language are in ``UnitSpellings``.
public struct KitchenUnit: Sendable, Equatable {
    /// What a unit measures.
    public enum Dimension: Sendable, Equatable {
        /// Millilitres.
        case volume
        /// Grams.
        case mass
        /// Pieces, cloves, cans, cups of no standard size: scaled, never converted.
        case count
        /// A pinch, a dash, "to taste": neither scaled nor converted.
        case vague
    }

    /// Which system a unit belongs to, for `--units`.
    public enum Membership: Sendable, Equatable {
        /// Cups, fluid ounces, pints, ounces, pounds: converted for metric.
        case us
        /// Grams, kilograms, millilitres, litres: converted for US.
        case metric
        /// Spoons, read the same in both systems: kept.
        case both
        /// The Japanese, Russian and Chinese cups (200, 200 and 240 ml): converted for either.
        case local
        /// Counts: never converted.
        case none
    }

    /// A stable name ("cup", "tbsp", "g", "clove").
    public let key: String
    /// What the unit measures.
    public let dimension: Dimension
    /// Millilitres (volume) or grams (mass) in one unit; 1 otherwise.
    public let size: Double
    /// The system it belongs to, for `--units`.
    public let membership: Membership

    /// A unit named `key`, `size` millilitres or grams large.
    public init(_ key: String, _ dimension: Dimension, size: Double = 1, _ membership: Membership = .none) {
        self.key = key
        self.dimension = dimension
        self.size = size
        self.membership = membership
    }

    /// Spoons and cups are measured in kitchen fractions (½, ⅓, ¼).
    var isSpoonOrCup: Bool {
        dimension == .volume && membership != .metric
    }

    /// A spoon: the same in both systems.
    var isSpoon: Bool {
        membership == .both
    }
}
