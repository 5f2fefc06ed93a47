/// A benchmark's goal: a bound its figure must keep.
struct Goal {
    enum Bound { case atMost, atLeast }

    let bound: Bound
    let limit: Double

    static func atMost(_ limit: Double) -> Goal { Goal(bound: .atMost, limit: limit) }
    static func atLeast(_ limit: Double) -> Goal { Goal(bound: .atLeast, limit: limit) }

    func isMet(by value: Double) -> Bool {
        switch bound {
        case .atMost: value <= limit
        case .atLeast: value >= limit
        }
    }

    /// "≤ 1.3", as the report prints it.
    var text: String {
        let number = limit == limit.rounded() ? String(Int(limit)) : String(limit)
        return (bound == .atMost ? "≤ " : "≥ ") + number
    }
}
