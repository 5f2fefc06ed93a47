/// A quantity as a cook writes it: one value ("2"), or a range ("2–3").
public struct Amount: Sendable, Equatable {
    /// The value, or a range's lower bound.
    public var low: Double
    /// A range's upper bound; nil for a single value.
    public var high: Double?

    /// A single value, or the range from `low` to `high`.
    public init(_ low: Double, to high: Double? = nil) {
        self.low = low
        self.high = high
    }

    /// Both bounds multiplied by `factor`.
    public func times(_ factor: Double) -> Amount {
        Amount(low * factor, to: high.map { $0 * factor })
    }

    /// Bound added to bound (a single value counts as both bounds).
    public func plus(_ other: Amount) -> Amount {
        guard high != nil || other.high != nil else { return Amount(low + other.low) }
        return Amount(low + other.low, to: (high ?? low) + (other.high ?? other.low))
    }

    /// The upper bound, or the value.
    var top: Double { high ?? low }
}
